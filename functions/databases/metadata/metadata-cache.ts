interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * Database metadata cached in memory per process (one Lambda container, or the local runtime), for a few seconds:
 * SQL Lab asks for the same schemas and tables on every tab switch, and chart queries read the same database
 * record on every request. `force` reads afresh and replaces the entry;
 * a failed read is never kept. Keys begin with the tenant and database so one database's entries can be dropped.
 */
export class MetadataCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached value of `key`, or the value `read` answers (then cached for `ttlSeconds`; 0 caches nothing). */
  async get<T>(key: string, ttlSeconds: number, force: boolean, read: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (!force && cached && cached.expiresAt > this.now()) return cached.value as Promise<T>;
    const value = read();
    if (ttlSeconds <= 0) return value;
    const entry = { expiresAt: this.now() + ttlSeconds * 1000, value };
    this.entries.set(key, entry);
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  /** Forgets every entry of one database (it was changed or deleted). */
  forget(tenant: string, databaseId: number): void {
    const prefix = metadataKey(tenant, databaseId, '');
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** The cache key of one metadata read of a database. */
export function metadataKey(tenant: string, databaseId: number, ...parts: (string | undefined)[]): string {
  return [tenant, String(databaseId), ...parts.map((part) => part ?? '')].map(encodeURIComponent).join('/');
}

/** The process's metadata cache. */
export const metadataCache = new MetadataCache();
