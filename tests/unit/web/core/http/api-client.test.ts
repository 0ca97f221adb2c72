import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '../../../../../web/app/core/http/api-error.ts';
import { SESSION_EXPIRED_MESSAGE, createApiClient, fileNameOf } from '../../../../../web/app/core/http/client.ts';
import {
  type EarlyEnvironment,
  earlyRequestsPlan,
  startEarlyRequests,
} from '../../../../../web/app/core/http/early-requests.ts';
import type { RefreshLock } from '../../../../../web/app/core/http/token-refresh.ts';
import { AUTH_STORAGE_KEY, createTokenStore, type TokenStore } from '../../../../../web/app/core/http/token-store.ts';

type Answer = { status: number; body?: unknown };

/** A client over a fake fetch that answers from `answers` in order, and the fakes to inspect; `lockOf` stands for other tabs. */
function setUp(
  answers: Answer[],
  tokens: object | null = { access_token: 'old-access', refresh_token: 'refresh-1' },
  lockOf?: (store: TokenStore) => RefreshLock,
) {
  const storage = new Map<string, string>();
  if (tokens !== null) storage.set(AUTH_STORAGE_KEY, JSON.stringify(tokens));
  const queue = [...answers];
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.shift();
    if (answer === undefined) throw new Error('unexpected request');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  const redirectToLogin = vi.fn();
  const store = createTokenStore(() => ({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  }));
  const refreshLock = lockOf?.(store);
  const client = createApiClient({
    fetch,
    tokens: store,
    currentPath: () => '/chart/list/?page=2',
    redirectToLogin,
    ...(refreshLock ? { refreshLock } : {}),
  });
  return { client, fetch, redirectToLogin, store };
}

/** `[url, method, Authorization]` of every request the fake fetch saw. */
function requestsOf(fetch: ReturnType<typeof setUp>['fetch']) {
  return fetch.mock.calls.map(([url, init]) => [
    url,
    init?.method ?? 'GET',
    new Headers(init?.headers).get('Authorization'),
  ]);
}

const Me = z.object({ result: z.object({ username: z.string() }) });

