import { AppError } from '#shared/errors.ts';
import type { QueryExecutionAnswer, QueryRecord } from '#shared/sqllab/query-types.ts';
import { findDatabase } from '../../lib/records/database-repository.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { canSeeQuery } from '../access.ts';
import { ResultsQuery } from '../payloads.ts';
import type { SqlLabPorts } from '../ports.ts';
import { failIfLapsed } from '../queries/lease-store.ts';
import { getQueryByClientId } from '../queries/repository.ts';
import { DISPLAY_MAX_ROW, displayable, executionAnswer } from './answer.ts';
import { type ResultLocation, type ResultManifest, readFirstRows, readManifest } from './store.ts';

/** Results keys are UUIDs; anything else names no result (and never reaches the blob store as a path). */
const RESULTS_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Superset's answer for results that expired, were emptied by a Stop, or never existed: 410 RESULTS_BACKEND_ERROR. */
export const resultsGone = (): AppError =>
  new AppError(410, 'Data could not be retrieved from the results backend. You need to re-run the original query.', {
    detailed: true,
    errorType: 'RESULTS_BACKEND_ERROR',
  });

const queryGone = (): AppError =>
  new AppError(
    404,
    'The query associated with these results could not be found. You need to re-run the original query.',
    {
      detailed: true,
      errorType: 'RESULTS_BACKEND_ERROR',
    },
  );

const noAccess = (): AppError =>
  new AppError(403, 'Cannot access the query', { detailed: true, errorType: 'QUERY_SECURITY_ACCESS_ERROR' });

/**
 * A stored result the caller may read: its manifest and its query; 410, 404 or 403 otherwise. A query whose process
 * died (its lease ran out) is failed first, and its incomplete results answer 410.
 */
export async function readableResult(
  access: CallerAccess,
  location: ResultLocation,
  now: number,
): Promise<{ manifest: ResultManifest; record: QueryRecord }> {
  const { claims } = access;
  if (!RESULTS_KEY.test(location.resultsKey)) throw resultsGone();
  const manifest = await readManifest(location, now);
  if (!manifest) throw resultsGone();
  const stored = await getQueryByClientId(claims.tenant, manifest.clientId);
  if (!stored) throw queryGone();
  if (!canSeeQuery(access, stored)) throw noAccess();
  const record = await failIfLapsed(claims.tenant, stored, now);
  // A Stop, or a lapsed lease, empties the record's key before the blobs are gone.
  if (record.resultsKey !== location.resultsKey) throw resultsGone();
  return { manifest, record };
}

/**
 * GET /api/v1/sqllab/results/?q=(key:'...',rows:N): a stored result in the execute answer's shape, its first
 * `rows` rows (at most DISPLAY_MAX_ROW) read page by page. A result still being written answers what is stored so
 * far, with the query's current state.
 */
export async function fetchResults(
  access: CallerAccess,
  q: string | undefined,
  ports: SqlLabPorts,
): Promise<QueryExecutionAnswer> {
  const { claims } = access;
  const { key, rows } = parseRisonQuery(ResultsQuery, q);
  const location: ResultLocation = { blobs: ports.blobs, tenant: claims.tenant, resultsKey: key };
  const { manifest, record } = await readableResult(access, location, ports.now());
  const shown = displayable(
    await readFirstRows(location, manifest, Math.min(rows ?? DISPLAY_MAX_ROW, DISPLAY_MAX_ROW)),
    { rows: 0, bytes: 0 },
  );
  const database = await findDatabase(claims.tenant, record.dbId);
  return executionAnswer(record, database?.database_name ?? null, {
    columns: manifest.columns,
    rows: shown,
    storedRows: manifest.rowCount,
  });
}
