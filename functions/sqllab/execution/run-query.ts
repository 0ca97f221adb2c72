import { QueryCancelledError, QueryTimeoutError } from '#shared/errors.ts';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { requestSignal } from '../../lib/request-deadline.ts';
import type { SqlLabPorts } from '../ports.ts';
import { renewedAt } from '../queries/lease.ts';
import { renewLease } from '../queries/lease-store.ts';
import { getQueryByClientId, moveQuery } from '../queries/repository.ts';
import { type ResultLocation, ResultWriter, deleteResult } from '../results/store.ts';
import { type ExecutionPlan, limitingFactorOf } from './plan.ts';
import { leaseHeartbeat } from './lease-heartbeat.ts';
import { type QueryFailure, queryFailureOf, recordedFailure } from './query-errors.ts';
import { type ScriptResult, runScript } from './run-script.ts';
import { progressRecorder } from './progress-recorder.ts';
import { watchForStop } from './stop-watch.ts';

/** One query to run: its record (already `running`), its plan, and where it runs. */
export interface QueryRun {
  tenant: string;
  record: QueryRecord;
  plan: ExecutionPlan;
  database: DatabaseRecord;
  ports: SqlLabPorts;
  timeoutSeconds: number;
  /** Told the record after each statement but the last (async runs announce it). */
  onProgress?: (record: QueryRecord) => Promise<void>;
}

/** How a run ended: the final record, with what the last statement returned or why it did not succeed. */
export type QueryOutcome =
  | { record: QueryRecord; result: ScriptResult; failure?: undefined }
  | { record: QueryRecord; result?: undefined; failure: QueryFailure };

async function succeed(
  run: QueryRun,
  result: ScriptResult,
  writer: ResultWriter | undefined,
  extra: Record<string, unknown>,
): Promise<QueryOutcome> {
  const manifest = await writer?.finish();
  const now = run.ports.now();
  const moved = await moveQuery(
    run.tenant,
    run.record.clientId,
    'success',
    {
      progress: 100,
      endDttm: now,
      rows: result.storedRows,
      limitingFactor: run.plan.returnsRows ? limitingFactorOf(run.plan, result.cut) : 'NOT_LIMITED',
      extra: manifest?.truncated ? { ...extra, results_truncated: true } : extra,
    },
    now,
  );
  return moved
    ? { record: moved, result }
    : ended(run, { state: 'stopped', error: new QueryCancelledError(), entries: [] });
}

/**
 * Records a run that did not succeed and empties its results. A failure or timeout after a Stop, or after a reader
 * failed the run for a lapsed lease, is ignored: the conditional write refuses it and the record stands.
 */
async function ended(run: QueryRun, failure: QueryFailure): Promise<QueryOutcome> {
  const { tenant, record, ports } = run;
  if (record.resultsKey) await deleteResult({ blobs: ports.blobs, tenant, resultsKey: record.resultsKey });
  const now = ports.now();
  const changes = {
    endDttm: now,
    resultsKey: null,
    errors: failure.entries,
    errorMessage: failure.entries[0]?.message ?? null,
  };
  const moved = await moveQuery(tenant, record.clientId, failure.state, changes, now);
  if (moved) return { record: moved, failure };
  const current = (await getQueryByClientId(tenant, record.clientId)) ?? record;
  return current.state === 'stopped' || current.state === 'failed'
    ? { record: current, failure: recordedFailure(current) }
    : { record: current, failure };
}

/**
 * Runs a `running` query to its end, for a synchronous execute and for the async worker alike: the script on the
 * database's engine, the last SELECT's rows paged into the blob store, then one conditional move to success,
 * failed, timed_out or stopped (shared/sqllab/query-state.ts decides which moves win a race with Stop). While it
 * runs, its lease is renewed (queries/lease.ts), so readers never take it for dead.
 */
export async function runQuery(run: QueryRun): Promise<QueryOutcome> {
  const { tenant, record, ports } = run;
  const engine = await ports.engineFor(tenant, run.database);
  const location: ResultLocation | undefined = record.resultsKey
    ? { blobs: ports.blobs, tenant, resultsKey: record.resultsKey }
    : undefined;
  const { settings } = ports;
  const limits = {
    clientId: record.clientId,
    maxBytes: settings.SQLLAB_RESULTS_MAX_BYTES,
    ttlSeconds: settings.SQLLAB_RESULTS_TTL_SECONDS,
    now: ports.now(),
  };
  const writer = location ? new ResultWriter(location, limits) : undefined;
  const extra: Record<string, unknown> = { ...record.extra };
  const engineQueryId = (): string | undefined =>
    typeof extra.engine_query_id === 'string' ? extra.engine_query_id : undefined;
  const heartbeat = leaseHeartbeat({
    renew: (now) => renewLease(tenant, record.clientId, now),
    now: ports.now,
    renewedAt: renewedAt(record.leaseExpiresAt, ports.now()),
  });
  const watch = watchForStop(tenant, record.clientId, () => engine.cancel(record.clientId, engineQueryId()), {
    heartbeat,
  });
  const recorder = progressRecorder({ tenant, record, now: ports.now, onProgress: run.onProgress }, extra, watch);
  // A sync request answered as timed out while its query still runs or its rows still move: the engine is
  // interrupted, no further page is stored, and the record ends timed_out.
  const signal = requestSignal();
  const interrupt = (): void => void engine.cancel(record.clientId, engineQueryId()).catch(() => false);
  signal?.addEventListener('abort', interrupt, { once: true });
  try {
    const result = await runScript({
      engine,
      plan: run.plan,
      queryId: record.clientId,
      catalog: record.catalog,
      schema: record.schema,
      deadline: ports.now() + run.timeoutSeconds * 1000,
      now: ports.now,
      writer,
      watch,
      ...(signal ? { signal } : {}),
      onStatementDone: recorder.onStatementDone,
      onEngineProgress: recorder.onEngineProgress,
    });
    // Answered as timed out while the last rows were stored: the record says so too.
    if (signal?.aborted) throw new QueryTimeoutError();
    return await succeed(run, result, writer, extra);
  } catch (error) {
    return ended(run, queryFailureOf(signal?.aborted ? new QueryTimeoutError() : error, run.timeoutSeconds));
  } finally {
    signal?.removeEventListener('abort', interrupt);
    watch.close();
  }
}
