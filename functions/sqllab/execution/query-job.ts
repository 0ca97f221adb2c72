import rison from 'rison';
import * as z from 'zod';
import { AppError } from '#shared/errors.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import type { JobEnvelope } from '../../lib/job-envelope.ts';
import type { Claims } from '../../lib/claims.ts';
import type { Config } from '../../lib/config.ts';
import { queueConsumers } from '../../manifest.ts';
import type { SqlLabPorts } from '../ports.ts';
import { moveQuery } from '../queries/repository.ts';
import { ExecutionPlan } from './plan.ts';
import { errorEntries } from './query-errors.ts';

/** The job kind of SQL Lab queries run on the sql queue. */
export const SQL_QUERY_JOB = 'sqllab_query';

/** What a SQL Lab job carries: the query (its record holds the rest) and the plan made when it was submitted. */
export const SqlQueryJobPayload = z.object({ client_id: z.string().min(1), plan: ExecutionPlan });
export type SqlQueryJobPayload = z.infer<typeof SqlQueryJobPayload>;

/** Seconds a worker keeps for itself after the engine gives up, to record the outcome and announce it. */
const WORKER_HEADROOM_SECONDS = 30;

/**
 * The time budget of an async query: SQLLAB_ASYNC_TIME_LIMIT_SECONDS, but never past the sql worker's own function
 * timeout (less headroom), or the function would die before it could record the timeout.
 */
export function asyncTimeLimitSeconds(settings: Pick<Config, 'SQLLAB_ASYNC_TIME_LIMIT_SECONDS'>): number {
  const worker = queueConsumers.find((consumer) => consumer.queue === 'sql');
  return Math.min(
    settings.SQLLAB_ASYNC_TIME_LIMIT_SECONDS,
    (worker?.functionTimeoutSeconds ?? 900) - WORKER_HEADROOM_SECONDS,
  );
}

/** Where a client reads a query (its progress, its state). */
export const queryUrlOf = (record: Pick<QueryRecord, 'id'>): string => `/api/v1/query/${record.id}`;

/** Where a client fetches a finished query: its results when it has rows, else the query itself. */
export const resultUrlOf = (record: Pick<QueryRecord, 'id' | 'resultsKey'>): string =>
  record.resultsKey ? `/api/v1/sqllab/results/?q=${rison.encode({ key: record.resultsKey })}` : queryUrlOf(record);

/** Superset's user id of the caller: the integer `sub` of local users, else none. */
const numericUserId = (sub: string): number | null => (/^\d+$/.test(sub) ? Number(sub) : null);

/** Superset's answer when no worker can take the query: the record fails with it. */
const workersUnavailable = (cause: unknown): AppError =>
  new AppError(500, 'Failed to start remote query on a worker.', {
    expose: true,
    detailed: true,
    errorType: 'ASYNC_WORKERS_ERROR',
    cause,
  });

/**
 * Puts a `pending` query on the sql queue as job `jobId` (its record's `extra.job_id`), on the caller's async
 * channel (their `sub`). When the queue refuses
 * the job, the query fails with ASYNC_WORKERS_ERROR rather than staying pending for ever.
 */
export async function submitQueryJob(
  claims: Claims,
  jobId: string,
  { record, plan }: { record: QueryRecord; plan: ExecutionPlan },
  ports: Pick<SqlLabPorts, 'jobs' | 'now'>,
): Promise<void> {
  const payload: SqlQueryJobPayload = { client_id: record.clientId, plan };
  const envelope: JobEnvelope = {
    job_id: jobId,
    tenant: claims.tenant,
    user_id: numericUserId(claims.sub),
    channel_id: claims.sub,
    kind: SQL_QUERY_JOB,
    payload,
    submitted_at: new Date(ports.now()).toISOString(),
  };
  try {
    await ports.jobs.send('sql', { body: envelope });
  } catch (error) {
    const failure = workersUnavailable(error);
    const now = ports.now();
    await moveQuery(
      claims.tenant,
      record.clientId,
      'failed',
      { endDttm: now, errors: errorEntries(failure), errorMessage: failure.message },
      now,
    );
    throw failure;
  }
}
