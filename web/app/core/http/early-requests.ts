/**
 * GET requests a screen is sure to make, started by an inline script of the page itself (root.tsx), before the app's
 * code has even downloaded, so their answers are on their way when the screen's loader asks. The API client takes each
 * one once, for the same path and token, within a few seconds; one not taken is simply dropped.
 */
const EARLY_ANSWER_TTL_MS = 10_000;

/** Where the page's inline script leaves the requests it started, for the API client to take. */
const REGISTRY = '__skysetEarlyGets';

/** Stands for a screen's key in its early paths (`encodeURIComponent` leaves it as it is). */
export const SCREEN_KEY = '__key__';

/** The GETs one screen makes first, by the URL path that opens it. */
export interface EarlyScreen {
  /** Source of a RegExp matched against the page's path; its first group is the screen's key (an id or slug). */
  pathPattern: string;
  /** First groups that name another screen (`p` of `/superset/dashboard/p/{key}/`). */
  notKeys: readonly string[];
  /** API paths to GET, {@link SCREEN_KEY} standing for the key, URI-encoded as the screen's own requests encode it. */
  paths: readonly string[];
}

interface EarlyRequest {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

type EarlyRegistry = Record<string, EarlyRequest>;

/** What the page's script reads and writes: the browser's own, replaced in tests. */
export interface EarlyGetsEnvironment {
  storage: Pick<Storage, 'getItem'>;
  pathname: string;
  fetch: typeof fetch;
  global: Record<string, unknown>;
}

export interface EarlyGetsPlan {
  storageKey: string;
  screenKey: string;
  registry: string;
  screens: readonly EarlyScreen[];
}

/**
 * Starts the early GETs of the screen the page's path opens, with the stored access token. It runs as the page's inline
 * script, from its source text: it must refer to nothing outside itself, and a stored entry it cannot read starts
 * nothing (the app then signs the visitor in as usual).
 */
export function startEarlyGets(plan: EarlyGetsPlan, environment?: EarlyGetsEnvironment): void {
  try {
    const env = environment ?? { storage: window.localStorage, pathname: window.location.pathname, fetch: window.fetch.bind(window), global: window as unknown as Record<string, unknown> };
    const stored = JSON.parse(env.storage.getItem(plan.storageKey) ?? 'null') as { access_token?: unknown } | null;
    const token = stored && typeof stored.access_token === 'string' ? stored.access_token : '';
    if (!token) return;
    const started: Record<string, { token: string; startedAt: number; response: Promise<Response> }> = {};
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
    }
    env.global[plan.registry] = { ...(env.global[plan.registry] as object | undefined), ...started };
  } catch {
    // A malformed stored entry or path: the screen asks for its data itself.
  }
}

/** What {@link startEarlyGets} starts: the screens given, with the tokens `storageKey` holds. */
export const earlyGetsPlan = (storageKey: string, screens: readonly EarlyScreen[]): EarlyGetsPlan => ({ storageKey, screenKey: SCREEN_KEY, registry: REGISTRY, screens });

/** The page's inline script: {@link startEarlyGets} of the plan, from the function's own source. */
export const earlyGetsScript = (plan: EarlyGetsPlan): string => `(${startEarlyGets.toString()})(${JSON.stringify(plan).replace(/</g, '\\u003c')});`;

/** The answer of an early GET of `path` sent with `token`, taken once; undefined when there is none to take. */
export function takeEarlyGet(path: string, token: string, global: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): Promise<Response> | undefined {
  const registry = global[REGISTRY] as EarlyRegistry | undefined;
  const early = registry?.[path];
  if (!early) return undefined;
  delete registry[path];
  return early.token === token && Date.now() - early.startedAt < EARLY_ANSWER_TTL_MS ? early.response : undefined;
}
