import type { Scheduler } from './ports.ts';
import type { AsyncEvent } from './schema.ts';
import type { Transport } from './socket-transport.ts';

/** What the polling transport works with. */
export interface PollingTransportOptions {
  /** `GET /api/v1/async_event/?last_id=`: the channel's events after `lastId`, oldest first. */
  fetchEvents: (lastId: string | null) => Promise<AsyncEvent[]>;
  scheduler: Scheduler;
  lastEventId: () => string | null;
  onEvents: (events: AsyncEvent[]) => void;
  /** Whether anyone waits; with no wait open the loop idles until `wake`. */
  isWanted: () => boolean;
  delayMs: number;
}

/** A polling loop that can be woken when a new wait opens. */
export interface PollingTransport extends Transport {
  wake(): void;
}

/**
 * Polls the async event list every `delayMs` while a wait is open, from the last handled id so nothing is fetched
 * twice. The next poll is scheduled after the previous one answered, so a slow server never sees them pile up; a
 * failed poll (network, 5xx) is retried on the next tick, since the job is still running server-side.
 */
export function startPollingTransport(options: PollingTransportOptions): PollingTransport {
  let stopped = false;
  let running = false;
  let timer: unknown = null;

  async function tick(): Promise<void> {
    timer = null;
    if (stopped || !options.isWanted()) {
      running = false;
      return;
    }
    try {
      options.onEvents(await options.fetchEvents(options.lastEventId()));
    } catch {
      // Transient: the next tick asks again from the same id.
    }
    if (stopped) return;
    timer = options.scheduler.setTimeout(() => void tick(), options.delayMs);
  }

  function wake(): void {
    if (stopped || running) return;
    running = true;
    void tick();
  }

  wake();
  return {
    wake,
    stop() {
      stopped = true;
      options.scheduler.clearTimeout(timer);
    },
  };
}
