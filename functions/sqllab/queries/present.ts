import type { ClientQuery, QueryRecord } from '#shared/sqllab/query-types.ts';

/** Superset's user ids are integers; a `sub` that is not one (Cognito) keeps its text. */
const publicUserId = (sub: string): number | string => (/^\d{1,15}$/.test(sub) ? Number(sub) : sub);

/** Epoch seconds with a fraction, as Superset's QueryRestApi writes `start_time` and `end_time`. */
const seconds = (ms: number | null): number | null => (ms === null ? null : ms / 1000);

/** A query in Superset's client shape (`Query.to_dict()`): `id` is the client id, `queryId` the integer one. */
export function toClientQuery(record: QueryRecord, databaseName: string | null = null): ClientQuery {
  return {
    changed_on: record.changed_on,
    dbId: record.dbId,
    db: databaseName,
    endDttm: record.endDttm,
    errorMessage: record.errorMessage,
    executedSql: record.executedSql,
    id: record.clientId,
    queryId: record.id,
    limit: record.limit,
    limitingFactor: record.limitingFactor,
    progress: record.progress,
    rows: record.rows,
    catalog: record.catalog,
    schema: record.schema,
    ctas: record.ctas,
    serverId: record.id,
    sql: record.sql,
    sqlEditorId: record.sqlEditorId,
    startDttm: record.startDttm,
    state: record.state,
    tab: record.tab,
    tempSchema: record.tempSchema,
    tempTable: record.tempTable,
    userId: publicUserId(record.user_id),
    user: record.user,
    resultsKey: record.resultsKey,
    trackingUrl: record.trackingUrl,
    extra: record.extra,
    errors: record.errors,
  };
}

/** A query as GET /api/v1/query/{pk} answers it (Superset's QueryRestApi.get schema). */
export function toRestQuery(
  record: QueryRecord,
  database: { id: number; database_name: string | null },
): Record<string, unknown> {
  return {
    id: record.id,
    client_id: record.clientId,
    changed_on: record.changed_on,
    database: { id: database.id, database_name: database.database_name },
    end_result_backend_time: seconds(record.endDttm),
    end_time: seconds(record.endDttm),
    error_message: record.errorMessage,
    executed_sql: record.executedSql,
    limit: record.limit,
    progress: record.progress,
    results_key: record.resultsKey,
    rows: record.rows,
    schema: record.schema,
    select_as_cta: record.ctas,
    select_as_cta_used: record.ctas,
    select_sql: null,
    sql: record.sql,
    sql_editor_id: record.sqlEditorId,
    start_running_time: seconds(record.startDttm),
    start_time: seconds(record.startDttm),
    status: record.state,
    tab_name: record.tab,
    tmp_schema_name: record.tempSchema,
    tmp_table_name: record.tempTable,
    tracking_url: record.trackingUrl,
  };
}
