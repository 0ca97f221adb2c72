/** A timer started by a QueueClock. */
export interface QueueTimer {
  cancel(): void;
}

/**
 * The queue's time: when a message becomes visible, when a visibility timeout or backoff ends, how long
 * a drain waits. Injected so tests advance a fake clock instead of sleeping against wall time.
 */
export interface QueueClock {
  /** Epoch milliseconds. */
  now(): number;
  /**
   * Call `callback` once, `delayMs` from now. The timer lets the process exit unless `keepAlive` is set,
   * as a wake-up for a far-off message must not hold a stopping runtime open.
   */
  setTimer(callback: () => void, delayMs: number, options?: { keepAlive?: boolean }): QueueTimer;
}

/** Wall time and Node timers. */
export const systemClock: QueueClock = {
  now: () => Date.now(),
  setTimer(callback, delayMs, { keepAlive = false } = {}) {
    const handle = setTimeout(callback, Math.max(delayMs, 0));
    if (!keepAlive) handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
};
