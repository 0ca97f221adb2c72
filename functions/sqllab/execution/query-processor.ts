import { ERROR_TYPES } from '#shared/error-types.ts';
import { AppError, QueryCancelledError } from '#shared/errors.ts';
import { isTerminal } from '#shared/sqllab/query-state.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { getDatabase } from '../../databases/repository.ts';
import type { JobProcessor } from '../../jobs/envelope.ts';
import { type SqlLabPorts, sqlLabPorts } from '../ports.ts';
import { getQueryByClientId, moveQuery } from '../queries/repository.ts';
import { announceProgress } from './progress-events.ts';
import { errorEntries } from './query-errors.ts';
import { SqlQueryJobPayload, asyncTimeLimitSeconds, resultUrlOf } from './query-job.ts';
import { runQuery } from './run-query.ts';

const jobError = (message: string): AppError => new AppError(400, message, { detailed: true, errorType: 'ASYNC_WORKERS_ERROR' });

function payloadOf(raw: unknown): SqlQueryJobPayload {
  const parsed = SqlQueryJobPayload.safeParse(raw);
  if (!parsed.success) throw jobError('Invalid SQL Lab job');
  return parsed.data;
}

/** The outcome of a query that already ended (a redelivered job, a Stop before the worker came): told, never rerun. */
function settledOutcome(record: QueryRecord): { result_url: string } {
  if (record.state === 'success') return { result_url: resultUrlOf(record) };
  if (record.state === 'stopped') throw new QueryCancelledError();
  const [entry] = record.errors;
  const known = ERROR_TYPES.find((type) => type === entry?.error_type);
  throw new AppError(400, entry?.message ?? 'The query failed', { detailed: true, errorType: known ?? 'GENERIC_DB_ENGINE_ERROR', extra: entry?.extra ?? {} });
}

/** The query's database; a database deleted since the submit fails the query before the error is announced. */
async function databaseOf(tenant: string, record: QueryRecord, now: number) {
  try {
    return await getDatabase(tenant, record.dbId);
  } catch (error) {
    const entries = errorEntries(error);
    await moveQuery(tenant, record.clientId, 'failed', { endDttm: now, errors: entries, errorMessage: entries[0]?.message ?? null }, now);
    throw error;
  }
}

/**
 * The processor of `sqllab_query` jobs: moves the pending query to running, runs it as a synchronous execute
 * would (with the async time limit), announces each statement's progress, and points the job's final event at
 * the results. A stopped or failed query ends the job with its error, which the worker announces.
 */
export function sqlQueryProcessor(ports: () => Promise<SqlLabPorts> = sqlLabPorts): JobProcessor {
  return async (job) => {
    const payload = payloadOf(job.payload);
    const adapters = await ports();
    const pending = await getQueryByClientId(job.tenant, payload.client_id);
    if (!pending) throw jobError(`Query ${payload.client_id} was not found`);
    if (isTerminal(pending.state)) return settledOutcome(pending);
    const database = await databaseOf(job.tenant, pending, adapters.now());
    const record = await moveQuery(job.tenant, pending.clientId, 'running', {}, adapters.now());
    if (!record) return settledOutcome((await getQueryByClientId(job.tenant, pending.clientId)) ?? pending);
    const outcome = await runQuery({
      tenant: job.tenant,
      record,
      plan: payload.plan,
      database,
      ports: adapters,
      timeoutSeconds: asyncTimeLimitSeconds(),
      onProgress: (progressed) => announceProgress(job, progressed),
    });
    if (outcome.failure) throw outcome.failure.error;
    return { result_url: resultUrlOf(outcome.record) };
  };
}
