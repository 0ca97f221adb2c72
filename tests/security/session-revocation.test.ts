import { describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../integration/helpers/api-client.ts';
import { createUserViaApi, passwordOf, ROLE_IDS, userBody } from '../integration/security/security-client.ts';
import { callFrom, loginFrom } from './sign-in-client.ts';

/**
 * The finding: after `PUT /api/v1/me/` changed the password the old access and refresh tokens kept working; refresh
 * tokens lived 30 days and were never rotated (one was accepted 5 times); a one-character password was accepted.
 */
const admin = useApiClient<JsonBody>();
const FROM = '127.0.0.20';

interface Session {
  access_token: string;
  refresh_token: string;
}

async function signIn(username: string, password: string): Promise<Session> {
  const reply = await loginFrom(admin.runtime.url, FROM, username, password);
  if (reply.status !== 200) throw new Error(`login of ${username}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as Session;
}

const refresh = (refreshToken: string) =>
  callFrom(admin.runtime.url, FROM, 'POST', '/api/v1/security/refresh', { bearer: refreshToken });
/** What a session's access token gets from a route any user may call and from one that needs a permission. */
const accessStatuses = async (accessToken: string) => ({
  me: (await callFrom(admin.runtime.url, FROM, 'GET', '/api/v1/me/', { bearer: accessToken })).status,
  charts: (await callFrom(admin.runtime.url, FROM, 'GET', '/api/v1/chart/', { bearer: accessToken })).status,
});

describe('a password change', () => {
  it('through PUT /api/v1/me/ ends the other sessions (access and refresh tokens refused) and keeps the one that made it', async () => {
    // Arrange
    await createUserViaApi(admin, 'odysseus', [ROLE_IDS.Gamma]);
    const stolen = await signIn('odysseus', passwordOf('odysseus'));
    const own = await signIn('odysseus', passwordOf('odysseus'));

    // Act
    const change = await callFrom(admin.runtime.url, FROM, 'PUT', '/api/v1/me/', {
      bearer: own.access_token,
      json: { password: 'nobody-is-my-name', current_password: passwordOf('odysseus') },
    });

    // Assert
    expect(change.status).toBe(200);
    expect(await accessStatuses(stolen.access_token)).toEqual({ me: 401, charts: 401 });
    expect((await refresh(stolen.refresh_token)).status).toBe(401);
    expect(await accessStatuses(own.access_token)).toEqual({ me: 200, charts: 200 });
    const renewed = await refresh(own.refresh_token);
    expect({ status: renewed.status, tokens: Object.keys(renewed.body as object).sort() }).toEqual({
      status: 200,
      tokens: ['access_token', 'refresh_token'],
    });
    expect(await accessStatuses((renewed.body as Session).access_token)).toEqual({ me: 200, charts: 200 });
  });

  it('by an Admin ends every session of the user, and the new password signs in', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'laertes', [ROLE_IDS.Gamma]);
    const session = await signIn('laertes', passwordOf('laertes'));

    // Act
    const reset = await admin.request(`/api/v1/security/users/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'old-man-of-ithaca' }),
    });

    // Assert
    expect(reset.status).toBe(200);
    expect(await accessStatuses(session.access_token)).toEqual({ me: 401, charts: 401 });
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect(await accessStatuses((await signIn('laertes', 'old-man-of-ithaca')).access_token)).toEqual({
      me: 200,
      charts: 200,
    });
  });

  it("by an Admin of their own password through the users API keeps that Admin's session, and ends their others", async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'athena', [ROLE_IDS.Admin]);
    const other = await signIn('athena', passwordOf('athena'));
    const own = await signIn('athena', passwordOf('athena'));

    // Act
    const reset = await callFrom(admin.runtime.url, FROM, 'PUT', `/api/v1/security/users/${id}`, {
      bearer: own.access_token,
      json: { password: 'grey-eyed-goddess' },
    });

    // Assert
    expect(reset.status).toBe(200);
    expect({ own: await accessStatuses(own.access_token), other: await accessStatuses(other.access_token) }).toEqual({
      own: { me: 200, charts: 200 },
      other: { me: 401, charts: 401 },
    });
  });
});

