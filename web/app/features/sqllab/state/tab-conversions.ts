import type { TabStateDict, TableSchemaDict } from '#shared/sqllab/tab-state.ts';
import type { Query, QueryEditor, Table } from '../types.ts';
import type { TabStateUpdateBody } from './api.ts';
import { DEFAULT_NORTH_PERCENT, DEFAULT_SOUTH_PERCENT, newQueryEditor } from './shapes.ts';

/** What the client keeps in a tab's `extra_json`: the edit time the server orders writes by, and the splitters. */
interface TabExtra {
  updatedAt?: number;
  version?: number;
  northPercent?: number;
  southPercent?: number;
}

function parseExtra(text: string | null): TabExtra {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as TabExtra) : {};
  } catch {
    // A tab written by another client may carry anything; its extras are optional.
    return {};
  }
}

const finite = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A tab the server keeps, from its full state (`TabState.to_dict`). */
export function editorFromTabDict(tab: TabStateDict): QueryEditor {
  const extra = parseExtra(tab.extra_json);
  const latest = tab.latest_query as { id?: unknown } | null;
  return newQueryEditor({
    id: String(tab.id),
    tabViewId: String(tab.id),
    name: tab.label,
    dbId: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    sql: tab.sql,
    queryLimit: tab.query_limit,
    autorun: tab.autorun,
    templateParams: tab.template_params,
    hideLeftBar: tab.hide_left_bar,
    remoteId: tab.saved_query?.id ?? null,
    latestQueryId: typeof latest?.id === 'string' ? latest.id : null,
    northPercent: finite(extra.northPercent, DEFAULT_NORTH_PERCENT),
    southPercent: finite(extra.southPercent, DEFAULT_SOUTH_PERCENT),
    updatedAt: finite(extra.updatedAt, 0),
    version: finite(extra.version, 1),
    loaded: true,
    inLocalStorage: false,
  });
}

/** A tab the bootstrap names only by id and label: its state is read when it is first opened. */
export const editorFromTabId = (id: number, label: string): QueryEditor =>
  newQueryEditor({ id: String(id), tabViewId: String(id), name: label, loaded: false, inLocalStorage: false });

/** A table panel the server keeps (its description is the client's table, carrying the preview query's id). */
export function tableFromSchemaDict(panel: TableSchemaDict): Table {
  const description = (panel.description ?? {}) as { dataPreviewQueryId?: unknown };
  return {
    id: String(panel.id),
    serverId: panel.id,
    dbId: panel.database_id,
    catalog: panel.catalog,
    schema: panel.schema,
    name: panel.table,
    queryEditorId: String(panel.tab_state_id),
    expanded: panel.expanded,
    dataPreviewQueryId: typeof description.dataPreviewQueryId === 'string' ? description.dataPreviewQueryId : null,
  };
}

/** The `queryEditor` field of POST /tabstateview/ for a local tab. */
export const newTabBody = (editor: QueryEditor): Record<string, unknown> => ({
  name: editor.name,
  dbId: editor.dbId,
  catalog: editor.catalog,
  schema: editor.schema,
  sql: editor.sql,
  queryLimit: editor.queryLimit,
  autorun: editor.autorun,
  templateParams: editor.templateParams,
  hideLeftBar: editor.hideLeftBar,
  remoteId: editor.remoteId,
});

/**
 * The body of PUT /tabstateview/{id} for a tab's current state. The latest query is named only once the server has
 * it (it refuses a query it does not know, which would block every later save of the tab).
 */
export function tabUpdateBody(editor: QueryEditor, queries: Record<string, Query>): TabStateUpdateBody {
  const latest = editor.latestQueryId ? queries[editor.latestQueryId] : undefined;
  const extra: TabExtra = {
    updatedAt: editor.updatedAt,
    version: editor.version,
    northPercent: editor.northPercent,
    southPercent: editor.southPercent,
  };
  return {
    database_id: editor.dbId,
    catalog: editor.catalog,
    schema: editor.schema,
    sql: editor.sql,
    label: editor.name,
    query_limit: editor.queryLimit,
    ...(latest?.serverId != null && { latest_query_id: latest.id }),
    template_params: editor.templateParams,
    hide_left_bar: editor.hideLeftBar,
    autorun: editor.autorun,
    extra_json: JSON.stringify(extra),
    saved_query_id: editor.remoteId,
  };
}
