import { once } from '../../lib/once.ts';
import { WARM_ITEM_SECONDS } from '../../lib/warm-items.ts';
import type { ComputedResult } from '../results/schema.ts';

/** A cached query result as this process stored or read it. */
export interface RecentResult {
  cachedAt: string;
  result: ComputedResult;
}

interface Entry {
  cached: RecentResult;
  /** Epoch ms after which the entry is not answered: its warm life, or the cache entry's own expiry if sooner. */
  until: number;
  bytes: number;
}

/** The most memory recent results may hold (estimated), so a warm function's heap stays well within its size. */
export const RECENT_RESULTS_MAX_BYTES = 32 * 2 ** 20;

/** A rough size in memory of a result: its cells at a few dozen bytes each, plus its SQL. */
const estimatedBytes = (result: ComputedResult): number =>
  1024 + result.query.length + result.data.length * Math.max(1, result.colnames.length) * 48;

/** The result and its rows made read-only: the answer of one request must not change the next one's. */
export function frozenResult(result: ComputedResult): ComputedResult {
  if (Object.isFrozen(result)) return result;
  for (const row of result.data) Object.freeze(row);
  Object.freeze(result.data);
  return Object.freeze(result);
}

/**
 * Query results this warm function cached or read from the cache within the last {@link WARM_ITEM_SECONDS}, so a
 * chart that several requests ask for at once (a dashboard opened by many viewers) is answered without reading
 * the cache's metadata and blob, or parsing the blob, again. Keyed by tenant and cache key; a forced run replaces
 * its entry. Another function's forced run of the same query is seen within that time; the oldest entries are
 * dropped first once the estimated size passes `maxBytes`.
 */
export class RecentResults {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The result of a cache key still live at `nowMs` (the cache's clock), or undefined. */
  get(tenant: string, cacheKey: string, nowMs: number): RecentResult | undefined {
    const entry = this.entries.get(`${tenant}/${cacheKey}`);
    return entry && entry.until > nowMs ? entry.cached : undefined;
  }

  /**
   * Keeps a result, stored or read at `nowMs`, that the cache answers until `expiresAtMs` (undefined: until it is
   * dropped), for at most the warm life.
   */
  set(
    tenant: string,
    cacheKey: string,
    cached: RecentResult,
    timing: { nowMs: number; expiresAtMs: number | undefined },
  ): void {
    const key = `${tenant}/${cacheKey}`;
    this.drop(key);
    const until = Math.min(timing.nowMs + WARM_ITEM_SECONDS * 1000, timing.expiresAtMs ?? Number.POSITIVE_INFINITY);
    const bytes = estimatedBytes(cached.result);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { cached: { cachedAt: cached.cachedAt, result: frozenResult(cached.result) }, until, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && entry.until > timing.nowMs) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** The process's recent results. */
export const recentResults = once(() => new RecentResults(RECENT_RESULTS_MAX_BYTES));