describe('refresh tokens', () => {
  it('are single use: each refresh answers a new one, which refreshes in turn', async () => {
    // Arrange
    await createUserViaApi(admin, 'argos', [ROLE_IDS.Gamma]);
    const session = await signIn('argos', passwordOf('argos'));

    // Act
    const first = await refresh(session.refresh_token);
    const second = await refresh((first.body as Session).refresh_token);

    // Assert
    expect([first.status, second.status]).toEqual([200, 200]);
    const tokens = [
      session.refresh_token,
      (first.body as Session).refresh_token,
      (second.body as Session).refresh_token,
    ];
    expect(new Set(tokens).size).toBe(3);
  });

  it('revoke their whole session when a spent one comes back: neither the replayed nor the newest one refreshes again', async () => {
    // Arrange
    await createUserViaApi(admin, 'eurylochus', [ROLE_IDS.Gamma]);
    const session = await signIn('eurylochus', passwordOf('eurylochus'));
    const rotated = (await refresh(session.refresh_token)).body as Session;

    // Act
    const replayed = await refresh(session.refresh_token);
    const newest = await refresh(rotated.refresh_token);

    // Assert
    expect({ replayed, newest }).toEqual({
      replayed: { status: 401, retryAfter: null, body: { message: 'Not authorized' } },
      newest: { status: 401, retryAfter: null, body: { message: 'Not authorized' } },
    });
  });

  it('of another sign-in are untouched when one session is revoked', async () => {
    // Arrange
    await createUserViaApi(admin, 'polites', [ROLE_IDS.Gamma]);
    const revoked = await signIn('polites', passwordOf('polites'));
    const other = await signIn('polites', passwordOf('polites'));
    await refresh(revoked.refresh_token);
    await refresh(revoked.refresh_token);

    // Act
    const answer = await refresh(other.refresh_token);

    // Assert
    expect(answer.status).toBe(200);
  });
});

describe('the password policy', () => {
  const tooShort = {
    status: 400,
    retryAfter: null,
    body: { message: { password: ['Password must be at least 8 characters long.'] } },
  };

  it('refuses a one-character password when an Admin creates a user', async () => {
    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'POST', '/api/v1/security/users/', {
      bearer: admin.token,
      json: userBody('elpenor', [ROLE_IDS.Gamma], { password: 'x' }),
    });

    // Assert
    expect(answer).toEqual(tooShort);
  });

  it('refuses a one-character password when an Admin resets one', async () => {
    // Arrange
    const id = await createUserViaApi(admin, 'mentes', [ROLE_IDS.Gamma]);

    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'PUT', `/api/v1/security/users/${id}`, {
      bearer: admin.token,
      json: { password: 'x' },
    });

    // Assert
    expect(answer).toEqual(tooShort);
  });

  it('refuses a one-character password when users change their own, and the old one still signs in', async () => {
    // Arrange
    await createUserViaApi(admin, 'phemius', [ROLE_IDS.Gamma]);
    const session = await signIn('phemius', passwordOf('phemius'));

    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'PUT', '/api/v1/me/', {
      bearer: session.access_token,
      json: { password: 'x', current_password: passwordOf('phemius') },
    });

    // Assert
    expect(answer).toEqual(tooShort);
    expect((await loginFrom(admin.runtime.url, FROM, 'phemius', passwordOf('phemius'))).status).toBe(200);
  });
});

/**
 * The finding 7 variant: the "not the user name" rule compared the password as typed, so the user name padded with
 * spaces passed it. The rule now sees through case, surrounding spaces and punctuation; the password itself is kept
 * as typed (Flask-AppBuilder keeps its spaces too).
 */
