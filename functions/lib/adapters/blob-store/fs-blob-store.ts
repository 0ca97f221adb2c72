import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { AppError } from '#shared/errors.ts';
import type { BlobPutOptions, BlobStore } from '../../ports/blob-store.ts';

const KEY_ROOT = 'tenants/';
/** Temp files live beside, not under, `tenants/`, so `list` never sees a half-written blob. */
const TEMP_DIR = '.tmp';

/**
 * Refuse keys that could leave the tenant tree: absolute paths, `.`/`..` or empty segments, backslashes,
 * NUL, or anything outside `tenants/`. A bad key is a programming error, hence an unexposed 500.
 */
export function assertBlobKey(key: string, { prefix = false } = {}): void {
  const segments = key.split('/');
  const inner = prefix ? segments.slice(0, -1) : segments;
  const valid =
    key.startsWith(KEY_ROOT) &&
    !/[\\\0]/.test(key) &&
    !posix.isAbsolute(key) &&
    inner.every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    (prefix || segments.at(-1) !== '');
  if (!valid) throw new AppError(500, `Invalid blob key: ${JSON.stringify(key)}`, { expose: false });
}

const isMissing = (error: unknown): boolean =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Runs a file operation on `path`, making its folder first only when the operation finds it missing: most writes go
 * to folders that exist, and each check would cost a round trip to the file system.
 */
async function inFolder<T>(path: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    return operation();
  }
}

/** The blob store as files under a root folder (the local runtime's data folder); the key is the relative path. */
export class FsBlobStore implements BlobStore {
  constructor(private readonly rootDir: string) {}

  /**
   * Write atomically: a crash of the process leaves the old blob or the new one, never part of one; so does a crash
   * of the machine, unless the blob is `recomputable` (not flushed to disk: a cache entry may then be lost or torn,
   * and is made again). Content type is not kept.
   */
  async put(key: string, body: Uint8Array | string, options?: BlobPutOptions): Promise<void> {
    assertBlobKey(key);
    const target = join(this.rootDir, key);
    const tempPath = join(this.rootDir, TEMP_DIR, randomUUID());
    const handle = await inFolder(tempPath, () => open(tempPath, 'w'));
    try {
      await handle.writeFile(body);
      if (!options?.recomputable) await handle.sync();
    } finally {
      await handle.close();
    }
    await inFolder(target, () => rename(tempPath, target));
  }

  /** The blob's bytes, or undefined when no blob has that key. */
  async get(key: string): Promise<Uint8Array | undefined> {
    assertBlobKey(key);
    try {
      return new Uint8Array(await readFile(join(this.rootDir, key)));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Delete the blob; deleting a missing blob succeeds, as on S3. */
  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await rm(join(this.rootDir, key), { force: true });
  }

  /** Keys starting with `prefix` (a plain string prefix, as S3 has), sorted. */
  async list(prefix: string): Promise<string[]> {
    assertBlobKey(prefix, { prefix: true });
    const baseKey = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const keys = await this.walk(baseKey);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  /** Every file key under the folder of `baseKey` (which ends with `/`), recursively. */
  private async walk(baseKey: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(join(this.rootDir, baseKey), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? this.walk(`${baseKey}${entry.name}/`) : Promise.resolve([`${baseKey}${entry.name}`]),
      ),
    );
    return nested.flat();
  }
}
