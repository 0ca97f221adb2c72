import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';

let runtime: TestRuntime;
const api = (path: string, init: RequestInit = {}) => fetch(`${runtime.url}${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  runtime = await startTestRuntime();
});

afterAll(async () => {
  await runtime?.dispose();
});

describe('POST /api/v1/security/login', () => {
  it('answers both tokens when refresh is asked for', async () => {
    // Act
    const tokens = await login(runtime.url);

    // Assert
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token']);
  });

  it('answers only the access token otherwise', async () => {
    // Act
    const response = await api('/api/v1/security/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
    });

    // Assert
    expect(Object.keys((await response.json()) as object)).toEqual(['access_token']);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'nope', provider: 'db' }],
    ['an unknown user', { username: 'ghost', password: 'admin', provider: 'db' }],
  ])('refuses %s without saying which part was wrong', async (_case, body) => {
    // Act
    const response = await api('/api/v1/security/login', { method: 'POST', body: JSON.stringify(body) });

    // Assert
    expect([response.status, await response.json()]).toEqual([401, { message: 'Not authorized' }]);
  });

  it('refuses malformed JSON with 400', async () => {
    // Act
    const response = await api('/api/v1/security/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });

    // Assert
    expect([response.status, await response.json()]).toEqual([400, { message: 'Request is not JSON' }]);
  });

  it('names missing fields', async () => {
    // Act
    const response = await api('/api/v1/security/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin' }),
    });

    // Assert
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: { password: [expect.any(String)] } });
  });
});

describe('tokens', () => {
  it('refreshes an access token with the refresh token', async () => {
    // Arrange
    const { refresh_token } = await login(runtime.url);

    // Act
    const refreshed = await api('/api/v1/security/refresh', { method: 'POST', headers: bearer(refresh_token) });
    const { access_token } = (await refreshed.json()) as { access_token: string };
    const me = await api('/api/v1/me/', { headers: bearer(access_token) });

    // Assert
    expect([refreshed.status, me.status]).toEqual([200, 200]);
  });

  it('does not accept a refresh token as an access token, nor the reverse', async () => {
    // Arrange
    const { access_token, refresh_token } = await login(runtime.url);

    // Act
    const me = await api('/api/v1/me/', { headers: bearer(refresh_token) });
    const refreshed = await api('/api/v1/security/refresh', { method: 'POST', headers: bearer(access_token) });

    // Assert
    expect([me.status, refreshed.status]).toEqual([401, 401]);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', bearer('not.a.jwt')],
  ])('answers 401 in the error shape for %s', async (_case, headers) => {
    // Act
    const response = await api('/api/v1/me/', { headers });

    // Assert
    expect([response.status, await response.json()]).toEqual([401, { message: 'Unauthorized' }]);
  });

  it('answers 401 for an expired token signed with the right key', async () => {
    // Arrange
    const key = createPrivateKey(await readFile(join(runtime.dataDir, 'keys', 'jwt-es256.pem'), 'utf8'));
    const expired = await new SignJWT({ username: 'admin', tenant: 'default', roles: ['Admin'], token_use: 'access' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('1')
      .setIssuer('skyset-local')
      .setAudience('skyset')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);

    // Act
    const response = await api('/api/v1/me/', { headers: bearer(expired) });

    // Assert
    expect(response.status).toBe(401);
  });
});

describe('the current user', () => {
  it('GET /api/v1/me/ answers the user in Superset shape', async () => {
    // Arrange
    const { access_token } = await login(runtime.url);

    // Act
    const response = await api('/api/v1/me/', { headers: bearer(access_token) });

    // Assert
    expect(await response.json()).toEqual({
      result: {
        id: 1,
        username: 'admin',
        first_name: 'Admin',
        last_name: 'User',
        email: 'admin@skyset.local',
        is_active: true,
        is_anonymous: false,
        created_on: expect.any(String),
        changed_on: expect.any(String),
        login_count: expect.any(Number),
        last_login: expect.any(String),
      },
    });
  });

  it('GET /api/v1/me/roles/ maps role names to permission pairs', async () => {
    // Arrange
    const { access_token } = await login(runtime.url);

    // Act
    const body = (await (await api('/api/v1/me/roles/', { headers: bearer(access_token) })).json()) as {
      result: { roles: Record<string, [string, string][]>; permissions: unknown };
    };

    // Assert
    expect(Object.keys(body.result.roles)).toEqual(['Admin']);
    expect(body.result.roles.Admin).toEqual(
      expect.arrayContaining([
        ['can_read', 'Chart'],
        ['can_write', 'Dashboard'],
        ['can_sqllab', 'Superset'],
      ]),
    );
    expect(body.result.permissions).toEqual({ datasource_access: [], database_access: [], schema_access: [] });
  });
});

describe('the gateway', () => {
  it('answers GET /health with 200 OK', async () => {
    // Act
    const response = await api('/health');

    // Assert
    expect([response.status, await response.text()]).toEqual([200, 'OK']);
  });

  it.each([
    ['an unknown API route', '/api/v1/nothing', 'GET', 404, 'Not Found'],
    ['a wrong method', '/api/v1/me/', 'DELETE', 405, 'Method Not Allowed'],
  ])('answers %s in JSON', async (_case, path, method, status, message) => {
    // Act
    const response = await api(path, { method });

    // Assert
    expect([response.status, await response.json()]).toEqual([status, { message }]);
  });

  it('refuses a body over 10 MB with 413', async () => {
    // Act
    const response = await api('/api/v1/security/login', { method: 'POST', body: 'x'.repeat(10 * 1024 * 1024 + 1) });

    // Assert
    expect([response.status, await response.json()]).toEqual([413, { message: 'Request Entity Too Large' }]);
  });
});
