import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chartCacheBlobKey, readCachedQuery } from '#functions/charts/cache/chart-cache.ts';
import type { BlobStore } from '#functions/lib/ports/blob-store.ts';

/** A blob store holding one blob under `key`. */
function storeWith(key: string, bytes: Uint8Array): BlobStore {
  return {
    put: async () => undefined,
    get: async (asked) => (asked === key ? bytes : undefined),
    delete: async () => undefined,
    list: async () => [],
  };
}

describe('readCachedQuery', () => {
  it.each([
    ['cut short', gzipSync(JSON.stringify({ kind: 'query', cachedAt: '2026-11-29T00:00:00' })).subarray(0, 12)],
    ['not compressed', new TextEncoder().encode('{"kind":"query"}')],
    ['compressed, but not JSON', gzipSync('{"kind":"query",')],
  ])('takes a stored entry that cannot be read back (%s) for a miss, to be computed again', async (_case, bytes) => {
    // Arrange
    const key = `torn-${_case}`;
    const blobs = storeWith(chartCacheBlobKey('t1', key), bytes);

    // Act
    const hit = await readCachedQuery(blobs, 't1', key, Date.parse('2026-11-29T00:00:01Z'));

    // Assert
    expect(hit).toBeUndefined();
  });
});
