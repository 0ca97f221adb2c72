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
}

/** A counter this attempt was charged to: what it read, and the version its charge wrote. */
interface Charge {
  key: ItemKey;
  rules: ThrottleRules;
  before: CounterRead;
  version: number;
}

/** An admitted attempt, counted as failed until `succeeded` or `abandoned` says otherwise. */
export interface Admission {
  user: Charge;
  address: Charge;
}

type ChargeOutcome = { charge: Charge } | { refused: Verdict & { allowed: false } };

/** Writes lost to other attempts before the counter is answered as busy (someone is trying this very account or address). */
const CHARGE_ATTEMPTS = 3;

const retryIn = (retryAfterMs: number): string => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? '1 second' : `${seconds} seconds`;
};

/** The 429 of a refused attempt, in Superset's `{"message"}` shape with Retry-After. */
function refusal(refused: readonly (Verdict & { allowed: false })[]): TooManyRequestsError {
  const retryAfterMs = Math.max(...refused.map((reason) => reason.retryAfterMs));
  const what = refused.some((reason) => reason.locked) ? 'Sign-in is locked after too many failed attempts' : 'Too many failed sign-ins';
  return new TooManyRequestsError(`${what}: try again in ${retryIn(retryAfterMs)}.`, retryAfterMs);
}

/**
 * The sign-in throttle, in front of every password check (login, and PUT /api/v1/me/'s current password): failures
 * count per (tenant, user name) and per client address, each with growing delays and a temporary lock. An attempt is
 * charged as a failure BEFORE its password is checked, with a write conditional on the counter as read, so a burst of
 * concurrent guesses cannot all pass one read, and a refused attempt costs no hashing. A success clears the user's
 * counter and takes the charge back from the address's; an attempt never checked (hashing busy) takes both back.
 */
export class LoginThrottle {
  constructor(
    private readonly settings: ThrottleSettings,
    private readonly now: () => number = () => Date.now(),
    private readonly counters = failureCounters,
  ) {}

  /** Charge the attempt to both counters, or refuse it with a 429 (Retry-After) and charge nothing. */
  async admit(attempt: SignInAttempt): Promise<Admission> {
    const now = this.now();
    const [user, address] = await Promise.all([
      this.charge(keys.loginFailuresOfUser(attempt.tenant, attempt.username), this.settings.user, now),
      this.charge(keys.loginFailuresOfAddress(attempt.address), this.settings.address, now),
    ]);
    if ('charge' in user && 'charge' in address) return { user: user.charge, address: address.charge };
    await Promise.all([user, address].map((outcome) => ('charge' in outcome ? this.takeBack(outcome.charge) : undefined)));
    throw refusal([user, address].flatMap((outcome) => ('refused' in outcome ? [outcome.refused] : [])));
  }

  /**
   * Run a password check under the throttle: admitted first (or a 429), then `passwordCheck`, whose UnauthorizedError
   * is a failed attempt (it stays charged); any other failure means the password was never judged, and charges nothing.
   */
  async check<T>(attempt: SignInAttempt, passwordCheck: () => Promise<T>): Promise<T> {
    const admission = await this.admit(attempt);
    let outcome: T;
    try {
      outcome = await passwordCheck();
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) await this.abandoned(admission);
      throw error;
    }
    await this.succeeded(admission);
    return outcome;
  }

  /** The password was right: the user starts afresh, and the address is not charged. */
  async succeeded(admission: Admission): Promise<void> {
    await Promise.all([this.counters.clear(admission.user.key), this.takeBack(admission.address)]);
  }

  /** The password was never checked (hashing busy, a failure of the identity service): nothing is charged. */
  async abandoned(admission: Admission): Promise<void> {
    await Promise.all([this.takeBack(admission.user), this.takeBack(admission.address)]);
  }

  /** Forget a user's failures: an Admin set a new password, which unlocks the user. */
  async forgetUser(tenant: string, username: string): Promise<void> {
    await this.counters.clear(keys.loginFailuresOfUser(tenant, username));
  }

  private async charge(key: ItemKey, rules: ThrottleRules, now: number): Promise<ChargeOutcome> {
    for (let attempt = 0; attempt < CHARGE_ATTEMPTS; attempt += 1) {
      const before = await this.counters.read(key, now);
      const allowed = verdict(before.record, now, rules);
      if (!allowed.allowed) return { refused: allowed };
      if (await this.counters.write(key, afterFailure(before.record, now, rules), before.version, rules)) {
        return { charge: { key, rules, before, version: before.version + 1 } };
      }
    }
    return { refused: { allowed: false, locked: false, retryAfterMs: 1000 } };
  }

  private takeBack(charge: Charge): Promise<void> {
    return this.counters.restore(charge.key, charge.before, charge.version, charge.rules);
  }
}
