import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordHashingPool } from '#functions/lib/auth/passwords.ts';
import { type JsonBody, useApiClient } from '../integration/helpers/api-client.ts';
import { createUserViaApi, passwordOf, ROLE_IDS } from '../integration/security/security-client.ts';
import { loginFrom, type Reply } from './sign-in-client.ts';

/**
 * The finding: a flood of wrong passwords was answered 401 without end (300 in 53 s, no slow-down, no lock) while its
 * hashing, on libuv's pool, stalled every other request. Replayed here against the defaults: 3 free failures per user,
 * then waits of 1 s, 2 s, 4 s... and a 15-minute lock at the 10th; per client address 10 free and a lock at the 30th.
 */
const admin = useApiClient<JsonBody>();
const url = () => admin.runtime.url;

/** The time the handlers see (they run in this process): frozen, moved only by `advance`. */
function frozenClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

const statusesOf = (replies: readonly Reply[]) => replies.map((reply) => reply.status);

/** Sequential wrong passwords for `username` from `from`, the clock moved past any wait after each. */
async function failRepeatedly(
  clock: { advance(ms: number): void },
  from: string,
  usernames: readonly string[],
): Promise<number[]> {
  const statuses: number[] = [];
  for (const username of usernames) {
    statuses.push((await loginFrom(url(), from, username, 'not-the-password')).status);
    clock.advance(31_000);
  }
  return statuses;
}

describe('a flood of wrong passwords', () => {
  it("is answered 429 in Superset's shape with Retry-After once the user's free failures are spent, the right password too", async () => {
    // Arrange
    await createUserViaApi(admin, 'penelope', [ROLE_IDS.Gamma]);
    const clock = frozenClock();
    const wrong = [];
    for (let index = 0; index < 3; index += 1)
      wrong.push(await loginFrom(url(), '127.0.0.2', 'penelope', 'not-the-password'));

    // Act
    const refused = await loginFrom(url(), '127.0.0.2', 'penelope', passwordOf('penelope'));
    clock.advance(1000);
    const afterTheWait = await loginFrom(url(), '127.0.0.2', 'penelope', passwordOf('penelope'));

    // Assert
    expect(statusesOf(wrong)).toEqual([401, 401, 401]);
    expect(refused).toEqual({
      status: 429,
      retryAfter: '1',
      body: { message: 'Too many sign-in attempts: try again in 1 second.' },
    });
    expect(afterTheWait.status).toBe(200);
  });

  it('locks the user at the 10th failure from any address; the right password signs in once the lock is over, and the count starts afresh', async () => {
    // Arrange
    await createUserViaApi(admin, 'telemachus', [ROLE_IDS.Gamma]);
    const clock = frozenClock();
    const failures = await failRepeatedly(
      clock,
      '127.0.0.3',
      Array.from({ length: 10 }, () => 'telemachus'),
    );

    // Act
    const sameAddress = await loginFrom(url(), '127.0.0.3', 'telemachus', passwordOf('telemachus'));
    const otherAddress = await loginFrom(url(), '127.0.0.4', 'telemachus', passwordOf('telemachus'));
    clock.advance(869_000);
    const afterTheLock = await loginFrom(url(), '127.0.0.3', 'telemachus', passwordOf('telemachus'));
    const nextWrong = await loginFrom(url(), '127.0.0.3', 'telemachus', 'not-the-password');

    // Assert
    expect(failures).toEqual(Array.from({ length: 10 }, () => 401));
    const locked = {
      status: 429,
      retryAfter: '869',
      body: { message: 'Sign-in is locked after too many failed attempts: try again in 15 minutes.' },
    };
    expect({ sameAddress, otherAddress }).toEqual({ sameAddress: locked, otherAddress: locked });
    expect({ status: afterTheLock.status, tokens: Object.keys(afterTheLock.body as object).sort() }).toEqual({
      status: 200,
      tokens: ['access_token', 'refresh_token'],
    });
    expect(nextWrong.status).toBe(401);
  });

  it('locks an address guessing one password for each of 30 users, and only that address', async () => {
    // Arrange
    const clock = frozenClock();
    const failures = await failRepeatedly(
      clock,
      '127.0.0.5',
      Array.from({ length: 30 }, (_, index) => `suitor-${index}`),
    );

    // Act
    const sameAddress = await loginFrom(url(), '127.0.0.5', 'admin', 'admin');
    const otherAddress = await loginFrom(url(), '127.0.0.6', 'admin', 'admin');

    // Assert
    expect(failures).toEqual(Array.from({ length: 30 }, () => 401));
    expect(sameAddress).toMatchObject({
      status: 429,
      body: { message: 'Sign-in is locked after too many failed attempts: try again in 15 minutes.' },
    });
    expect(otherAddress.status).toBe(200);
  });

  it('charges each attempt before hashing: of 20 simultaneous guesses at most the 3 free ones are hashed, the rest answered 429', async () => {
    // Arrange
    await createUserViaApi(admin, 'antinous', [ROLE_IDS.Gamma]);
    frozenClock();
    const derive = vi.spyOn(passwordHashingPool(), 'derive');

    // Act
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => loginFrom(url(), '127.0.0.7', 'antinous', 'not-the-password')),
    );
    const hashed = derive.mock.calls.length;
    derive.mockRestore();

    // Assert
    const unauthorized = statusesOf(replies).filter((status) => status === 401).length;
    expect(statusesOf(replies).filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(unauthorized).toBeGreaterThanOrEqual(1);
    expect(unauthorized).toBeLessThanOrEqual(3);
    expect(hashed).toBe(unauthorized);
  });
});

