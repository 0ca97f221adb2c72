import { describe, expect, it, vi } from 'vitest';
import { earlyGetsPlan, earlyGetsScript, startEarlyGets, takeEarlyGet } from '../../../../../web/app/core/http/early-requests.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { DASHBOARD_EARLY_REQUESTS } from '../../../../../web/app/features/dashboard/early-requests.ts';

const PLAN = earlyGetsPlan(AUTH_STORAGE_KEY, [DASHBOARD_EARLY_REQUESTS]);

/** A page at `pathname` whose storage holds `stored` under the tokens' key: what its first script sends and leaves. */
function page(pathname: string, stored: string | null = JSON.stringify({ access_token: 'token-1', refresh_token: 'refresh-1' })) {
  const send = vi.fn(async () => new Response('{}'));
  const global: Record<string, unknown> = {};
  return { env: { storage: { getItem: (key: string) => (key === AUTH_STORAGE_KEY ? stored : null) }, pathname, fetch: send, global }, send, global };
}

const sentPaths = (send: ReturnType<typeof page>['send']) => send.mock.calls.map((call) => (call as unknown[])[0]);

describe("the page's first script", () => {
  it("asks for a dashboard's data, its user and roles with the stored token before the app has loaded", () => {
    // Arrange
    const { env, send } = page('/superset/dashboard/sales%20board/');

    // Act
    startEarlyGets(PLAN, env);

    // Assert
    expect(sentPaths(send)).toEqual([
      '/api/v1/dashboard/sales%20board',
      '/api/v1/dashboard/sales%20board/charts',
      '/api/v1/dashboard/sales%20board/datasets',
      '/api/v1/me/',
      '/api/v1/me/roles/',
    ]);
    const [, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it.each([
    ['a permalink', '/superset/dashboard/p/abc/', undefined],
    ['another screen', '/chart/list/', undefined],
    ['a visitor who is not signed in', '/superset/dashboard/1/', null],
    ['a hand-edited token entry', '/superset/dashboard/1/', '{not json'],
    ['a malformed address', '/superset/dashboard/%E0%A4%A/', undefined],
  ])('asks for nothing on %s', (_case, pathname, stored) => {
    // Arrange
    const { env, send } = page(pathname, stored);

    // Act
    startEarlyGets(PLAN, env);

    // Assert
    expect(send).not.toHaveBeenCalled();
  });

  it('hands each answer to the app once, and only for the token it was sent with', async () => {
    // Arrange
    const { env, global } = page('/superset/dashboard/7/');
    startEarlyGets(PLAN, env);

    // Act
    const taken = [takeEarlyGet('/api/v1/dashboard/7', 'token-1', global), takeEarlyGet('/api/v1/dashboard/7', 'token-1', global), takeEarlyGet('/api/v1/me/', 'token-2', global)];

    // Assert
    expect(taken.map((answer) => answer !== undefined)).toEqual([true, false, false]);
  });

  it('runs from its own source text, as the page runs it', () => {
    // Arrange
    const { env, send, global } = page('/superset/dashboard/7/');
    const script = earlyGetsScript(PLAN);

    // Act: the script's call, with the page's environment passed in place of the browser's.
    new Function('environment', script.replace(/\);$/, ', environment);'))(env);

    // Assert
    expect([sentPaths(send).length, Object.keys(global['__skysetEarlyGets'] as object)]).toEqual([5, sentPaths(send)]);
    expect(script).not.toContain('<');
  });
});
