import type { TabStateDict, TableSchemaDict } from '#shared/sqllab/tab-state.ts';
import { publicUserId } from '../request-payload.ts';
import type { ClientQuery, TabRecord, TableSchemaRecord } from './schema.ts';

function parseDescription(description: string): unknown {
  try {
    return JSON.parse(description) as unknown;
  } catch {
    // Superset answers null for a description that is not JSON rather than failing the whole tab.
    return null;
  }
}

/** A table panel as Superset's `TableSchema.to_dict`. */
export function toTableSchemaDict(panel: TableSchemaRecord): TableSchemaDict {
  return {
    id: panel.id,
    tab_state_id: panel.tab_state_id,
    database_id: panel.database_id,
    catalog: panel.catalog,
    schema: panel.schema,
    table: panel.table,
    description: parseDescription(panel.description),
    expanded: panel.expanded,
  };
}

export interface TabContext {
  active: boolean;
  /** The user's panels; those of other tabs are left out here. */
  panels: readonly TableSchemaRecord[];
  latestQuery: ClientQuery | undefined;
}

/** A tab as Superset's `TabState.to_dict`, with its table panels. */
export function toTabDict(tab: TabRecord, context: TabContext): TabStateDict {
  return {
    id: tab.id,
    user_id: publicUserId(tab.user_id),
    label: tab.label,
    active: context.active,
    database_id: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    sql: tab.sql,
    query_limit: tab.query_limit,
    latest_query: context.latestQuery ?? null,
    autorun: tab.autorun,
    template_params: tab.template_params,
    hide_left_bar: tab.hide_left_bar,
    saved_query: tab.saved_query_id === null ? null : { id: tab.saved_query_id },
    extra_json: tab.extra_json,
    table_schemas: context.panels.filter((panel) => panel.tab_state_id === tab.id).map(toTableSchemaDict),
  };
}
