import { type UnzipFileInfo, unzipSync, zipSync } from 'fflate';
import { BundleCommandError, notAZip, unsafeZip } from './errors.ts';

/**
 * Limits an uploaded bundle must keep before anything is inflated, read from the archive's own directory. fflate
 * sizes each output buffer by the entry's declared size and never writes past it, so these caps bound memory even
 * when an entry lies about its size. Superset refuses a compression ratio above 200 (ZIP_FILE_MAX_COMPRESS_RATIO).
 */
export const BUNDLE_LIMITS: BundleLimits = {
  maxEntries: 5_000,
  maxEntryBytes: 10 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxCompressRatio: 200,
};

/** Entries, bytes per entry and in all (declared, uncompressed), and uncompressed / compressed bytes. */
export interface BundleLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxCompressRatio: number;
}

/** A bundle's files by path below its top folder (`charts/Area_1.yaml`), as text. */
export type BundleFiles = Map<string, string>;

/** Superset reads only YAML files, skipping hidden and `_`-prefixed ones (`is_valid_config`). */
function isConfigFile(path: string): boolean {
  const name = path.split('/').at(-1) ?? '';
  return !name.startsWith('.') && !name.startsWith('_') && /\.ya?ml$/i.test(name);
}

/** The path without its first folder, as Superset's `remove_root`; undefined for an entry at the top level. */
function withoutRoot(path: string): string | undefined {
  const slash = path.indexOf('/');
  return slash < 0 || slash === path.length - 1 ? undefined : path.slice(slash + 1);
}

/** Throws (aborting the unzip) as soon as the archive's directory breaks a limit; keeps only config files. */
function guard(limits: BundleLimits): (file: UnzipFileInfo) => boolean {
  let entries = 0;
  let total = 0;
  let compressed = 0;
  return (file) => {
    entries += 1;
    if (entries > limits.maxEntries) throw unsafeZip(`The ZIP file has more than ${limits.maxEntries} entries`);
    if (file.originalSize > limits.maxEntryBytes) throw unsafeZip('Found file with size above allowed threshold');
    total += file.originalSize;
    compressed += file.size;
    if (total > limits.maxTotalBytes) throw unsafeZip('Found file with size above allowed threshold');
    if (compressed > 0 && total / compressed > limits.maxCompressRatio)
      throw unsafeZip('Zip compress ratio above allowed threshold');
    return isConfigFile(file.name) && withoutRoot(file.name) !== undefined;
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The YAML files of an uploaded bundle, keyed by their path below the top folder. 422 `Not a ZIP file` for anything
 * else, 422 for an archive past BUNDLE_LIMITS. Files that are not UTF-8 are answered with `undefined` text, so the
 * importer reports them by name.
 */
export function readBundle(bytes: Uint8Array, limits: BundleLimits = BUNDLE_LIMITS): Map<string, string | undefined> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: guard(limits) });
  } catch (error) {
    if (error instanceof BundleCommandError) throw error;
    throw notAZip();
  }
  const files = new Map<string, string | undefined>();
  for (const [name, content] of Object.entries(entries)) {
    const path = withoutRoot(name);
    if (path === undefined) continue;
    try {
      files.set(path, utf8.decode(content));
    } catch {
      files.set(path, undefined);
    }
  }
  return files;
}

/** A ZIP of `files` under one top folder `root`, as Superset's exports are laid out. */
export function writeBundle(root: string, files: BundleFiles): Uint8Array {
  const encoder = new TextEncoder();
  const entries = Object.fromEntries([...files].map(([path, text]) => [`${root}/${path}`, encoder.encode(text)]));
  return zipSync(entries, { level: 6 });
}
