import { INTERRUPTED_MESSAGE } from '#functions/sqllab/queries/lease.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';

/** The error entries of a query failed for a lapsed lease, as every answer carries them. */
export const interrupted = [
  { message: INTERRUPTED_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
];

/** Epoch seconds with a fraction, as QueryRestApi answers times. */
const seconds = (ms: number): number => ms / 1000;

/**
 * A seeded record of the examples database as GET /api/v1/query/{pk} and updated_since answer it: as stored, or
 * failed at `failedAt` when a reader found its lease run out.
 */
export function restQuery(record: QueryRecord, failedAt?: number): Record<string, unknown> {
  const failed = failedAt !== undefined;
  return {
    id: record.id,
    client_id: record.clientId,
    changed_on: failed ? new Date(failedAt).toISOString() : record.changed_on,
    database: { id: 1, database_name: 'examples' },
    end_result_backend_time: failed ? seconds(failedAt) : null,
    end_time: failed ? seconds(failedAt) : null,
    error_message: failed ? INTERRUPTED_MESSAGE : null,
    executed_sql: record.executedSql,
    limit: 1000,
    progress: 0,
    results_key: failed ? null : record.resultsKey,
    rows: null,
    schema: 'main',
    select_as_cta: false,
    select_as_cta_used: false,
    select_sql: null,
    sql: record.sql,
    sql_editor_id: record.sqlEditorId,
    start_running_time: seconds(record.startDttm),
    start_time: seconds(record.startDttm),
    status: failed ? 'failed' : record.state,
    tab_name: null,
    tmp_schema_name: null,
    tmp_table_name: null,
    tracking_url: null,
  };
}

/** A seeded record of user `userId` in SQL Lab's client shape (results, bootstrap, tabs): as stored, or failed at `failedAt`. */
export function clientQuery(record: QueryRecord, userId: number, failedAt?: number): Record<string, unknown> {
  const failed = failedAt !== undefined;
  return {
    changed_on: failed ? new Date(failedAt).toISOString() : record.changed_on,
    dbId: 1,
    db: 'examples',
    endDttm: failed ? failedAt : null,
    errorMessage: failed ? INTERRUPTED_MESSAGE : null,
    executedSql: record.executedSql,
    id: record.clientId,
    queryId: record.id,
    limit: 1000,
    limitingFactor: 'UNKNOWN',
    progress: 0,
    rows: null,
    catalog: null,
    schema: 'main',
    ctas: false,
    serverId: record.id,
    sql: record.sql,
    sqlEditorId: record.sqlEditorId,
    startDttm: record.startDttm,
    state: failed ? 'failed' : record.state,
    tab: null,
    tempSchema: null,
    tempTable: null,
    userId,
    user: record.user,
    resultsKey: failed ? null : record.resultsKey,
    trackingUrl: null,
    extra: {},
    errors: failed ? interrupted : [],
  };
}
