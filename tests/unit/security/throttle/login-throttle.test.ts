import { describe, expect, it, vi } from 'vitest';
import { AppError, UnauthorizedError } from '#shared/errors.ts';
import type { ItemKey } from '#functions/lib/keys.ts';
import type { CounterRead, failureCounters } from '#functions/security/throttle/failure-counters.ts';
import { LoginThrottle } from '#functions/security/throttle/login-throttle.ts';
import { afterFailure, type FailureRecord } from '#functions/security/throttle/rules.ts';

const RULES = { freeFailures: 3, lockFailures: 10, maxDelayMs: 30_000, lockMs: 900_000 };
const ATTEMPT = { tenant: 'acme', username: 'alice', address: '203.0.113.7' };
const USER = 'T#acme#LOGIN_FAILURES|USER#alice';
const ADDRESS = 'LOGIN_FAILURES#203.0.113.7|ADDRESS';

/** The counters in memory, with the store's rules: a write must find the version it read; an added failure always counts. */
function memoryCounters() {
  const items = new Map<string, { record: FailureRecord; version: number }>();
  const id = (key: ItemKey) => `${key.pk}|${key.sk}`;
  const counters: typeof failureCounters = {
    read: async (key) => ({ record: items.get(id(key))?.record, version: items.get(id(key))?.version ?? 0 }),
    write: async (key, record, readVersion) => {
      if ((items.get(id(key))?.version ?? 0) !== readVersion) return false;
      items.set(id(key), { record, version: readVersion + 1 });
      return true;
    },
    restore: async (key, before: CounterRead, writtenVersion) => {
      if ((items.get(id(key))?.version ?? 0) !== writtenVersion) return;
      if (before.record) items.set(id(key), { record: before.record, version: writtenVersion + 1 });
      else items.delete(id(key));
    },
    addFailure: async (key, now, rules) => {
      const item = items.get(id(key));
      items.set(id(key), { record: afterFailure(item?.record, now, rules), version: (item?.version ?? 0) + 1 });
    },
    clear: async (key) => void items.delete(id(key)),
  };
  const failures = () => Object.fromEntries([...items].map(([key, item]) => [key, item.record.failures]));
  return { counters, failures };
}

function setUp(now = 1_700_000_000_000) {
  const { counters, failures } = memoryCounters();
  const throttle = new LoginThrottle(
    { user: RULES, address: { ...RULES, freeFailures: 10, lockFailures: 30 } },
    () => now,
    counters,
  );
  return { throttle, failures };
}

const wrongPassword = async (): Promise<never> => {
  throw new UnauthorizedError();
};

/** What the API would answer for an error. */
const answerOf = (error: unknown) => {
  const appError = error as AppError;
  return { status: appError.status, headers: appError.headers, body: appError.toBody() };
};

describe('LoginThrottle.check', () => {
  it('keeps a wrong password charged to the user and the address', async () => {
    // Arrange
    const { throttle, failures } = setUp();

    // Act
    await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);

    // Assert
    expect(failures()).toEqual({ [USER]: 1, [ADDRESS]: 1 });
  });

  it("clears the user's failures on the right password, and leaves the address's as they were", async () => {
    // Arrange
    const { throttle, failures } = setUp();
    await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);

    // Act
    const outcome = await throttle.check(ATTEMPT, async () => 'tokens');

    // Assert
    expect({ outcome, failures: failures() }).toEqual({ outcome: 'tokens', failures: { [ADDRESS]: 1 } });
  });

  it('counts nothing for an attempt whose password was never judged (hashing busy)', async () => {
    // Arrange
    const { throttle, failures } = setUp();

    // Act
    const failure = await throttle
      .check(ATTEMPT, async () => Promise.reject(new AppError(503, 'busy', { expose: true })))
      .catch((error: unknown) => error);

    // Assert
    expect({ status: (failure as AppError).status, failures: failures() }).toEqual({ status: 503, failures: {} });
  });

  it("refuses with 429 in Superset's shape and Retry-After once the free failures are spent, without running the check or counting it", async () => {
    // Arrange
    const { throttle, failures } = setUp();
    for (let index = 0; index < 3; index += 1) await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);
    let checked = false;

    // Act
    const failure = await throttle.check(ATTEMPT, async () => (checked = true)).catch((error: unknown) => error);

    // Assert
    expect(answerOf(failure)).toEqual({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { message: 'Too many sign-in attempts: try again in 1 second.' },
    });
    expect({ checked, failures: failures() }).toEqual({ checked: false, failures: { [USER]: 3, [ADDRESS]: 3 } });
  });

  it('lets one of two simultaneous attempts at one user through when only one free failure is left', async () => {
    // Arrange
    const { throttle, failures } = setUp();
    for (let index = 0; index < 2; index += 1) await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);

    // Act
    const outcomes = await Promise.allSettled([
      throttle.check(ATTEMPT, wrongPassword),
      throttle.check(ATTEMPT, wrongPassword),
    ]);

    // Assert
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as AppError).status : 200)).sort(),
    ).toEqual([401, 429]);
    expect(failures()).toEqual({ [USER]: 3, [ADDRESS]: 3 });
  });

  it('counts every simultaneous failure of one address, refusing none of them for the race', async () => {
    // Arrange
    const { throttle, failures } = setUp();
    const users = ['alice', 'bob', 'carol', 'dave', 'erin'];

    // Act
    const outcomes = await Promise.allSettled(
      users.map((username) => throttle.check({ ...ATTEMPT, username }, wrongPassword)),
    );

    // Assert
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as AppError).status : 200)),
    ).toEqual([401, 401, 401, 401, 401]);
    expect(failures()[ADDRESS]).toBe(5);
  });

  it('refuses a user at an address in its delay, and charges the user nothing', async () => {
    // Arrange
    const { throttle, failures } = setUp();
    for (let index = 0; index < 10; index += 1)
      await throttle.check({ ...ATTEMPT, username: `suitor-${index}` }, wrongPassword).catch(() => undefined);

    // Act
    const failure = await throttle.check(ATTEMPT, async () => 'tokens').catch((error: unknown) => error);

    // Assert
    expect(answerOf(failure)).toEqual({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { message: 'Too many sign-in attempts: try again in 1 second.' },
    });
    expect(failures()[USER]).toBeUndefined();
  });
});

