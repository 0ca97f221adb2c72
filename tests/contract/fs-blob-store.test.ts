import { mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FsBlobStore } from '#functions/lib/adapters/blob-store/fs-blob-store.ts';
import { describeBlobStoreContract } from './blob-store.contract.ts';

const roots: string[] = [];
async function newRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'skyset-blobs-'));
  roots.push(root);
  return root;
}

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describeBlobStoreContract('FsBlobStore', async () => new FsBlobStore(await newRoot()));

describe('FsBlobStore', () => {
  const badKeys = [
    '/etc/passwd',
    'tenants/../secrets',
    'tenants/t1/../../x',
    'results/a',
    'tenants//a',
    'tenants/t1\\a',
    'tenants/t1/',
  ];

  it.each(badKeys)('refuses %j before touching the disk', async (key) => {
    // Arrange
    const root = await newRoot();
    const store = new FsBlobStore(root);

    // Act
    const outcome = await store.put(key, 'x').then(
      () => 'written',
      (error: Error) => error.message,
    );

    // Assert
    expect([outcome, await readdir(root)]).toEqual([`Invalid blob key: ${JSON.stringify(key)}`, []]);
  });

  it('leaves no temp file beside the blob after a put', async () => {
    // Arrange
    const root = await newRoot();
    const store = new FsBlobStore(root);

    // Act
    await store.put('tenants/t1/a.bin', 'a');

    // Assert
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it.each([
    ['flushes a blob to disk before it takes its place', {}, 1],
    ['leaves a recomputable blob (a cache entry) to the page cache', { recomputable: true }, 0],
  ])('%s', async (_case, options, flushes) => {
    // Arrange
    const root = await newRoot();
    const store = new FsBlobStore(root);
    const probe = await open(join(root, 'probe'), 'w');
    const sync = vi.spyOn(Object.getPrototypeOf(probe) as { sync(): Promise<void> }, 'sync');
    await probe.close();

    // Act
    await store.put('tenants/t1/a.bin', 'a', options);
    const calls = sync.mock.calls.length;
    sync.mockRestore();

    // Assert
    expect([calls, await readFile(join(root, 'tenants/t1/a.bin'), 'utf8')]).toEqual([flushes, 'a']);
  });
});
