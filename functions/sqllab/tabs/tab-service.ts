import { NotFoundError } from '#shared/errors.ts';
import { QueryEditorPayload, TabStateUpdate, type TabStateDict } from '#shared/sqllab/tab-state.ts';
import { nextId } from '../../lib/counters.ts';
import { parseWith } from '../../lib/http.ts';
import { findOwnQuery, requireOwnQuery } from './query-ownership.ts';
import type { SqlLabCaller, TabQueries, TabRecord } from './schema.ts';
import { toTabDict } from './tab-dict.ts';
import { deleteTab, putTab, readActiveTabId, readTab, updateTab, writeActiveTabId } from './tab-repository.ts';
import { deleteTableSchema, listTableSchemas } from './table-schema-repository.ts';

/** One of the caller's tabs; 404 when absent or another user's. */
export async function requireTab(caller: SqlLabCaller, id: number): Promise<TabRecord> {
  const tab = await readTab(caller.tenant, caller.userId, id);
  if (!tab) throw new NotFoundError();
  return tab;
}

/** POST /tabstateview/: a new tab from the client's query editor, made active. */
export async function createTab(
  caller: SqlLabCaller,
  payload: Record<string, unknown>,
  now = new Date(),
): Promise<{ id: number }> {
  const editor = parseWith(QueryEditorPayload, payload.queryEditor ?? payload);
  const id = await nextId(caller.tenant, 'tab_state');
  await putTab(caller.tenant, {
    id,
    user_id: caller.userId,
    label: editor.name || editor.title || 'Untitled Query',
    database_id: editor.dbId ?? null,
    catalog: editor.catalog ?? null,
    schema: editor.schema ?? null,
    sql: editor.sql ?? 'SELECT ...',
    query_limit: editor.queryLimit ?? null,
    latest_query_id: null,
    autorun: editor.autorun ?? false,
    template_params: editor.templateParams ?? null,
    hide_left_bar: editor.hideLeftBar ?? false,
    saved_query_id: editor.remoteId ?? null,
    extra_json: null,
    updated_at: 0,
    created_on: now.toISOString(),
    changed_on: now.toISOString(),
    version: 1,
  });
  await writeActiveTabId(caller.tenant, caller.userId, id);
  return { id };
}

/** GET /tabstateview/{id}: the tab as Superset's `TabState.to_dict`. */
export async function getTabState(caller: SqlLabCaller, id: number, queries: TabQueries): Promise<TabStateDict> {
  const tab = await requireTab(caller, id);
  const [activeId, panels, latestQuery] = await Promise.all([
    readActiveTabId(caller.tenant, caller.userId),
    listTableSchemas(caller.tenant, caller.userId),
    tab.latest_query_id === null ? undefined : findOwnQuery(caller, tab.latest_query_id, queries),
  ]);
  return toTabDict(tab, { active: activeId === id, panels, latestQuery });
}

/** The client's edit time (`updatedAt`, epoch ms) inside `extra_json`, when it sent one. */
export function editTimeOf(extraJson: string | null | undefined): number | undefined {
  if (!extraJson) return undefined;
  try {
    const updatedAt = (JSON.parse(extraJson) as { updatedAt?: unknown } | null)?.updatedAt;
    return typeof updatedAt === 'number' && Number.isFinite(updatedAt) ? updatedAt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PUT /tabstateview/{id}: set the fields sent, leave the others. A write older than the stored edit (by the
 * client's `extra_json.updatedAt`) is acknowledged and dropped, so a stale browser tab cannot overwrite a newer
 * edit; acknowledging rather than refusing spares the stale tab an error toast on every autosave, and its next
 * reload shows the newer state. Answers the id, as Superset does.
 */
export async function updateTabState(
  caller: SqlLabCaller,
  id: number,
  payload: Record<string, unknown>,
  queries: TabQueries,
  now = new Date(),
): Promise<number> {
  const fields = parseWith(TabStateUpdate, payload);
  if (fields.latest_query_id) await requireOwnQuery(caller, fields.latest_query_id, queries);
  const outcome = await updateTab(
    caller.tenant,
    caller.userId,
    id,
    { ...fields, changed_on: now.toISOString() },
    editTimeOf(fields.extra_json),
  );
  if (outcome === 'missing') throw new NotFoundError();
  return id;
}

/** POST /tabstateview/{id}/activate: answers the id. */
export async function activateTab(caller: SqlLabCaller, id: number): Promise<number> {
  await requireTab(caller, id);
  await writeActiveTabId(caller.tenant, caller.userId, id);
  return id;
}

/** DELETE /tabstateview/{id}: the tab and its table panels; 404 when already gone. */
export async function deleteTabState(caller: SqlLabCaller, id: number): Promise<{ message: string }> {
  if (!(await deleteTab(caller.tenant, caller.userId, id))) throw new NotFoundError();
  const panels = (await listTableSchemas(caller.tenant, caller.userId)).filter((panel) => panel.tab_state_id === id);
  await Promise.all(panels.map((panel) => deleteTableSchema(caller.tenant, caller.userId, panel.id)));
  return { message: 'OK' };
}
