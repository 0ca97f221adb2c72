/**
 * The rules of the sign-in throttle, as pure functions of one counter of failed sign-ins and the time (epoch ms).
 * The first `freeFailures` failures are answered at once; after them each further try must wait 1 s after the last
 * failure, then 2 s, 4 s... (at most `maxDelayMs`); the `lockFailures`-th failure locks for `lockMs`. Failures are
 * forgotten `lockMs` after the last one, or after the lock ends; until then one more failure locks again, so an
 * attacker who waits out a lock gets one guess per lock, not another round.
 */

/** One counter of failed sign-ins as stored: how many, the last one (epoch ms), and the end of its lock (0: none). */
export interface FailureRecord {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** The thresholds of one kind of counter (per user, per client address). */
export interface ThrottleRules {
  freeFailures: number;
  lockFailures: number;
  maxDelayMs: number;
  lockMs: number;
}

/** Whether a sign-in may be tried now; when not, whether a lock is why, and how long until it may. */
export type Verdict = { allowed: true } | { allowed: false; locked: boolean; retryAfterMs: number };

/** How long after the last of `failures` failures the next try must wait. */
export function waitAfter(failures: number, rules: ThrottleRules): number {
  if (failures === 0 || failures < rules.freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - Math.max(rules.freeFailures, 1)), rules.maxDelayMs);
}

/** When the counter is forgotten: `lockMs` after its last failure or the end of its lock, whichever is later. */
export const forgottenAt = (record: FailureRecord, rules: ThrottleRules): number =>
  Math.max(record.lastFailureAt, record.lockedUntil) + rules.lockMs;

/** The counter as it counts at `now`: none once forgotten. */
const live = (record: FailureRecord | undefined, now: number, rules: ThrottleRules): FailureRecord | undefined =>
  record && now < forgottenAt(record, rules) ? record : undefined;

/** Whether a sign-in may be tried at `now` under this counter. */
export function verdict(record: FailureRecord | undefined, now: number, rules: ThrottleRules): Verdict {
  const current = live(record, now, rules);
  if (!current) return { allowed: true };
  if (current.lockedUntil > now) return { allowed: false, locked: true, retryAfterMs: current.lockedUntil - now };
  const delay = waitAfter(current.failures, rules);
  // No delay owed: allowed even when the last failure is stamped after `now` (a simultaneous attempt's clock read later).
  if (delay === 0) return { allowed: true };
  const wait = current.lastFailureAt + delay - now;
  return wait > 0 ? { allowed: false, locked: false, retryAfterMs: wait } : { allowed: true };
}

/** The counter after one more failure at `now`: it locks on reaching `lockFailures`. */
export function afterFailure(record: FailureRecord | undefined, now: number, rules: ThrottleRules): FailureRecord {
  const failures = (live(record, now, rules)?.failures ?? 0) + 1;
  return { failures, lastFailureAt: now, lockedUntil: failures >= rules.lockFailures ? now + rules.lockMs : 0 };
}
