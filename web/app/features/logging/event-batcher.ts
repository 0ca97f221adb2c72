/** How the batcher waits: injectable so tests drive time with fake timers. */
export interface BatcherTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface EventBatcherOptions<T> {
  /** Sends one batch; never awaited, so a slow or failed send never holds the page. */
  send: (batch: T[]) => void;
  /** A batch is sent as soon as it holds this many events. */
  maxEvents: number;
  /** ...or this long after its first event, whichever comes first. */
  maxWaitMs: number;
  timers?: BatcherTimers;
}

/** Collects events and sends them in batches. */
export interface EventBatcher<T> {
  add(event: T): void;
  /** Sends what is waiting now (the page is being hidden or left). */
  flush(): void;
}

const browserTimers: BatcherTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Superset's logger batching: events wait until `maxEvents` are queued or `maxWaitMs` passed since the first of
 * them, whichever comes first, so a page sends a few requests rather than one per event.
 */
export function createEventBatcher<T>({
  send,
  maxEvents,
  maxWaitMs,
  timers = browserTimers,
}: EventBatcherOptions<T>): EventBatcher<T> {
  let queue: T[] = [];
  let timer: unknown;
  const flush = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch);
  };
  return {
    add(event) {
      queue.push(event);
      if (queue.length >= maxEvents) flush();
      else timer ??= timers.setTimeout(flush, maxWaitMs);
    },
    flush,
  };
}