describe('a refusal remembered in the process', () => {
  it('answers a flood of refused attempts without reading the counters, for a few seconds at most', async () => {
    // Arrange
    let now = 1_700_000_000_000;
    const { counters } = memoryCounters();
    const reads = vi.spyOn(counters, 'read');
    const throttle = new LoginThrottle(
      { user: RULES, address: { ...RULES, freeFailures: 10, lockFailures: 30 } },
      () => now,
      counters,
    );
    for (let index = 0; index < 10; index += 1) {
      await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);
      now += 31_000;
    }
    await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);
    reads.mockClear();

    // Act
    const flood = await Promise.all(
      Array.from({ length: 50 }, () =>
        throttle.check(ATTEMPT, wrongPassword).catch((error: unknown) => answerOf(error)),
      ),
    );
    const readsDuringFlood = reads.mock.calls.length;
    now += 5000;
    await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);

    // Assert
    expect(flood[49]).toEqual({
      status: 429,
      headers: { 'retry-after': '869' },
      body: { message: 'Sign-in is locked after too many failed attempts: try again in 15 minutes.' },
    });
    expect({ readsDuringFlood, readsAfterFiveSeconds: reads.mock.calls.length }).toEqual({
      readsDuringFlood: 0,
      readsAfterFiveSeconds: 2,
    });
  });
});

describe('LoginThrottle.forgetUser', () => {
  it("unlocks a locked user (an Admin's reset), leaving the address's count", async () => {
    // Arrange
    let now = 1_700_000_000_000;
    const { counters, failures } = memoryCounters();
    const throttle = new LoginThrottle(
      { user: RULES, address: { ...RULES, freeFailures: 10, lockFailures: 30 } },
      () => now,
      counters,
    );
    for (let index = 0; index < 10; index += 1) {
      await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);
      now += 31_000;
    }

    // Act
    await throttle.forgetUser('acme', 'alice');
    const outcome = await throttle.check(ATTEMPT, async () => 'tokens');

    // Assert
    expect({ outcome, failures: failures() }).toEqual({ outcome: 'tokens', failures: { [ADDRESS]: 10 } });
  });
});

describe('LoginThrottle refusal pause', () => {
  it('answers a refused attempt only after the pause, and an admitted one at once', async () => {
    // Arrange
    const { counters } = memoryCounters();
    const pauses: number[] = [];
    const rules = { user: RULES, address: { ...RULES, freeFailures: 10, lockFailures: 30 }, refusalPauseMs: 1000 };
    const throttle = new LoginThrottle(
      rules,
      () => 1_700_000_000_000,
      counters,
      async (ms) => void pauses.push(ms),
    );
    for (let index = 0; index < 3; index += 1) await throttle.check(ATTEMPT, wrongPassword).catch(() => undefined);
    const pausedBeforeRefusal = [...pauses];

    // Act
    const refused = await throttle.check(ATTEMPT, wrongPassword).catch((error: unknown) => error);

    // Assert
    expect(pausedBeforeRefusal).toEqual([]);
    expect(answerOf(refused).status).toBe(429);
    expect(pauses).toEqual([1000]);
  });
});
