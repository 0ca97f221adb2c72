import { WarmCache } from '../../lib/warm-cache.ts';

/**
 * Database metadata cached in memory per process (one Lambda container, or the local runtime), for a few seconds:
 * SQL Lab asks for the same schemas and tables on every tab switch. `force` reads afresh and replaces the entry;
 * a failed read is never kept. Keys begin with the tenant and database so one database's entries can be dropped.
 */
export class MetadataCache {
  private readonly cache: WarmCache;

  constructor(now: () => number = Date.now) {
    this.cache = new WarmCache(now);
  }

  /** The cached value of `key`, or the value `read` answers (then cached for `ttlSeconds`; 0 caches nothing). */
  get<T>(key: string, ttlSeconds: number, force: boolean, read: () => Promise<T>): Promise<T> {
    return this.cache.get(key, ttlSeconds, read, { force });
  }

  /** Forgets every entry of one database (it was changed or deleted). */
  forget(tenant: string, databaseId: number): void {
    this.cache.forgetPrefix(metadataKey(tenant, databaseId, ''));
  }
}

/** The cache key of one metadata read of a database. */
export function metadataKey(tenant: string, databaseId: number, ...parts: (string | undefined)[]): string {
  return [tenant, String(databaseId), ...parts.map((part) => part ?? '')].map(encodeURIComponent).join('/');
}

/** The process's metadata cache. */
export const metadataCache = new MetadataCache();
