import { QueryCancelledError } from '#shared/errors.ts';
import { logger } from '../../lib/logger.ts';
import { getQueryByClientId } from '../queries/repository.ts';
import type { Heartbeat } from './lease-heartbeat.ts';

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

/** How a stop watch polls, and the run's lease heartbeat it ticks on each poll. */
export interface StopWatchOptions {
  pollMs?: number;
  heartbeat?: Heartbeat;
}

/** Ticks the heartbeat; a failed renewal (throttling) is logged and retried on the next poll. */
async function beat(clientId: string, heartbeat: Heartbeat | undefined): Promise<boolean> {
  const tick = await heartbeat?.().catch((error: unknown) => {
    logger.warn('could not renew the query lease; retrying on the next poll', { clientId, error: error as Error });
    return 'idle' as const;
  });
  return tick !== 'lost';
}

/**
 * Whether another process ended the query under the run: a Stop, or a reader that found the lease run out and
 * failed it (the run was paused longer than its lease). Either way the run's outcome no longer counts.
 */
async function endedElsewhere(tenant: string, clientId: string, heartbeat: Heartbeat | undefined): Promise<boolean> {
  if (!(await beat(clientId, heartbeat))) return true;
  const record = await getQueryByClientId(tenant, clientId).catch(() => undefined);
  return record?.state === 'stopped' || record?.state === 'failed';
}

/**
 * Watches a query's record for a Stop and keeps its lease alive. The Stop endpoint cancels the engine itself when
 * the run lives in its process; this watch is what stops a run living elsewhere (an async worker, a sync request on
 * another Lambda).
 */
export function watchForStop(
  tenant: string,
  clientId: string,
  cancel: () => Promise<unknown>,
  options: StopWatchOptions = {},
): StopWatch {
  let stopped = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    if (closed || stopped) return;
    timer = setTimeout(() => void poll(), options.pollMs ?? STOP_POLL_MS);
    timer.unref();
  };
  const poll = async (): Promise<void> => {
    if ((await endedElsewhere(tenant, clientId, options.heartbeat)) && !closed) {
      stopped = true;
      await cancel().catch((error: unknown) =>
        logger.warn('engine cancel after Stop failed', { clientId, error: error as Error }),
      );
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
