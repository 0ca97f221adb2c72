/** Superset's cache timeout that means "do not cache this chart" (Explore: "Set to -1 to bypass the cache"). */
export const NO_CACHE = -1;

/** Seconds a stored result stays fetchable after its cache entry expires, so a client told `done` can still read it. */
export const FETCH_GRACE_SECONDS = 600;

/** Where the timeout may come from, most specific first. */
export interface CacheTimeoutSources {
  /** The request's `custom_cache_timeout`. */
  custom: number | null | undefined;
  dataset: number | null | undefined;
  database: number | null | undefined;
  /** Config CACHE_DEFAULT_TIMEOUT. */
  fallback: number;
}

/**
 * Superset's cache timeout: the first of custom, dataset and database timeouts that is set; a resolved 0
 * falls back to the configured default (Superset tests the value's truth). -1 means no caching at all;
 * a configured default of 0 means entries never expire (Flask-Caching's convention).
 */
export function resolveCacheTimeout(sources: CacheTimeoutSources): number {
  const chosen = [sources.custom, sources.dataset, sources.database].find(
    (value) => value !== null && value !== undefined,
  );
  return chosen ? chosen : sources.fallback;
}

/** Epoch seconds when an entry cached at `nowMs` stops answering cache hits; undefined when it never expires. */
export function cacheExpiry(timeoutSeconds: number, nowMs: number): number | undefined {
  if (timeoutSeconds === 0) return undefined;
  return Math.floor(nowMs / 1000) + timeoutSeconds;
}

/** The longest result reuse Athena accepts (7 days). */
const ATHENA_MAX_REUSE_MINUTES = 10_080;

/**
 * How old an Athena result of the same SQL may be to answer again: as long as the chart cache would keep it
 * (whole minutes), none when forced or uncached, and at most Athena's limit for a cache that never expires.
 */
export function resultReuseMinutes(timeoutSeconds: number, force: boolean): number {
  if (force || timeoutSeconds === NO_CACHE) return 0;
  if (timeoutSeconds === 0) return ATHENA_MAX_REUSE_MINUTES;
  return Math.min(ATHENA_MAX_REUSE_MINUTES, Math.floor(timeoutSeconds / 60));
}
