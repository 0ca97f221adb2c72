import type { QueueClock, QueueTimer } from '#infra/local/queue/clock.ts';

/** A QueueClock whose time moves only when a test says so; it remembers the timers set on it. */
export class FakeClock implements QueueClock {
  readonly timers: { at: number; callback: () => void; cancelled: boolean }[] = [];

  constructor(private instant: number) {}

  now(): number {
    return this.instant;
  }

  setTimer(callback: () => void, delayMs: number): QueueTimer {
    const timer = { at: this.instant + delayMs, callback, cancelled: false };
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
