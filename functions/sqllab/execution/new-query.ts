import { randomBytes } from 'node:crypto';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import type { Claims } from '../../lib/claims.ts';
import type { ExecutePayload } from '../payloads.ts';
import { queuedLeaseMs, renewedLease } from '../queries/lease.ts';

const CLIENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A client id like the ones Superset's client makes (11 URL-safe characters), for callers that send none. */
export function newClientId(): string {
  return [...randomBytes(11)].map((byte) => CLIENT_ID_ALPHABET[byte % CLIENT_ID_ALPHABET.length]).join('');
}

/** Everything a new query record is made of. */
export interface NewQuery {
  id: number;
  payload: ExecutePayload;
  claims: Pick<Claims, 'sub' | 'username'>;
  database: Pick<DatabaseRecord, 'id'>;
  limit: number;
  runAsync: boolean;
  now: number;
}

/**
 * The record of a query as it is first written: `started`, nothing run, nothing stored yet. Its lease is a run lease
 * for a query this process runs (its heartbeat renews it), the queued lease for one put on the sql queue (the worker
 * that claims it writes a run lease).
 */
export function newQueryRecord({ id, payload, claims, database, limit, runAsync, now }: NewQuery): QueryRecord {
  return {
    id,
    clientId: payload.client_id ?? newClientId(),
    sqlEditorId: payload.sql_editor_id ?? null,
    tab: payload.tab ?? null,
    dbId: database.id,
    catalog: payload.catalog ?? null,
    schema: payload.schema ?? null,
    sql: payload.sql,
    executedSql: null,
    templateParams: payload.templateParams ?? null,
    state: 'started',
    progress: 0,
    startDttm: now,
    endDttm: null,
    rows: null,
    resultsKey: null,
    limit,
    limitingFactor: 'UNKNOWN',
    cached: false,
    ctas: payload.select_as_cta ?? false,
    ctasMethod: payload.ctas_method ?? 'TABLE',
    tempSchema: null,
    tempTable: payload.select_as_cta ? payload.tmp_table_name || null : null,
    errors: [],
    errorMessage: null,
    trackingUrl: null,
    changed_on: new Date(now).toISOString(),
    extra: {},
    user_id: claims.sub,
    user: claims.username,
    runAsync,
    leaseExpiresAt: runAsync ? now + queuedLeaseMs() : renewedLease(now),
  };
}
