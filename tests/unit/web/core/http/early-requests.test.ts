import { describe, expect, it, vi } from 'vitest';
import {
  type EarlyEnvironment,
  earlyRequestsPlan,
  earlyRequestsScript,
  startEarlyRequests,
  takeEarlyGet,
} from '../../../../../web/app/core/http/early-requests.ts';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { DASHBOARD_EARLY_REQUESTS } from '../../../../../web/app/features/dashboard/early-requests.ts';
import routes from '../../../../../web/app/routes.ts';

const PLAN = earlyRequestsPlan(AUTH_STORAGE_KEY, [DASHBOARD_EARLY_REQUESTS]);
const MANIFEST = {
  routes: {
    'routes/app-layout': {
      module: '/assets/app-layout.js',
      imports: ['/assets/shared.js'],
      css: ['/assets/app-layout.css'],
    },
    'routes/dashboard': {
      module: '/assets/dashboard.js',
      imports: ['/assets/shared.js', '/assets/dashboard-parts.js'],
      css: [],
    },
    'routes/explore': { module: '/assets/explore.js', imports: [], css: [] },
  },
};

/**
 * A page at `pathname` whose storage holds `stored` under the tokens' key, with React Router's manifest linked as the
 * built page links it: what its first script sends, leaves and adds to the document.
 */
function page(
  pathname: string,
  stored: string | null = JSON.stringify({ access_token: 'token-1', refresh_token: 'refresh-1' }),
) {
  const send = vi.fn(async () => new Response('{}'));
  const global: Record<string, unknown> = {};
  const added: string[] = [];
  const importModule = vi.fn(async () => void (global['__reactRouterManifest'] = MANIFEST));
  const document = {
    querySelector: (selector: string) =>
      selector.includes('/manifest-') ? { href: 'http://app/assets/manifest-1.js' } : null,
    createElement: () => ({}) as Record<string, string>,
    head: {
      append: (link: Record<string, string>) =>
        void added.push([link.rel, link.as, link.href].filter(Boolean).join(' ')),
    },
  } as unknown as EarlyEnvironment['document'];
  const env: EarlyEnvironment = {
    storage: { getItem: (key) => (key === AUTH_STORAGE_KEY ? stored : null) },
    pathname,
    fetch: send,
    global,
    document,
    importModule,
  };
  return { env, send, global, added, importModule };
}

const sentPaths = (send: ReturnType<typeof page>['send']) => send.mock.calls.map((call) => (call as unknown[])[0]);

describe("the page's first script", () => {
  it("asks for a dashboard's data, its user, roles and theme with the stored token before the app has loaded", () => {
    // Arrange
    const { env, send } = page('/superset/dashboard/sales%20board/');

    // Act
    startEarlyRequests(PLAN, env);

    // Assert
    expect(sentPaths(send)).toEqual([
      '/api/v1/dashboard/sales%20board',
      '/api/v1/dashboard/sales%20board/charts',
      '/api/v1/dashboard/sales%20board/datasets',
      '/api/v1/me/',
      '/api/v1/me/roles/',
      '/api/v1/theme/system',
    ]);
    const [, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it("fetches the dashboard routes' code and styles named by the router's manifest", async () => {
    // Arrange
    const { env, added, importModule } = page('/superset/dashboard/7/');

    // Act
    startEarlyRequests(PLAN, env);
    await vi.waitFor(() => expect(added.length).toBeGreaterThan(0));

    // Assert
    expect(importModule).toHaveBeenCalledWith('http://app/assets/manifest-1.js');
    expect(added).toEqual([
      'modulepreload /assets/app-layout.js',
      'modulepreload /assets/shared.js',
      'preload style /assets/app-layout.css',
      'modulepreload /assets/dashboard.js',
      'modulepreload /assets/shared.js',
      'modulepreload /assets/dashboard-parts.js',
    ]);
  });

  it('names routes the app has', () => {
    // Arrange
    const ids = (function collect(entries: readonly { id?: string; file: string; children?: unknown[] }[]): string[] {
      return entries.flatMap((entry) => [
        entry.id ?? entry.file.replace(/\.tsx$/, ''),
        ...collect((entry.children ?? []) as never),
      ]);
    })(routes);

    // Act / Assert
    expect(ids).toEqual(expect.arrayContaining([...DASHBOARD_EARLY_REQUESTS.routeIds]));
  });

  it.each([
    ['a permalink', '/superset/dashboard/p/abc/', undefined],
    ['another screen', '/chart/list/', undefined],
    ['a visitor who is not signed in', '/superset/dashboard/1/', null],
    ['a hand-edited token entry', '/superset/dashboard/1/', '{not json'],
    ['a malformed address', '/superset/dashboard/%E0%A4%A/', undefined],
  ])('asks for nothing on %s', (_case, pathname, stored) => {
    // Arrange
    const { env, send, importModule } = page(pathname, stored);

    // Act
    startEarlyRequests(PLAN, env);

    // Assert
    expect([send.mock.calls.length, importModule.mock.calls.length]).toEqual([0, 0]);
  });

  it('hands each answer to the app once, and only for the token it was sent with', () => {
    // Arrange
    const { env, global } = page('/superset/dashboard/7/');
    startEarlyRequests(PLAN, env);

    // Act
    const taken = [
      takeEarlyGet('/api/v1/dashboard/7', 'token-1', global),
      takeEarlyGet('/api/v1/dashboard/7', 'token-1', global),
      takeEarlyGet('/api/v1/me/', 'token-2', global),
    ];

    // Assert
    expect(taken.map((answer) => answer !== undefined)).toEqual([true, false, false]);
  });

  it('runs from its own source text, as the page runs it', () => {
    // Arrange
    const { env, send, global } = page('/superset/dashboard/7/');
    const script = earlyRequestsScript(PLAN);

    // Act: the script's call, with the page's environment passed in place of the browser's.
    new Function('environment', script.replace(/\);$/, ', environment);'))(env);

    // Assert
    expect([sentPaths(send).length, Object.keys(global['__skysetEarlyGets'] as object)]).toEqual([6, sentPaths(send)]);
    expect(script).not.toContain('<');
  });
});
