import { AppError, NotFoundError } from '#shared/errors.ts';
import { isTerminal } from '#shared/sqllab/query-state.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { findDatabase } from '../../lib/records/database-repository.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { parseWith } from '../../lib/http.ts';
import { canSeeQuery } from '../access.ts';
import { StopPayload } from '../payloads.ts';
import type { SqlLabPorts } from '../ports.ts';
import { failIfLapsed } from '../queries/lease-store.ts';
import { getQueryByClientId, moveQuery } from '../queries/repository.ts';
import { deleteResult } from '../results/store.ts';

const failedToStop = (cause: unknown): AppError => new AppError(500, 'Failed to stop query.', { expose: true, cause });

/** Cancels the query's engine run: here when it runs in this process, at Athena by execution id when it runs elsewhere. */
async function cancelEngine(tenant: string, record: QueryRecord, ports: SqlLabPorts): Promise<void> {
  const database = await findDatabase(tenant, record.dbId);
  if (!database) return;
  const engineQueryId = typeof record.extra.engine_query_id === 'string' ? record.extra.engine_query_id : undefined;
  await (await ports.engineFor(tenant, database)).cancel(record.clientId, engineQueryId);
}

/**
 * POST /api/v1/query/stop: the query moves to `stopped` first, in one conditional write, so whatever the run
 * does next (a success, a failure) loses the race; then its engine run is cancelled and its results emptied. A run
 * in another process also sees the stopped record within a second and cancels itself. Stopping a finished query
 * changes nothing (Superset answers OK too), nor does stopping one whose process died, which is failed instead (no
 * engine runs it any more); an engine that refuses to cancel answers 'Failed to stop query.'.
 */
export async function stopQuery(access: CallerAccess, raw: unknown, ports: SqlLabPorts): Promise<{ result: string }> {
  const { claims } = access;
  const { client_id: clientId } = parseWith(StopPayload, raw);
  const stored = await getQueryByClientId(claims.tenant, clientId);
  if (!stored || !canSeeQuery(access, stored)) throw new NotFoundError();
  const now = ports.now();
  const record = await failIfLapsed(claims.tenant, stored, now);
  if (isTerminal(record.state)) return { result: 'OK' };
  const stopped = await moveQuery(claims.tenant, clientId, 'stopped', { endDttm: now, resultsKey: null }, now);
  if (!stopped) return { result: 'OK' };
  try {
    await cancelEngine(claims.tenant, stopped, ports);
  } catch (error) {
    throw failedToStop(error);
  }
  if (record.resultsKey)
    await deleteResult({ blobs: ports.blobs, tenant: claims.tenant, resultsKey: record.resultsKey });
  return { result: 'OK' };
}
