import { AppError, QueryCancelledError } from '#shared/errors.ts';
import { isTerminal } from '#shared/sqllab/query-state.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { getDatabase } from '../../lib/records/database-repository.ts';
import type { JobEnvelope, JobProcessor } from '../../lib/job-envelope.ts';
import type { SqlLabPorts } from '../ports.ts';
import { claimQueuedQuery, failIfLapsed, renewQueuedLease } from '../queries/lease-store.ts';
import { getQueryByClientId, moveQuery } from '../queries/repository.ts';
import { announceProgress } from './progress-events.ts';
import { errorEntries, recordedError } from './query-errors.ts';
import { SqlQueryJobPayload, asyncTimeLimitSeconds, resultUrlOf } from './query-job.ts';
import { runQuery } from './run-query.ts';

const jobError = (message: string): AppError =>
  new AppError(400, message, { detailed: true, errorType: 'ASYNC_WORKERS_ERROR' });

function payloadOf(raw: unknown): SqlQueryJobPayload {
  const parsed = SqlQueryJobPayload.safeParse(raw);
  if (!parsed.success) throw jobError('Invalid SQL Lab job');
  return parsed.data;
}

/** The outcome of a query that already ended (a redelivered job, a Stop before the worker came): told, never rerun. */
function settledOutcome(record: QueryRecord): { result_url: string } {
  if (record.state === 'success') return { result_url: resultUrlOf(record) };
  if (record.state === 'stopped') throw new QueryCancelledError();
  throw recordedError(record);
}

/**
 * A delivery of a job whose query another delivery is running under a live lease (SQS delivers at least once):
 * not user-facing, so the worker has SQS redeliver it later, when the other delivery has settled the query or died.
 */
const runningElsewhere = (clientId: string): Error => new Error(`Query ${clientId} is running in another delivery`);

/**
 * The query as this delivery takes it over: a queued record is claimed (`running` under a fresh run lease), an
 * ended one is answered as it stands. One whose process died is failed first, so a redelivery after a worker died
 * mid-run announces the failure and never runs the query again.
 */
async function claim(tenant: string, clientId: string, now: number): Promise<QueryRecord> {
  const stored = await getQueryByClientId(tenant, clientId);
  if (!stored) throw jobError(`Query ${clientId} was not found`);
  const current = await failIfLapsed(tenant, stored, now);
  if (isTerminal(current.state)) return current;
  if (current.state === 'running' || current.state === 'fetching') throw runningElsewhere(clientId);
  // Refused only when the record changed since it was read (a Stop, a reader): read it again.
  return (await claimQueuedQuery(tenant, current, now)) ?? claim(tenant, clientId, now);
}

/** The query's database; a database deleted since the submit fails the query before the error is announced. */
async function databaseOf(tenant: string, record: QueryRecord, now: number) {
  try {
    return await getDatabase(tenant, record.dbId);
  } catch (error) {
    const entries = errorEntries(error);
    await moveQuery(
      tenant,
      record.clientId,
      'failed',
      { endDttm: now, errors: entries, errorMessage: entries[0]?.message ?? null },
      now,
    );
    throw error;
  }
}

/**
 * The processor of `sqllab_query` jobs: claims the pending query (running, under a lease its heartbeat renews),
 * runs it as a synchronous execute would (with the async time limit), announces each statement's progress, and
 * points the job's final event at the results. A stopped or failed query ends the job with its error, which the
 * worker announces.
 */
export function sqlQueryProcessor(ports: () => Promise<SqlLabPorts>): JobProcessor {
  return async (job) => {
    const payload = payloadOf(job.payload);
    const adapters = await ports();
    const record = await claim(job.tenant, payload.client_id, adapters.now());
    if (isTerminal(record.state)) return settledOutcome(record);
    const database = await databaseOf(job.tenant, record, adapters.now());
    const outcome = await runQuery({
      tenant: job.tenant,
      record,
      plan: payload.plan,
      database,
      ports: adapters,
      timeoutSeconds: asyncTimeLimitSeconds(adapters.settings),
      onProgress: async (progressed) => announceProgress(job, progressed, await adapters.push()),
    });
    if (outcome.failure) throw outcome.failure.error;
    return { result_url: resultUrlOf(outcome.record) };
  };
}

/** A `sqllab_query` job put back on the queue for its tenant's turn: its query stays queued, under a renewed lease. */
export async function sqlQueryDeferred(job: JobEnvelope, now = Date.now()): Promise<void> {
  await renewQueuedLease(job.tenant, payloadOf(job.payload).client_id, now);
}
