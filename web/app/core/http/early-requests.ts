/**
 * What a screen is sure to need, started by an inline script of the page itself (root.tsx) before the app's code has
 * downloaded: the screen's first GET requests, and its route modules' code. The API client takes each answer once, for
 * the same path and token, within a few seconds; one not taken is simply dropped. The code is only fetched early: the
 * router runs it when it would have anyway.
 */
const EARLY_ANSWER_TTL_MS = 10_000;

/** Where the page's inline script leaves the requests it started, for the API client to take. */
const REGISTRY = '__skysetEarlyGets';

/** Stands for a screen's key in its early paths (`encodeURIComponent` leaves it as it is). */
export const SCREEN_KEY = '__key__';

/** The GETs and the code one screen needs first, by the URL path that opens it. */
export interface EarlyScreen {
  /** Source of a RegExp matched against the page's path; its first group is the screen's key (an id or slug). */
  pathPattern: string;
  /** First groups that name another screen (`p` of `/superset/dashboard/p/{key}/`). */
  notKeys: readonly string[];
  /** API paths to GET, {@link SCREEN_KEY} standing for the key, URI-encoded as the screen's own requests encode it. */
  paths: readonly string[];
  /** Ids of the routes (routes.ts) the screen renders, whose modules, imports and styles are fetched early. */
  routeIds: readonly string[];
}

/** What the page's script reads and writes: the browser's own, replaced in tests. */
export interface EarlyEnvironment {
  storage: Pick<Storage, 'getItem'>;
  pathname: string;
  fetch: typeof fetch;
  global: Record<string, unknown>;
  document: Pick<Document, 'querySelector' | 'createElement' | 'head'>;
  importModule: (url: string) => Promise<unknown>;
}

export interface EarlyPlan {
  storageKey: string;
  screenKey: string;
  registry: string;
  /** The global React Router's build manifest sets (its module is the page's first `modulepreload`). */
  manifestGlobal: string;
  screens: readonly EarlyScreen[];
}

/** One early GET as the registry holds it: the token it was sent with, when, and its answer. */
interface EarlyAnswer {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

interface RouteManifest {
  routes?: Record<string, { module?: string; imports?: string[]; css?: string[] } | undefined>;
}

/**
 * Starts the early GETs of the screen the page's path opens, with the stored access token, and fetches its routes'
 * code. It runs as the page's inline script, from its source text: it must refer to nothing outside itself. A stored
 * entry it cannot read starts nothing (the app then signs the visitor in as usual), and nothing it fails at breaks the
 * page: the screen then asks for its data and code itself.
 */
export function startEarlyRequests(plan: EarlyPlan, environment?: EarlyEnvironment): void {
  try {
    const env: EarlyEnvironment = environment ?? {
      storage: window.localStorage,
      pathname: window.location.pathname,
      fetch: window.fetch.bind(window),
      global: window as unknown as Record<string, unknown>,
      document,
      importModule: (url) => import(/* @vite-ignore */ url),
    };
    const stored = JSON.parse(env.storage.getItem(plan.storageKey) ?? 'null') as { access_token?: unknown } | null;
    const token = stored && typeof stored.access_token === 'string' ? stored.access_token : '';
    if (!token) return;
    const started: Record<string, EarlyAnswer> = {};
    const routeIds: string[] = [];
    for (const screen of plan.screens) {
      const match = new RegExp(screen.pathPattern).exec(env.pathname);
      if (!match?.[1] || screen.notKeys.includes(match[1])) continue;
      const key = encodeURIComponent(decodeURIComponent(match[1]));
      for (const template of screen.paths) {
        const path = template.split(plan.screenKey).join(key);
        const response = env.fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
        // Nobody may take it: its failure must not surface as an unhandled rejection.
        response.catch(() => undefined);
        started[path] = { token, startedAt: Date.now(), response };
      }
      routeIds.push(...screen.routeIds);
    }
    env.global[plan.registry] = { ...(env.global[plan.registry] as object | undefined), ...started };
    const manifest = env.document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][href*="/manifest-"]');
    if (!manifest || routeIds.length === 0) return;
    env
      .importModule(manifest.href)
      .then(() => {
        const routes = (env.global[plan.manifestGlobal] as RouteManifest | undefined)?.routes ?? {};
        const preload = (href: string, rel: string, as?: string) => {
          const link = env.document.createElement('link');
          link.rel = rel;
          if (as) link.as = as;
          link.href = href;
          env.document.head.append(link);
        };
        for (const id of routeIds) {
          const route = routes[id];
          for (const href of [route?.module ?? '', ...(route?.imports ?? [])]) if (href) preload(href, 'modulepreload');
          for (const href of route?.css ?? []) preload(href, 'preload', 'style');
        }
      })
      .catch(() => undefined);
  } catch {
    // A malformed stored entry or path: the screen asks for its data and code itself.
  }
}

/** What {@link startEarlyRequests} starts: the screens given, with the tokens `storageKey` holds. */
export const earlyRequestsPlan = (storageKey: string, screens: readonly EarlyScreen[]): EarlyPlan => ({
  storageKey,
  screenKey: SCREEN_KEY,
  registry: REGISTRY,
  manifestGlobal: '__reactRouterManifest',
  screens,
});

/** The page's inline script: {@link startEarlyRequests} of the plan, from the function's own source. */
export const earlyRequestsScript = (plan: EarlyPlan): string =>
  `(${startEarlyRequests.toString()})(${JSON.stringify(plan).replace(/</g, '\\u003c')});`;

/** The answer of an early GET of `path` sent with `token`, taken once; undefined when there is none to take. */
export function takeEarlyGet(
  path: string,
  token: string,
  global: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): Promise<Response> | undefined {
  const registry = global[REGISTRY] as Record<string, EarlyAnswer> | undefined;
  const early = registry?.[path];
  if (!early) return undefined;
  delete registry[path];
  return early.token === token && Date.now() - early.startedAt < EARLY_ANSWER_TTL_MS ? early.response : undefined;
}