describe('apiFetch', () => {
  it('sends the bearer token and returns the validated answer', async () => {
    // Arrange
    const { client, fetch } = setUp([{ status: 200, body: { result: { username: 'admin' }, extra: 1 } }]);

    // Act
    const answer = await client.apiFetch('/api/v1/me/', { schema: Me });

    // Assert
    expect(answer).toEqual({ result: { username: 'admin' } });
    expect(requestsOf(fetch)).toEqual([['/api/v1/me/', 'GET', 'Bearer old-access']]);
  });

  it('sends a json body as JSON', async () => {
    // Arrange
    const { client, fetch } = setUp([{ status: 201, body: { id: 1 } }]);

    // Act
    await client.apiFetch('/api/v1/chart/', { method: 'POST', json: { slice_name: 'x' } });

    // Assert
    const init = fetch.mock.calls[0]?.[1];
    expect([new Headers(init?.headers).get('Content-Type'), init?.body]).toEqual([
      'application/json',
      '{"slice_name":"x"}',
    ]);
  });

  it('on 401 refreshes the token once and retries with the new one', async () => {
    // Arrange
    const { client, fetch, store } = setUp([
      { status: 401, body: { msg: 'Token has expired' } },
      { status: 200, body: { access_token: 'new-access' } },
      { status: 200, body: { result: { username: 'admin' } } },
    ]);

    // Act
    const answer = await client.apiFetch('/api/v1/me/', { schema: Me });

    // Assert
    expect(answer).toEqual({ result: { username: 'admin' } });
    expect(requestsOf(fetch)).toEqual([
      ['/api/v1/me/', 'GET', 'Bearer old-access'],
      ['/api/v1/security/refresh', 'POST', 'Bearer refresh-1'],
      ['/api/v1/me/', 'GET', 'Bearer new-access'],
    ]);
    expect(store.read()).toEqual({ access_token: 'new-access', refresh_token: 'refresh-1' });
  });

  it('keeps the refresh token the server answers, as the one it sent is spent', async () => {
    // Arrange
    const { client, store } = setUp([
      { status: 401 },
      { status: 200, body: { access_token: 'new-access', refresh_token: 'refresh-2' } },
      { status: 200, body: { result: { username: 'admin' } } },
    ]);

    // Act
    await client.apiFetch('/api/v1/me/', { schema: Me });

    // Assert
    expect(store.read()).toEqual({ access_token: 'new-access', refresh_token: 'refresh-2' });
  });

  it('refreshes inside the lock, and uses the tokens another tab stored meanwhile instead of spending the refresh token again', async () => {
    // Arrange
    const locked = vi.fn();
    const otherTabRefreshed =
      (store: TokenStore): RefreshLock =>
      async (work) => {
        locked();
        store.write({ access_token: 'tab-2-access', refresh_token: 'refresh-2' });
        return work();
      };
    const { client, fetch, store } = setUp(
      [{ status: 401 }, { status: 200, body: { result: { username: 'admin' } } }],
      undefined,
      otherTabRefreshed,
    );

    // Act
    const answer = await client.apiFetch('/api/v1/me/', { schema: Me });

    // Assert
    expect(answer).toEqual({ result: { username: 'admin' } });
    expect(requestsOf(fetch)).toEqual([
      ['/api/v1/me/', 'GET', 'Bearer old-access'],
      ['/api/v1/me/', 'GET', 'Bearer tab-2-access'],
    ]);
    expect([locked.mock.calls.length, store.read()]).toEqual([
      1,
      { access_token: 'tab-2-access', refresh_token: 'refresh-2' },
    ]);
  });

  it('shares one refresh between requests that fail together', async () => {
    // Arrange
    const { client, fetch } = setUp([
      { status: 401 },
      { status: 401 },
      { status: 200, body: { access_token: 'new-access' } },
      { status: 200, body: { n: 1 } },
      { status: 200, body: { n: 2 } },
    ]);

    // Act
    await Promise.all([client.apiFetch('/api/v1/a/'), client.apiFetch('/api/v1/b/')]);

    // Assert
    const refreshes = requestsOf(fetch).filter(([url]) => url === '/api/v1/security/refresh');
    expect(refreshes).toHaveLength(1);
  });

  it('when the refresh is refused, forgets the tokens and sends the user to log in again', async () => {
    // Arrange
    const { client, redirectToLogin, store } = setUp([
      { status: 401 },
      { status: 401, body: { msg: 'Token has expired' } },
    ]);

    // Act
    const failure = client.apiFetch('/api/v1/me/');

    // Assert
    await expect(failure).rejects.toMatchObject({ status: 401, messages: [SESSION_EXPIRED_MESSAGE] });
    expect(redirectToLogin.mock.calls).toEqual([['/login/?next=%2Fchart%2Flist%2F%3Fpage%3D2']]);
    expect(store.read()).toBeNull();
  });

  it('when the retry is still refused, forgets the tokens and sends the user to log in again', async () => {
    // Arrange
    const { client, fetch, redirectToLogin, store } = setUp([
      { status: 401 },
      { status: 200, body: { access_token: 'new-access' } },
      { status: 401 },
    ]);

    // Act
    const failure = client.apiFetch('/api/v1/me/');

    // Assert
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect([fetch.mock.calls.length, redirectToLogin.mock.calls.length, store.read()]).toEqual([3, 1, null]);
  });

  it('without a session sends nothing and goes to the login page', async () => {
    // Arrange
    const { client, fetch, redirectToLogin } = setUp([], null);

    // Act
    const failure = client.apiFetch('/api/v1/me/');

    // Assert
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
    expect(redirectToLogin.mock.calls).toEqual([['/login/?next=%2Fchart%2Flist%2F%3Fpage%3D2']]);
  });

  it('leaves a 401 of an anonymous call (the login form) to the caller', async () => {
    // Arrange
    const { client, fetch, redirectToLogin } = setUp(
      [{ status: 401, body: { message: 'Invalid login. Please try again.' } }],
      null,
    );

    // Act
    const failure = client.apiFetch('/api/v1/security/login', { method: 'POST', json: {}, anonymous: true });

    // Assert
    await expect(failure).rejects.toMatchObject({ status: 401, messages: ['Invalid login. Please try again.'] });
    expect([fetch.mock.calls.length, redirectToLogin.mock.calls.length]).toEqual([1, 0]);
  });

  it('turns an error answer into an ApiError with its status and messages', async () => {
    // Arrange
    const { client } = setUp([{ status: 404, body: { message: 'Not found' } }]);

    // Act
    const failure = client.apiFetch('/api/v1/chart/99');

    // Assert
    await expect(failure).rejects.toEqual(
      expect.objectContaining({ name: 'ApiError', status: 404, messages: ['Not found'] }),
    );
  });

  it('turns a network failure into an ApiError without a status', async () => {
    // Arrange
    const { client, fetch } = setUp([]);
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));

    // Act
    const failure = client.apiFetch('/api/v1/me/');

    // Assert
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });

  it('rejects an answer that does not match the schema', async () => {
    // Arrange
    const { client } = setUp([{ status: 200, body: { result: { username: 42 } } }]);

    // Act
    const failure = client.apiFetch('/api/v1/me/', { schema: Me });

    // Assert
    await expect(failure).rejects.toMatchObject({
      status: 0,
      messages: ['The server sent an answer this page does not understand.'],
    });
  });
});

