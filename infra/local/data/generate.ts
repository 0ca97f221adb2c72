import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { BadRequestError } from '#shared/errors.ts';
import { tableGenerators } from './generators.ts';
import { GENERATOR_VERSION, examplesFolder, manifestPath, readManifest, writeManifest } from './manifest.ts';
import type { ManifestTable } from './manifest.ts';
import { copyToParquet, stageTable } from './parquet-writer.ts';
import type { TableGenerator } from './table-generator.ts';

/** Options of {@link generateExamples}. */
export interface GenerateOptions {
  /** Data folder; files go to `<dataDir>/examples/` (scale 1) or `<dataDir>/examples-x<N>/`. */
  dataDir: string;
  /** Positive integer row multiplier; default 1. */
  scale?: number;
  /** Table names to (re)generate; default all. Other tables already in the folder's manifest are kept. */
  tables?: string[];
  /** Receives one progress line per table. */
  log?: (line: string) => void;
}

/** One written Parquet file. */
export interface GeneratedTable {
  table: string;
  rows: number;
  /** Absolute or dataDir-relative path, as `dataDir` was given. */
  file: string;
  /** Wall time from the first generated row to the renamed file. */
  ms: number;
}

function selectGenerators(names: string[] | undefined): TableGenerator[] {
  if (names === undefined) return tableGenerators;
  const unknown = names.filter((name) => !tableGenerators.some((generator) => generator.table.name === name));
  if (unknown.length > 0) throw new BadRequestError(`Unknown example table(s): ${unknown.join(', ')}`);
  return tableGenerators.filter((generator) => names.includes(generator.table.name));
}

function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 1)
    throw new BadRequestError(`Scale must be a positive integer, got ${scale}`);
}

interface StagedTable {
  /** Settles when the Parquet file is written. */
  copied: Promise<GeneratedTable>;
}

/** Stages one table (synchronous JavaScript work) and starts its copy to Parquet without waiting for it. */
async function stageOne(
  instance: DuckDBInstance,
  generator: TableGenerator,
  scale: number,
  folder: string,
): Promise<StagedTable> {
  const started = performance.now();
  const connection = await instance.connect();
  const file = join(folder, `${generator.table.name}.parquet`);
  try {
    const rows = await stageTable(connection, generator, scale);
    const copied = copyToParquet(connection, generator, file)
      .then(() => ({ table: generator.table.name, rows, file, ms: Math.round(performance.now() - started) }))
      .finally(() => connection.closeSync());
    return { copied };
  } catch (error) {
    connection.closeSync();
    throw error;
  }
}

/** Waits for every copy (DuckDB must be idle before it closes), then returns the results or the first failure. */
async function settleCopies(copies: Promise<GeneratedTable>[]): Promise<GeneratedTable[]> {
  const settled = await Promise.allSettled(copies);
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<GeneratedTable>).value);
}

/**
 * An in-memory DuckDB for staging. It never downloads extensions, and large scales spill staged rows and sort
 * runs to a temporary folder instead of holding gigabytes in memory (limit: env SKYSET_GENERATOR_MEMORY, default 2GB).
 */
function openStagingDatabase(folder: string): Promise<DuckDBInstance> {
  return DuckDBInstance.create(':memory:', {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    memory_limit: process.env.SKYSET_GENERATOR_MEMORY ?? '2GB',
    temp_directory: join(folder, '.duckdb-tmp'),
  });
}

/** Removes half-written files an interrupted run left behind (their names carry `.tmp-<pid>`). */
async function removeTemporaries(folder: string): Promise<void> {
  const leftovers = (await readdir(folder)).filter((name) => name.includes('.tmp-'));
  await Promise.all(leftovers.map((name) => rm(join(folder, name), { force: true })));
}

function manifestEntries(generated: GeneratedTable[]): Record<string, ManifestTable> {
  return Object.fromEntries(generated.map((entry) => [entry.table, { rows: entry.rows, file: basename(entry.file) }]));
}

/**
 * Writes the example tables as Parquet, deterministically: the same options always give the same rows.
 * The manifest is removed first and written last, so an interrupted run leaves the folder "not ready".
 * Tables are staged one after another on the JavaScript thread while DuckDB sorts and writes the previous
 * one on its own threads.
 */
export async function generateExamples(options: GenerateOptions): Promise<GeneratedTable[]> {
  const scale = options.scale ?? 1;
  assertScale(scale);
  const generators = selectGenerators(options.tables);
  const folder = examplesFolder(options.dataDir, scale);
  await mkdir(folder, { recursive: true });
  const kept = options.tables === undefined ? {} : ((await readManifest(folder))?.tables ?? {});
  await rm(manifestPath(folder), { force: true });
  await removeTemporaries(folder);
  const instance = await openStagingDatabase(folder);
  const copies: Promise<GeneratedTable>[] = [];
  try {
    for (const generator of generators) {
      // At most one copy runs while the next table stages: overlap without holding every staged table in memory.
      await Promise.allSettled(copies.slice(0, -1));
      const { copied } = await stageOne(instance, generator, scale, folder);
      const entry = copied.then((generated) => logged(generated, options.log));
      // Handled here so a failure never surfaces as an unhandled rejection while later tables stage.
      entry.catch(() => undefined);
      copies.push(entry);
    }
  } finally {
    await Promise.allSettled(copies);
    instance.closeSync();
  }
  const generated = await settleCopies(copies);
  await writeManifest(folder, {
    generatorVersion: GENERATOR_VERSION,
    scale,
    tables: { ...kept, ...manifestEntries(generated) },
  });
  return generated;
}

function logged(entry: GeneratedTable, log: GenerateOptions['log']): GeneratedTable {
  log?.(`${entry.table.padEnd(22)} ${String(entry.rows).padStart(10)} rows ${String(entry.ms).padStart(7)} ms`);
  return entry;
}
