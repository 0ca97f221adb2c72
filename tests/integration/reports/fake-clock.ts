import type { QueueClock, QueueTimer } from '#infra/local/queue/clock.ts';

/**
 * A QueueClock whose time moves only when a test says so; it remembers the timers set on it. Made with 'wall clock',
 * it follows the real time until the test first moves it (what the runtime stamps with the real time, as a report's
 * arming, is then never ahead of it).
 */
export class FakeClock implements QueueClock {
  readonly timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  private instant: number | undefined;

  constructor(start: number | 'wall clock') {
    this.instant = start === 'wall clock' ? undefined : start;
  }

  now(): number {
    return this.instant ?? Date.now();
  }

  setTimer(callback: () => void, delayMs: number): QueueTimer {
    const timer = { at: this.now() + delayMs, callback, cancelled: false };
    this.timers.push(timer);
    return { cancel: () => void (timer.cancelled = true) };
  }

  /** When the latest timer still set will ring, or undefined. */
  get nextRing(): number | undefined {
    return this.timers.filter((timer) => !timer.cancelled).at(-1)?.at;
  }

  /** Move to `instant` and ring the timers due by then. */
  advanceTo(instant: number): void {
    this.instant = instant;
    for (const timer of this.timers.filter((candidate) => !candidate.cancelled && candidate.at <= instant)) {
      timer.cancelled = true;
      timer.callback();
    }
  }
}
