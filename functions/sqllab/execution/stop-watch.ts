import { QueryCancelledError } from '#shared/errors.ts';
import { logger } from '../../lib/logger.ts';
import { getQueryByClientId } from '../queries/repository.ts';

/** How often a run reads its record to learn of a Stop answered by another process (another Lambda). */
export const STOP_POLL_MS = 1_000;

/** A running query's view of Stop: its record is read on a timer, and the engine cancelled once it says stopped. */
export interface StopWatch {
  /** Throws QueryCancelledError once a Stop was seen (checked between statements and result pages). */
  throwIfStopped(): void;
  /** Takes note of a Stop the run learnt of itself (a refused progress write). */
  markStopped(): void;
  close(): void;
}

/**
 * Watches a query's record for a Stop. The Stop endpoint cancels the engine itself when the run lives in its
 * process; this watch is what stops a run living elsewhere (an async worker, a sync request on another Lambda).
 */
export function watchForStop(tenant: string, clientId: string, cancel: () => Promise<unknown>, pollMs = STOP_POLL_MS): StopWatch {
  let stopped = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    if (closed || stopped) return;
    timer = setTimeout(() => void poll(), pollMs);
    timer.unref();
  };
  const poll = async (): Promise<void> => {
    const record = await getQueryByClientId(tenant, clientId).catch(() => undefined);
    if (record?.state === 'stopped' && !closed) {
      stopped = true;
      await cancel().catch((error: unknown) => logger.warn('engine cancel after Stop failed', { clientId, error: error as Error }));
    }
    schedule();
  };
  schedule();
  return {
    throwIfStopped: () => {
      if (stopped) throw new QueryCancelledError();
    },
    markStopped: () => {
      stopped = true;
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  };
}
