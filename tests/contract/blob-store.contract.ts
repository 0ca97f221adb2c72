import { describe, expect, it } from 'vitest';
import type { BlobStore } from '#functions/lib/ports/blob-store.ts';

/** Builds a fresh, empty store per test. */
export type BlobStoreFactory = () => Promise<BlobStore>;

/** The BlobStore port's contract: every adapter must pass it. */
export function describeBlobStoreContract(adapterName: string, createStore: BlobStoreFactory): void {
  describe(`BlobStore contract: ${adapterName}`, () => {
    it('returns the bytes put under a key', async () => {
      // Arrange
      const store = await createStore();
      await store.put('tenants/t1/results/q1.json', new Uint8Array([1, 2, 255]), {
        contentType: 'application/octet-stream',
      });

      // Act
      const bytes = await store.get('tenants/t1/results/q1.json');

      // Assert
      expect(bytes).toEqual(new Uint8Array([1, 2, 255]));
    });

    it('stores a string body as UTF-8', async () => {
      // Arrange
      const store = await createStore();
      await store.put('tenants/t1/exports/é.csv', 'a,b\nü,1\n', { contentType: 'text/csv' });

      // Act
      const bytes = await store.get('tenants/t1/exports/é.csv');

      // Assert
      expect(bytes).toEqual(new Uint8Array(Buffer.from('a,b\nü,1\n', 'utf8')));
    });

    it('replaces the blob on a second put', async () => {
      // Arrange
      const store = await createStore();
      await store.put('tenants/t1/cache/k', 'old');
      await store.put('tenants/t1/cache/k', 'new');

      // Act
      const bytes = await store.get('tenants/t1/cache/k');

      // Assert
      expect(Buffer.from(bytes ?? []).toString()).toBe('new');
    });

    it('answers undefined for a missing key', async () => {
      // Arrange
      const store = await createStore();

      // Act
      const bytes = await store.get('tenants/t1/missing');

      // Assert
      expect(bytes).toBeUndefined();
    });

    it('deletes a blob, and deleting a missing one succeeds', async () => {
      // Arrange
      const store = await createStore();
      await store.put('tenants/t1/tmp/x', 'x');

      // Act
      await store.delete('tenants/t1/tmp/x');
      await store.delete('tenants/t1/tmp/never-there');

      // Assert
      expect(await store.get('tenants/t1/tmp/x')).toBeUndefined();
    });

    it('lists keys by string prefix, recursively and sorted, without other tenants', async () => {
      // Arrange
      const store = await createStore();
      const keys = [
        'tenants/t1/results/b/2.json',
        'tenants/t1/results/a.json',
        'tenants/t1/reports/r.pdf',
        'tenants/t2/results/a.json',
      ];
      await Promise.all(keys.map((key) => store.put(key, 'x')));

      // Act
      const listed = await Promise.all([
        store.list('tenants/t1/res'),
        store.list('tenants/t1/'),
        store.list('tenants/t3/'),
      ]);

      // Assert
      expect(listed).toEqual([
        ['tenants/t1/results/a.json', 'tenants/t1/results/b/2.json'],
        ['tenants/t1/reports/r.pdf', 'tenants/t1/results/a.json', 'tenants/t1/results/b/2.json'],
        [],
      ]);
    });
  });
}
