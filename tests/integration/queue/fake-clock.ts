import type { QueueClock, QueueTimer } from '#infra/local/queue/index.ts';

interface PendingTimer {
  at: number;
  callback: () => void;
}

/** Where fake time starts: a fixed instant, so stored timestamps are predictable. */
export const FAKE_EPOCH = 1_750_000_000_000;

/**
 * A QueueClock that moves only when the test says so. Timers fire during `advance`, each at its own
 * time and earliest first (ties in the order they were set), so delays, backoffs and visibility
 * timeouts pass in an instant and in a known order.
 */
export class FakeClock implements QueueClock {
  private time: number;
  private readonly timers: PendingTimer[] = [];
  private tickPending = 0;

  constructor(start = FAKE_EPOCH) {
    this.time = start;
  }

  now(): number {
    const reading = this.time;
    this.time += this.tickPending;
    this.tickPending = 0;
    return reading;
  }

  setTimer(callback: () => void, delayMs: number): QueueTimer {
    const timer = { at: this.time + Math.max(delayMs, 0), callback };
    this.timers.push(timer);
    return { cancel: () => this.remove(timer) };
  }

  /** Move time forward by `ms`, firing every timer that falls due on the way. */
  advance(ms: number): void {
    const target = this.time + ms;
    for (let timer = this.nextTimer(); timer !== undefined && timer.at <= target; timer = this.nextTimer()) {
      this.remove(timer);
      this.time = Math.max(this.time, timer.at);
      timer.callback();
    }
    this.time = target;
  }

  /** Let the next reading show the current time, and the one after it `ms` later: a wall clock ticking between two reads. */
  tickAfterNextRead(ms = 1): void {
    this.tickPending = ms;
  }

  /** Set the time without firing timers that fall due: what a wall clock read just before a timer runs shows. */
  set(time: number): void {
    this.time = time;
  }

  /** Fire the earliest timer now, whatever its time, as Node does when its timer runs while Date.now() still reads early. */
  fireNextTimer(): void {
    const timer = this.nextTimer();
    if (timer === undefined) throw new Error('no timer is pending');
    this.remove(timer);
    timer.callback();
  }

  /** When the earliest pending timer falls due; undefined when none is pending. */
  nextTimerAt(): number | undefined {
    return this.nextTimer()?.at;
  }

  private nextTimer(): PendingTimer | undefined {
    return this.timers.reduce<PendingTimer | undefined>(
      (earliest, timer) => (earliest === undefined || timer.at < earliest.at ? timer : earliest),
      undefined,
    );
  }

  private remove(timer: PendingTimer): void {
    const index = this.timers.indexOf(timer);
    if (index !== -1) this.timers.splice(index, 1);
  }
}
