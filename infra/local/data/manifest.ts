import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { physicalColumns } from '#shared/examples/columns.ts';
import { exampleTables } from '#shared/examples/catalog.ts';
import { seedFrom } from './prng.ts';

/**
 * Bump when a generator changes what it writes. The catalog's physical shape is folded into the version too,
 * so editing a column or a row count in `shared/examples` also makes existing files stale.
 */
const GENERATOR_REVISION = 1;

/** The generator version recorded in, and required from, every manifest. */
export const GENERATOR_VERSION = `${GENERATOR_REVISION}.${catalogFingerprint()}`;

/** One table's entry in a manifest. */
export interface ManifestTable {
  rows: number;
  /** File name relative to the manifest's folder. */
  file: string;
}

/** `manifest.json`: written last, so its presence means every file it lists was completely written. */
export interface ExamplesManifest {
  generatorVersion: string;
  scale: number;
  tables: Record<string, ManifestTable>;
}

function catalogFingerprint(): string {
  const shape = exampleTables.map((table) => [
    table.name,
    table.rows,
    physicalColumns(table.columns).map((c) => [c.name, c.type]),
  ]);
  return seedFrom(JSON.stringify(shape)).toString(16).padStart(8, '0');
}

/** Folder of the Parquet files at `scale`: `examples/` at scale 1, `examples-x<N>/` otherwise. */
export function examplesFolder(dataDir: string, scale = 1): string {
  return join(dataDir, scale === 1 ? 'examples' : `examples-x${scale}`);
}

/** Path of the manifest in a folder. */
export function manifestPath(folder: string): string {
  return join(folder, 'manifest.json');
}

/** The folder's manifest, or undefined when it is missing, unreadable or from another generator version. */
export async function readManifest(folder: string): Promise<ExamplesManifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(manifestPath(folder), 'utf8')) as ExamplesManifest;
    return manifest.generatorVersion === GENERATOR_VERSION ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the manifest atomically (temporary name, then rename). */
export async function writeManifest(folder: string, manifest: ExamplesManifest): Promise<void> {
  const temporary = `${manifestPath(folder)}.tmp-${process.pid}`;
  await writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temporary, manifestPath(folder));
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * Whether every catalog table is generated at `scale` under `dataDir` by the current generator: the manifest
 * exists with the current version and scale, lists each table, and each listed file is present.
 */
export async function examplesReady(dataDir: string, scale = 1): Promise<boolean> {
  const folder = examplesFolder(dataDir, scale);
  const manifest = await readManifest(folder);
  if (manifest?.scale !== scale) return false;
  const entries = exampleTables.map((table) => manifest.tables[table.name]);
  if (entries.some((entry) => entry === undefined)) return false;
  const present = await Promise.all(entries.map((entry) => exists(join(folder, (entry as ManifestTable).file))));
  return present.every(Boolean);
}