describe('the password policy against a padded user name', () => {
  const isUserName = {
    status: 400,
    retryAfter: null,
    body: { message: { password: ['Password must not be the user name.'] } },
  };

  it('[attack] refuses " victim1 " when victim1 changes their own password, and the old one still signs in', async () => {
    // Arrange
    await createUserViaApi(admin, 'victim1', [ROLE_IDS.Gamma]);
    const session = await signIn('victim1', passwordOf('victim1'));

    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'PUT', '/api/v1/me/', {
      bearer: session.access_token,
      json: { password: ' victim1 ', current_password: passwordOf('victim1') },
    });

    // Assert
    expect(answer).toEqual(isUserName);
    expect((await loginFrom(admin.runtime.url, FROM, 'victim1', passwordOf('victim1'))).status).toBe(200);
  });

  it.each([
    ['padtest', 'padtest '],
    ['padtest2', '  padtest2'],
  ])('[attack] refuses creating user %s with the password %j', async (username, password) => {
    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'POST', '/api/v1/security/users/', {
      bearer: admin.token,
      json: userBody(username, [ROLE_IDS.Gamma], { password }),
    });

    // Assert
    expect(answer).toEqual(isUserName);
    expect((await loginFrom(admin.runtime.url, FROM, username, password)).status).toBe(401);
  });

  it('creates a user whose password has spaces around something else, and only that password as typed signs in (control)', async () => {
    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'POST', '/api/v1/security/users/', {
      bearer: admin.token,
      json: userBody('padtest3', [ROLE_IDS.Gamma], { password: ' wine-dark-sea ' }),
    });

    // Assert
    expect({
      status: answer.status,
      typed: (await loginFrom(admin.runtime.url, FROM, 'padtest3', ' wine-dark-sea ')).status,
      trimmed: (await loginFrom(admin.runtime.url, FROM, 'padtest3', 'wine-dark-sea')).status,
    }).toEqual({ status: 201, typed: 200, trimmed: 401 });
  });
});

/**
 * The re-probe of finding 7: the rule compared case-folded, trimmed text, so the user name behind zero-width spaces,
 * a dotted capital I (`İ` lower-cases to `i` and a combining dot) and passwords holding the user name passed it.
 * Both sides are now folded as people type (NFKC, invisible characters dropped, case folded, marks stripped) and a
 * password containing a user name of 3 or more characters is refused.
 */
describe('the password policy against the user name in disguise', () => {
  const refusal = (...problems: string[]) => ({
    status: 400,
    retryAfter: null,
    body: { message: { password: problems } },
  });
  const IS_NAME = 'Password must not be the user name.';
  const HOLDS_NAME = 'Password must not contain the user name.';
  /** victim, created by the first case that needs it. */
  let victimId: Promise<number> | undefined;
  const victim = (): Promise<number> => (victimId ??= createUserViaApi(admin, 'victim', [ROLE_IDS.Gamma]));

  it.each([
    ['victim\u200b\u200b', ['Password must be at least 8 characters long.', IS_NAME]],
    ['VİCTIM  ', [IS_NAME]],
    ['victim12', [HOLDS_NAME]],
    ['Victim123', [HOLDS_NAME]],
    ['xvictimx', [HOLDS_NAME]],
  ])(
    '[attack] refuses an Admin reset of victim to %j, and the old password still signs in',
    async (password, problems) => {
      // Arrange
      const id = await victim();

      // Act
      const answer = await callFrom(admin.runtime.url, FROM, 'PUT', `/api/v1/security/users/${id}`, {
        bearer: admin.token,
        json: { password },
      });

      // Assert
      expect(answer).toEqual(refusal(...problems));
      expect((await loginFrom(admin.runtime.url, FROM, 'victim', passwordOf('victim'))).status).toBe(200);
    },
  );

  it('[attack] refuses creating a user whose password holds the user name', async () => {
    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'POST', '/api/v1/security/users/', {
      bearer: admin.token,
      json: userBody('mentes', [ROLE_IDS.Gamma], { password: 'Mentes-2026!' }),
    });

    // Assert
    expect(answer).toEqual(refusal(HOLDS_NAME));
  });

  it('[attack] refuses the user name with zero-width spaces when users change their own password', async () => {
    // Arrange
    await createUserViaApi(admin, 'dolius', [ROLE_IDS.Gamma]);
    const session = await signIn('dolius', passwordOf('dolius'));

    // Act
    const answer = await callFrom(admin.runtime.url, FROM, 'PUT', '/api/v1/me/', {
      bearer: session.access_token,
      json: { password: 'DOLIUS\u200b!!', current_password: passwordOf('dolius') },
    });

    // Assert
    expect(answer).toEqual(refusal(IS_NAME));
  });
});