describe('apiDownload', () => {
  it('returns the file with the name the server gave, after one refresh on 401', async () => {
    // Arrange
    const storage = new Map<string, string>([
      [AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'old', refresh_token: 'r' })],
    ]);
    const answers = [
      new Response(null, { status: 401 }),
      new Response(JSON.stringify({ access_token: 'new' }), { status: 200 }),
      new Response('a,b\n1,2\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename=20240131_235959.csv' },
      }),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    const tokens = createTokenStore(() => ({
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    }));
    const client = createApiClient({ fetch, tokens, currentPath: () => '/', redirectToLogin: vi.fn() });

    // Act
    const file = await client.apiDownload('/api/v1/chart/data', { method: 'POST', json: {} });

    // Assert
    expect([file.fileName, await file.blob.text(), fetch.mock.calls.length]).toEqual([
      '20240131_235959.csv',
      'a,b\n1,2\n',
      3,
    ]);
  });

  it.each([
    ['attachment; filename=20240131_235959.xlsx', '20240131_235959.xlsx'],
    ['attachment; filename="my chart.csv"', 'my chart.csv'],
    ["attachment; filename*=UTF-8''na%C3%AFve.csv", 'naïve.csv'],
    [null, null],
  ])('reads the file name of %j', (header, name) => {
    // Act / Assert
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('apiFetch with a GET started early', () => {
  /** What the page's first script does on a screen that asks for `paths`, signed in with `token`. */
  const startEarly = (paths: string[], token: string, send: typeof fetch) =>
    startEarlyRequests(
      earlyRequestsPlan(AUTH_STORAGE_KEY, [{ pathPattern: '^/(screen)$', notKeys: [], paths, routeIds: [] }]),
      {
        storage: { getItem: () => JSON.stringify({ access_token: token }) },
        pathname: '/screen',
        fetch: send,
        global: globalThis as unknown as Record<string, unknown>,
        // A page without the router's manifest: no code to fetch early.
        document: { querySelector: () => null } as unknown as EarlyEnvironment['document'],
        importModule: async () => undefined,
      },
    );
  const earlyAnswer = (username: string) =>
    vi.fn(async () => new Response(JSON.stringify({ result: { username } }), { status: 200 }));

  it('answers with the early answer once, then asks the server again', async () => {
    // Arrange
    const { client, fetch } = setUp([{ status: 200, body: { result: { username: 'again' } } }]);
    const early = earlyAnswer('early');
    startEarly(['/api/v1/early-once/'], 'old-access', early);

    // Act
    const answers = [
      await client.apiFetch('/api/v1/early-once/', { schema: Me }),
      await client.apiFetch('/api/v1/early-once/', { schema: Me }),
    ];

    // Assert
    expect(answers.map((answer) => answer.result.username)).toEqual(['early', 'again']);
    expect([early.mock.calls.length, requestsOf(fetch)]).toEqual([
      1,
      [['/api/v1/early-once/', 'GET', 'Bearer old-access']],
    ]);
  });

  it('leaves an early answer sent with another token, or to a request of another kind, untaken', async () => {
    // Arrange
    const { client, fetch } = setUp([
      { status: 200, body: { result: { username: 'server' } } },
      { status: 200, body: { result: { username: 'server' } } },
    ]);
    startEarly(['/api/v1/early-other-token/'], 'someone-else', earlyAnswer('early'));
    startEarly(['/api/v1/early-post/'], 'old-access', earlyAnswer('early'));

    // Act
    const byToken = await client.apiFetch('/api/v1/early-other-token/', { schema: Me });
    const byPost = await client.apiFetch('/api/v1/early-post/', { method: 'POST', json: {}, schema: Me });

    // Assert
    expect([byToken.result.username, byPost.result.username, fetch.mock.calls.length]).toEqual(['server', 'server', 2]);
  });
});
