/** The longest text key an answer is kept under: a memo keeps what requests repeat, not the bulk of a large one. */
export const MAX_MEMO_KEY_LENGTH = 16_384;

/**
 * Answers of pure, deterministic work kept by one warm function, at most `capacity` of them: the least recently used
 * is dropped first, so a long-lived function holds only what its requests keep asking for. Keys are the caller's:
 * whatever the answer depends on must be in them (the tenant too, so no entry serves another tenant). An answer
 * whose text key is longer than {@link MAX_MEMO_KEY_LENGTH} is not kept, so memory stays bounded whatever is sent.
 */
export class BoundedMemo<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  /** The answer kept for `key`, now the most recently used; undefined when none is kept. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moving the key to the end keeps the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` for `key` (unless the key is too long), dropping the least recently used answer when full. */
  set(key: K, value: V): void {
    if (typeof key === 'string' && key.length > MAX_MEMO_KEY_LENGTH) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** The answer kept for `key`, else what `make` answers (then kept). */
  getOrMake(key: K, make: () => V): V {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const made = make();
    this.set(key, made);
    return made;
  }

  /** Forgets the answer of `key`. */
  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
