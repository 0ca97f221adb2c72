import { TooManyRequestsError, UnauthorizedError } from '#shared/errors.ts';
import { type ItemKey, keys } from '../../lib/keys.ts';
import { type CounterRead, failureCounters } from './failure-counters.ts';
import { afterFailure, type ThrottleRules, type Verdict, verdict } from './rules.ts';

/** Who is trying to sign in, from where (`clientAddressKey` of the request's source address). */
export interface SignInAttempt {
  tenant: string;
  username: string;
  address: string;
}

/** The rules of the two counters every attempt passes: its user's and its client address's. */
export interface ThrottleSettings {
  user: ThrottleRules;
  address: ThrottleRules;
  /**
   * How long a refused attempt waits before its 429 is answered (default none): a client that ignores Retry-After
   * then sends one attempt a second per connection instead of as many as the server can refuse.
   */
  refusalPauseMs?: number;
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** An admitted attempt: charged to its user's counter (what it read, the version its charge wrote), owed to its address's. */
export interface Admission {
  user: { key: ItemKey; before: CounterRead; version: number };
  address: ItemKey;
  at: number;
}

type Refused = Verdict & { allowed: false };

const idOf = (key: ItemKey): string => `${key.pk}\n${key.sk}`;

/**
 * Writes lost to other attempts on the same user before the attempt is refused. A lost write means another attempt
 * charged or cleared the counter meanwhile, which the next read sees: a burst of guesses is refused by the verdict
 * once the free failures are spent, whatever this bound; it only ends a loop that would not. Generous, so that a few
 * right passwords at once (each success clears the counter the others were charging) all get in.
 */
const CHARGE_ATTEMPTS = 16;

/**
 * How long this process answers a refusal it has seen without reading the counters again: a flood then costs no
 * storage call either. Short, so that a lock lifted elsewhere (an Admin's reset, on another Lambda instance) holds
 * here within seconds; bounded, so a flood of names cannot grow it without end.
 */
const REMEMBERED_REFUSAL_MS = 5000;
const REMEMBERED_REFUSALS = 10_000;

const retryIn = (retryAfterMs: number): string => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`;
};

/** The 429 of a refused attempt, in Superset's `{"message"}` shape with Retry-After. */
function refusal(refused: readonly Refused[]): TooManyRequestsError {
  const retryAfterMs = Math.max(...refused.map((reason) => reason.retryAfterMs));
  const what = refused.some((reason) => reason.locked)
    ? 'Sign-in is locked after too many failed attempts'
    : 'Too many sign-in attempts';
  return new TooManyRequestsError(`${what}: try again in ${retryIn(retryAfterMs)}.`, retryAfterMs);
}

/**
 * The sign-in throttle, in front of every password check (login, and PUT /api/v1/me/'s current password): failures
 * count per (tenant, user name) and per client address, each with growing delays and a temporary lock, and a refused
 * attempt costs no hashing. The user's counter is charged BEFORE the password is checked, with a write conditional on
 * the counter as read, so a burst of simultaneous guesses at one account cannot all pass one read; a success clears
 * it, an attempt never judged (hashing busy) is taken back. The address's counter is read first and counts a failure
 * after it happened, atomically: many people may sign in at once from one office address, and none of them should be
 * refused for a race; a burst from one address is held by each user's counter and the hashing queue meanwhile.
 * A refusal is remembered in the process for a few seconds, so a flood of refused attempts reads nothing.
 */
export class LoginThrottle {
  constructor(
    private readonly settings: ThrottleSettings,
    private readonly now: () => number = () => Date.now(),
    private readonly counters = failureCounters,
    private readonly pause: (ms: number) => Promise<void> = sleep,
  ) {}

  /** Refusals seen lately, by counter key: until when to refuse without reading, and the refusal's own end. */
  private readonly refusals = new Map<string, { until: number; ends: number; locked: boolean }>();

  /**
   * Run a password check under the throttle: admitted first (or a 429), then `passwordCheck`, whose UnauthorizedError
   * is a failed attempt (counted for the user and the address); any other failure means the password was never judged,
   * and counts nothing.
   */
  async check<T>(attempt: SignInAttempt, passwordCheck: () => Promise<T>): Promise<T> {
    const admission = await this.admit(attempt).catch(async (refused: unknown) => {
      if (refused instanceof TooManyRequestsError && this.settings.refusalPauseMs)
        await this.pause(this.settings.refusalPauseMs);
      throw refused;
    });
    let outcome: T;
    try {
      outcome = await passwordCheck();
    } catch (error) {
      if (error instanceof UnauthorizedError)
        await this.counters.addFailure(admission.address, admission.at, this.settings.address);
      else await this.takeBack(admission);
      throw error;
    }
    // The password was right: the user starts afresh.
    await this.counters.clear(admission.user.key);
    return outcome;
  }

  /** Forget a user's failures: an Admin set a new password, which unlocks the user. */
  async forgetUser(tenant: string, username: string): Promise<void> {
    const key = keys.loginFailuresOfUser(tenant, username);
    this.refusals.delete(idOf(key));
    await this.counters.clear(key);
  }

  /** Charge the attempt to its user and check its address, or refuse it with a 429 (Retry-After) and charge nothing. */
  private async admit(attempt: SignInAttempt): Promise<Admission> {
    const at = this.now();
    const userKey = keys.loginFailuresOfUser(attempt.tenant, attempt.username);
    const address = keys.loginFailuresOfAddress(attempt.address);
    const remembered = [this.remembered(userKey, at), this.remembered(address, at)].filter(
      (reason) => reason !== undefined,
    );
    if (remembered.length > 0) throw refusal(remembered);
    const [user, addressCounter] = await Promise.all([this.chargeUser(userKey, at), this.counters.read(address, at)]);
    const addressVerdict = verdict(addressCounter.record, at, this.settings.address);
    if (!addressVerdict.allowed) this.remember(address, at, addressVerdict);
    const refused = [...('refused' in user ? [user.refused] : []), ...(addressVerdict.allowed ? [] : [addressVerdict])];
    if (refused.length === 0 && 'charge' in user) return { user: user.charge, address, at };
    if ('charge' in user) await this.takeBack({ user: user.charge, address, at });
    throw refusal(refused);
  }

  private remembered(key: ItemKey, at: number): Refused | undefined {
    const seen = this.refusals.get(idOf(key));
    if (!seen || at >= seen.until) return undefined;
    return { allowed: false, locked: seen.locked, retryAfterMs: seen.ends - at };
  }

  private remember(key: ItemKey, at: number, refused: Refused): void {
    if (this.refusals.size >= REMEMBERED_REFUSALS) this.refusals.delete(this.refusals.keys().next().value as string);
    const ends = at + refused.retryAfterMs;
    this.refusals.set(idOf(key), { until: Math.min(ends, at + REMEMBERED_REFUSAL_MS), ends, locked: refused.locked });
  }

  private async chargeUser(key: ItemKey, at: number): Promise<{ charge: Admission['user'] } | { refused: Refused }> {
    const rules = this.settings.user;
    for (let attempt = 0; attempt < CHARGE_ATTEMPTS; attempt += 1) {
      const before = await this.counters.read(key, at);
      const allowed = verdict(before.record, at, rules);
      if (!allowed.allowed) {
        this.remember(key, at, allowed);
        return { refused: allowed };
      }
      if (await this.counters.write(key, afterFailure(before.record, at, rules), before.version, rules)) {
        return { charge: { key, before, version: before.version + 1 } };
      }
    }
    return { refused: { allowed: false, locked: false, retryAfterMs: 1000 } };
  }

  private takeBack(admission: Admission): Promise<void> {
    return this.counters.restore(admission.user.key, admission.user.before, admission.user.version, this.settings.user);
  }
}
