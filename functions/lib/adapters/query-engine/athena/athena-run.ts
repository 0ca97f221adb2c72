import { createHash } from 'node:crypto';
import type { QueryExecution, StartQueryExecutionCommandInput } from '@aws-sdk/client-athena';
import { type AppError, QueryCancelledError, QueryEngineError, QueryTimeoutError } from '#shared/errors.ts';
import { logger } from '../../../logger.ts';
import type { QueryRequest, QueryStats } from '../../../ports/query-engine.ts';
import type { AthenaCalls } from './athena-calls.ts';
import { toAthenaFailure } from './athena-errors.ts';

/** Polling of GetQueryExecution: first wait, growth factor and cap. */
export const POLL_FIRST_DELAY_MS = 250;
export const POLL_GROWTH = 1.5;
export const POLL_MAX_DELAY_MS = 1_000;

/** Where and how executions run: fixed per engine. */
export interface AthenaRunSettings {
  workgroup: string;
  database: string;
  catalog: string;
  outputLocation?: string;
  resultReuseMaxAgeMinutes: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

type StopReason = 'cancelled' | 'timedOut';

/** The idempotency token of a run: the same queryId always maps to the same 64-character token. */
export function clientRequestToken(queryId: string): string {
  return createHash('sha256').update(queryId).digest('hex');
}

/** The StartQueryExecution input for a request; the request's catalog and schema override the engine's. */
export function startQueryInput(request: QueryRequest, settings: AthenaRunSettings): StartQueryExecutionCommandInput {
  const maxAge = request.resultReuseMaxAgeMinutes ?? settings.resultReuseMaxAgeMinutes;
  return {
    QueryString: request.sql,
    ClientRequestToken: clientRequestToken(request.queryId),
    WorkGroup: settings.workgroup,
    QueryExecutionContext: {
      Database: request.schema ?? settings.database,
      Catalog: request.catalog ?? settings.catalog,
    },
    ...(settings.outputLocation === undefined
      ? {}
      : { ResultConfiguration: { OutputLocation: settings.outputLocation } }),
    ResultReuseConfiguration: {
      ResultReuseByAgeConfiguration: maxAge > 0 ? { Enabled: true, MaxAgeInMinutes: maxAge } : { Enabled: false },
    },
  };
}

/** The port's statistics from an execution's. */
export function toQueryStats(execution: QueryExecution): QueryStats {
  const statistics = execution.Statistics ?? {};
  return {
    engineMs: statistics.EngineExecutionTimeInMillis ?? 0,
    ...(statistics.DataScannedInBytes === undefined ? {} : { bytesScanned: statistics.DataScannedInBytes }),
    reused: statistics.ResultReuseInformation?.ReusedPreviousResult ?? false,
  };
}

/** The wait after `delay` while polling: growing by POLL_GROWTH up to POLL_MAX_DELAY_MS. */
export function nextPollDelay(delay: number): number {
  return Math.min(POLL_MAX_DELAY_MS, Math.round(delay * POLL_GROWTH));
}

/** One Athena execution from start to a terminal state, stoppable by cancel or by its time budget. */
export class AthenaRun {
  private executionId: string | undefined;
  private stopReason: StopReason | undefined;
  private stopSent = false;

  constructor(
    private readonly calls: AthenaCalls,
    private readonly request: QueryRequest,
    private readonly settings: AthenaRunSettings,
  ) {}

  /** Starts the execution and polls it with backoff until it succeeds; failures become Skyset errors. */
  async execute(): Promise<{ executionId: string; execution: QueryExecution }> {
    const { now, sleep } = this.settings;
    const deadline = this.request.timeoutMs === undefined ? Infinity : now() + this.request.timeoutMs;
    const executionId = await this.calls.start(startQueryInput(this.request, this.settings));
    this.executionId = executionId;
    this.request.onProgress?.({ engineQueryId: executionId });
    for (let delay = POLL_FIRST_DELAY_MS; ; delay = nextPollDelay(delay)) {
      // Never sleep past the deadline: the budget is the caller's, not the poll interval's.
      await sleep(Math.min(delay, Math.max(0, deadline - now())));
      await this.throwIfStopped(deadline);
      const execution = await this.calls.describe(executionId);
      const state = execution.Status?.State;
      this.request.onProgress?.({
        engineQueryId: executionId,
        state,
        bytesScanned: execution.Statistics?.DataScannedInBytes,
      });
      if (state === 'SUCCEEDED') return { executionId, execution };
      await this.guardScan(execution.Statistics?.DataScannedInBytes);
      if (state === 'FAILED')
        throw toAthenaFailure(execution.Status?.StateChangeReason, execution.Status?.AthenaError, this.request.sql);
      if (state === 'CANCELLED') throw this.cancelledElsewhere(execution);
    }
  }

  /** Records why the run stops and asks Athena to stop it, once its execution id is known. */
  async stop(reason: StopReason): Promise<void> {
    this.stopReason ??= reason;
    if (this.executionId === undefined || this.stopSent) return;
    this.stopSent = true;
    await this.calls.stop(this.executionId);
  }

  /** Ends the run when it was cancelled or its time is up, making sure Athena was told to stop. */
  private async throwIfStopped(deadline: number): Promise<void> {
    if (this.stopReason === undefined && this.settings.now() >= deadline) this.stopReason = 'timedOut';
    if (this.stopReason === undefined) return;
    try {
      // A cancel that arrived before the start answered could not be sent then.
      await this.stop(this.stopReason);
    } catch (error) {
      logger.warn('Athena StopQueryExecution failed', { executionId: this.executionId, error });
    }
    throw this.stopReason === 'timedOut' ? new QueryTimeoutError() : new QueryCancelledError();
  }

  /** Stops a run that has scanned more than the request allows (Athena bills by bytes scanned). */
  private async guardScan(bytesScanned: number | undefined): Promise<void> {
    const limit = this.request.maxBytesScanned;
    if (limit === undefined || bytesScanned === undefined || bytesScanned <= limit) return;
    await this.stop('cancelled').catch((error: unknown) =>
      logger.warn('Athena StopQueryExecution failed', { executionId: this.executionId, error }),
    );
    throw new QueryEngineError(
      `The query was stopped: it scanned more than ${limit} bytes, the limit per query`,
      'GENERIC_DB_ENGINE_ERROR',
    );
  }

  /** Cancelled by someone else: Athena's workgroup cutoff explains itself in the reason, a person does not. */
  private cancelledElsewhere(execution: QueryExecution): AppError {
    const reason = execution.Status?.StateChangeReason;
    return reason !== undefined && /limit was exceeded/i.test(reason)
      ? toAthenaFailure(reason, execution.Status?.AthenaError)
      : new QueryCancelledError();
  }
}
