interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const MIN_SWEEP_SIZE = 256;

/**
 * Values kept in memory by one warm function (one Lambda container, or the local runtime's process) for a few
 * seconds, so reads that every request repeats are made once. An entry holds the read's promise from the moment it
 * starts, so concurrent requests share one read and a `forget` issued after a write drops a read that raced it;
 * a failed read is never kept. Keys are the caller's: they must name the tenant.
 */
export class WarmCache {
  private readonly entries = new Map<string, Entry>();
  /** The size at which expired entries are next swept out, so a long-lived function holds only what it still uses. */
  private sweepAt = MIN_SWEEP_SIZE;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The value of `key` read within the last `ttlSeconds`, else the value `read` answers (then kept; 0 keeps nothing). */
  get<T>(key: string, ttlSeconds: number, read: () => Promise<T>, options: { force?: boolean } = {}): Promise<T> {
    const cached = this.entries.get(key);
    if (!options.force && cached && cached.expiresAt > this.now()) return cached.value as Promise<T>;
    const value = read();
    if (ttlSeconds <= 0) return value;
    const entry = { expiresAt: this.now() + ttlSeconds * 1000, value };
    this.entries.set(key, entry);
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    if (this.entries.size >= this.sweepAt) this.sweep();
    return value;
  }

  /** Forgets one key (its value was written or deleted). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every key that begins with `prefix`. */
  forgetPrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Drops expired entries; the next sweep comes when the live ones have doubled (each sweep costs one pass). */
  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    this.sweepAt = Math.max(MIN_SWEEP_SIZE, this.entries.size * 2);
  }
}