describe('many people signing in at once from one address (an office)', () => {
  it('all get in: no attempt is refused for racing another', async () => {
    // Arrange
    const usernames = Array.from({ length: 8 }, (_, index) => `crew-${index}`);
    for (const username of usernames) await createUserViaApi(admin, username, [ROLE_IDS.Gamma]);

    // Act
    const replies = await Promise.all(
      usernames.map((username) => loginFrom(url(), '127.0.0.8', username, passwordOf(username))),
    );

    // Assert
    expect(statusesOf(replies)).toEqual(usernames.map(() => 200));
  });
});

describe('one user signing in from a few places at once', () => {
  it('all get in, as many as the free failures, round after round: none is refused for racing another', async () => {
    // Arrange
    await createUserViaApi(admin, 'argos', [ROLE_IDS.Gamma]);
    const signInAtOnce = () =>
      Promise.all(
        Array.from({ length: 3 }, (_, index) => loginFrom(url(), `127.0.1.${index}`, 'argos', passwordOf('argos'))),
      );

    // Act
    const rounds: number[][] = [];
    for (let round = 0; round < 10; round += 1) rounds.push(statusesOf(await signInAtOnce()));

    // Assert
    expect(rounds).toEqual(rounds.map(() => [200, 200, 200]));
  });
});

describe('password hashing', () => {
  it('never holds up a request that only reads storage: it answers before the first of four queued hashes ends', async () => {
    // Arrange
    let derived = 0;
    const heavy = {
      password: 'p',
      salt: Buffer.from('salt'),
      keyLength: 32,
      cost: { N: 65536, r: 8, p: 1, maxmem: 128 * 1024 * 1024 },
    };
    const hashing = Array.from({ length: 4 }, () =>
      passwordHashingPool()
        .derive(heavy)
        .then(() => (derived += 1)),
    );

    // Act
    const answer = await admin.get('/api/v1/me/');
    const derivedWhenAnswered = derived;
    await Promise.all(hashing);

    // Assert
    expect({ status: answer.status, derivedWhenAnswered }).toEqual({ status: 200, derivedWhenAnswered: 0 });
  });
});
