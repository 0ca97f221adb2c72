import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { logger } from '../../lib/logger.ts';
import type { EngineProgress } from '../../lib/ports/query-engine.ts';
import { humanBytes } from '../estimate/humanize.ts';
import { moveQuery } from '../queries/repository.ts';
import type { StopWatch } from './stop-watch.ts';

/** The least time between two writes of an engine's own progress (Athena reports on every poll). */
export const ENGINE_PROGRESS_WRITE_MS = 2_000;

/** What the running query records and who hears of it. */
export interface ProgressTarget {
  tenant: string;
  record: QueryRecord;
  now: () => number;
  /** Told the record after each statement but the last (async runs announce it). */
  onProgress?: (record: QueryRecord) => Promise<void>;
}

/** The engine's progress in words, as `extra.progress_text` keeps it: `RUNNING, 1.2 GB scanned`. */
export function progressText(progress: EngineProgress): string | undefined {
  if (progress.state === undefined) return undefined;
  return progress.bytesScanned === undefined
    ? progress.state
    : `${progress.state}, ${humanBytes(progress.bytesScanned)} scanned`;
}

/**
 * Keeps a running query's record current: the script's progress after each statement, and what the engine tells
 * of itself. The engine's run id is written at once (a Stop answered by another process needs it to reach
 * Athena); its state and bytes scanned at most every ENGINE_PROGRESS_WRITE_MS. A refused write means a Stop came.
 */
export function progressRecorder(target: ProgressTarget, extra: Record<string, unknown>, watch: StopWatch) {
  const { tenant, record, now } = target;
  let lastWrite = 0;
  return {
    onStatementDone: async (done: number, total: number): Promise<void> => {
      const moved = await moveQuery(
        tenant,
        record.clientId,
        'running',
        { progress: Math.floor((100 * done) / total), extra },
        now(),
      );
      if (!moved) return watch.markStopped();
      await target.onProgress?.(moved);
    },
    onEngineProgress: (progress: EngineProgress): void => {
      const text = progressText(progress);
      const newRun = extra.engine_query_id !== progress.engineQueryId;
      if (!newRun && (text === extra.progress_text || now() - lastWrite < ENGINE_PROGRESS_WRITE_MS)) return;
      extra.engine_query_id = progress.engineQueryId;
      if (text !== undefined) extra.progress_text = text;
      lastWrite = now();
      const tracking = progress.trackingUrl === undefined ? {} : { trackingUrl: progress.trackingUrl };
      moveQuery(tenant, record.clientId, 'running', { extra: { ...extra }, ...tracking }, lastWrite).catch(
        (error: unknown) =>
          logger.warn('could not record the engine progress', { clientId: record.clientId, error: error as Error }),
      );
    },
  };
}
