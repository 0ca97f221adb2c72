import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors.ts';
import type { ClientQuery, QueryExecutionAnswer, QueryRecord } from '#shared/sqllab/query-types.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { nextId } from '../../lib/counters.ts';
import { parseWith } from '../../lib/http.ts';
import { onRequestTimeout, withinRequest } from '../../lib/request-deadline.ts';
import { requireSqlLabDatabase } from '../access.ts';
import { ExecutePayload } from '../payloads.ts';
import type { SqlLabPorts } from '../ports.ts';
import { toClientQuery } from '../queries/present.ts';
import { insertQuery } from '../queries/repository.ts';
import { emptyAnswer, executionAnswer } from '../results/answer.ts';
import { newQueryRecord } from './new-query.ts';
import { effectiveLimit } from './plan.ts';
import { prepareQuery } from './prepare.ts';
import { sqlLabTimeout } from './query-errors.ts';
import { submitQueryJob } from './query-job.ts';
import { type QueryOutcome, runQuery } from './run-query.ts';
import { runsAsynchronously } from './mode.ts';

/** A timeout naming the query it stopped, so the client can find its record (`GET /api/v1/query/{id}`). */
function withQueryId(error: unknown, record: QueryRecord): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.status, error.message, {
    ...error,
    extra: { ...error.extra, query_id: record.id, client_id: record.clientId },
  });
}

/** What executing SQL gives: the run's answer (rows, or an empty `stopped` answer), or the query queued as a job. */
export type ExecutionOutcome =
  { kind: 'ran'; answer: QueryExecutionAnswer } | { kind: 'queued'; answer: { query: ClientQuery } };

/** The answer of a synchronous run: rows when it succeeded, an empty `stopped` answer, or the failure's error. */
function syncAnswer(outcome: QueryOutcome, database: DatabaseRecord): ExecutionOutcome {
  if (outcome.failure?.state === 'stopped') return ran(emptyAnswer(outcome.record, database.database_name));
  if (outcome.failure?.state === 'timed_out') throw withQueryId(outcome.failure.error, outcome.record);
  if (outcome.failure) throw outcome.failure.error;
  const { columns, firstRows, storedRows } = outcome.result;
  return ran(executionAnswer(outcome.record, database.database_name, { columns, rows: firstRows, storedRows }));
}

const ran = (answer: QueryExecutionAnswer): ExecutionOutcome => ({ kind: 'ran', answer });

/**
 * POST /api/v1/sqllab/execute/: the query is recorded (`started`), planned, then either run here within
 * SQLLAB_TIMEOUT_SECONDS (the rows) or, when the client asks for it (`runAsync`, which Superset's client
 * sends for databases with `allow_run_async`) or the deployment forces it (SQLLAB_FORCE_ASYNC), put on the sql
 * queue (the query `pending`; the route answers 202).
 */
export async function executeSql(access: CallerAccess, raw: unknown, ports: SqlLabPorts): Promise<ExecutionOutcome> {
  const { claims } = access;
  const payload = parseWith(ExecutePayload, raw);
  const database = await requireSqlLabDatabase(access, payload.database_id);
  const { settings } = ports;
  const runAsync = runsAsynchronously(Boolean(payload.runAsync), database, settings.SQLLAB_FORCE_ASYNC);
  const now = ports.now();
  const limit = effectiveLimit(payload.queryLimit ?? null, settings);
  const record = newQueryRecord({
    id: await nextId(claims.tenant, 'query'),
    payload,
    claims,
    database,
    limit,
    runAsync,
    now,
  });
  await insertQuery(claims.tenant, record);
  // An async query's job id is on its record from the start, so the client can match the job's events to it.
  const jobId = runAsync ? randomUUID() : undefined;
  const next = jobId ? { state: 'pending' as const, extra: { job_id: jobId } } : { state: 'running' as const };
  // Loaded with the setting on only: SQL Lab starts without what reading the filters takes.
  const rowFilters = settings.RLS_IN_SQLLAB
    ? await (await import('./row-filters.ts')).sqlLabRowFilters(access, database)
    : [];
  const prepared = await prepareQuery(claims.tenant, record, database, next, now, rowFilters);
  if (prepared.record.state === 'stopped') return ran(emptyAnswer(prepared.record, database.database_name));
  if (jobId) {
    await submitQueryJob(claims, jobId, prepared, ports);
    return { kind: 'queued', answer: { query: toClientQuery(prepared.record, database.database_name) } };
  }
  // The budget never outlasts the request, so a query past it answers SQL Lab's timeout, not the gateway's.
  const timeoutSeconds = Math.max(1, Math.floor(withinRequest(settings.SQLLAB_TIMEOUT_SECONDS * 1000, now) / 1000));
  // Still running when the request's time is up (moving a large result): the same timeout, naming the query.
  onRequestTimeout(() => withQueryId(sqlLabTimeout(timeoutSeconds), prepared.record) as AppError);
  const outcome = await runQuery({ tenant: claims.tenant, ...prepared, database, ports, timeoutSeconds });
  return syncAnswer(outcome, database);
}
