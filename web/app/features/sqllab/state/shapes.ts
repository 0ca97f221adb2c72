import type { ClientQuery } from '#shared/sqllab/query-types.ts';
import { QueryState } from '#shared/sqllab/query-state.ts';
import type { Query, QueryEditor, QueryResults } from '../types.ts';

/** The SQL a new tab starts with, as Superset's. */
export const DEFAULT_SQL = 'SELECT ...';

/** The south pane's fixed tabs; table panels use their own ids. */
export const RESULTS_PANE = 'Results';
export const HISTORY_PANE = 'History';

/** Default splitter positions of a tab (percent of the editor column). */
export const DEFAULT_NORTH_PERCENT = 30;
export const DEFAULT_SOUTH_PERCENT = 70;

const UNTITLED = /^Untitled Query (\d+)$/;

/** 'Untitled Query N', N one more than the highest N among the open tabs (1 when there is none). */
export function untitledTabName(editors: readonly Pick<QueryEditor, 'name'>[]): string {
  const numbers = editors
    .map((editor) => UNTITLED.exec(editor.name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return `Untitled Query ${numbers.length === 0 ? 1 : Math.max(...numbers) + 1}`;
}

/** A tab with every field set: `fields` over the defaults of a new, local-only tab. */
export function newQueryEditor(fields: Partial<QueryEditor> & Pick<QueryEditor, 'id' | 'name'>): QueryEditor {
  return {
    dbId: null,
    catalog: null,
    schema: null,
    sql: DEFAULT_SQL,
    queryLimit: null,
    autorun: false,
    templateParams: null,
    hideLeftBar: false,
    remoteId: null,
    latestQueryId: null,
    selectedText: null,
    northPercent: DEFAULT_NORTH_PERCENT,
    southPercent: DEFAULT_SOUTH_PERCENT,
    updatedAt: 0,
    version: 1,
    loaded: true,
    inLocalStorage: true,
    ...fields,
  };
}

/** A query of the server in the client's shape (`Query.to_dict`) as the slice keeps it. */
export function queryFromClient(query: ClientQuery, extra: Partial<Query> = {}): Query {
  return {
    id: query.id,
    serverId: query.queryId ?? query.serverId,
    dbId: query.dbId,
    sqlEditorId: query.sqlEditorId,
    tab: query.tab,
    catalog: query.catalog,
    schema: query.schema,
    sql: query.sql,
    executedSql: query.executedSql,
    templateParams: null,
    state: query.state,
    progress: query.progress,
    startDttm: Number(query.startDttm),
    endDttm: query.endDttm === null ? null : Number(query.endDttm),
    rows: query.rows,
    limit: query.limit,
    limitingFactor: query.limitingFactor,
    resultsKey: query.resultsKey,
    results: null,
    errorMessage: query.errorMessage,
    errors: query.errors ?? [],
    ctas: query.ctas,
    tempSchema: query.tempSchema,
    tempTable: query.tempTable,
    trackingUrl: query.trackingUrl,
    extra: query.extra ?? {},
    cached: false,
    isDataPreview: false,
    runAsync: Boolean(query.extra?.job_id),
    ...extra,
  };
}

/** A query as GET /api/v1/query/updated_since lists it (Superset's QueryRestApi shape). */
export interface RestQuery {
  id: number;
  client_id: string;
  changed_on: string;
  database: { id: number; database_name: string | null };
  end_time: number | null;
  error_message: string | null;
  executed_sql: string | null;
  limit: number | null;
  progress: number;
  results_key: string | null;
  rows: number | null;
  schema: string | null;
  sql: string;
  sql_editor_id: string | null;
  start_time: number | null;
  status: string;
  tab_name: string | null;
  tmp_schema_name: string | null;
  tmp_table_name: string | null;
  tracking_url: string | null;
}

/** What a polled query changes of the slice's copy (times come in epoch seconds; the slice keeps milliseconds). */
export type QueryChanges = Partial<Query> & { id: string; changedOn: number };

/** The fields of a polled query the slice takes over. */
export function queryChangesFromRest(query: RestQuery): QueryChanges {
  const state = QueryState.safeParse(query.status);
  return {
    id: query.client_id,
    changedOn: Date.parse(query.changed_on),
    serverId: query.id,
    dbId: query.database.id,
    sqlEditorId: query.sql_editor_id,
    tab: query.tab_name,
    schema: query.schema,
    sql: query.sql,
    executedSql: query.executed_sql,
    ...(state.success && { state: state.data }),
    progress: query.progress,
    ...(query.start_time !== null && { startDttm: Math.round(query.start_time * 1000) }),
    endDttm: query.end_time === null ? null : Math.round(query.end_time * 1000),
    rows: query.rows,
    limit: query.limit,
    resultsKey: query.results_key,
    errorMessage: query.error_message,
    tempSchema: query.tmp_schema_name,
    tempTable: query.tmp_table_name,
    trackingUrl: query.tracking_url,
  };
}

/** The results of an execute or results answer as a query holds them. */
export function resultsOf(answer: QueryResults): QueryResults {
  return {
    data: answer.data,
    columns: answer.columns,
    selected_columns: answer.selected_columns,
    expanded_columns: answer.expanded_columns,
    displayLimitReached: answer.displayLimitReached,
    query: answer.query,
  };
}
