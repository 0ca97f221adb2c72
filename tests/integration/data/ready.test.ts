import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import { GENERATOR_VERSION, examplesReady } from '#infra/local/data/manifest.ts';
import { temporaryDataDir } from './parquet-query.ts';

const SMALL_TABLES = ['energy_usage', 'airports', 'cleaned_sales_data'];
let folder: Awaited<ReturnType<typeof temporaryDataDir>>;
const manifestFile = (): string => join(folder.dataDir, 'examples', 'manifest.json');

beforeEach(async () => {
  folder = await temporaryDataDir();
});

afterEach(async () => {
  await folder.remove();
});

describe('examplesReady', () => {
  it('is false before generation, true after, and false once a file is removed', async () => {
    // Arrange
    const before = await examplesReady(folder.dataDir);
    await generateExamples({ dataDir: folder.dataDir });
    const after = await examplesReady(folder.dataDir);

    // Act
    await rm(join(folder.dataDir, 'examples', 'long_lat.parquet'));
    const afterRemoval = await examplesReady(folder.dataDir);

    // Assert
    expect([before, after, afterRemoval]).toEqual([false, true, false]);
  });

  it('is false when the manifest comes from another generator version', async () => {
    // Arrange
    await generateExamples({ dataDir: folder.dataDir });
    const manifest = JSON.parse(await readFile(manifestFile(), 'utf8')) as { generatorVersion: string };

    // Act
    await writeFile(manifestFile(), JSON.stringify({ ...manifest, generatorVersion: '0.00000000' }));

    // Assert
    expect(await examplesReady(folder.dataDir)).toBe(false);
  });

  it('is false when only some tables were generated', async () => {
    // Arrange
    await generateExamples({ dataDir: folder.dataDir, tables: SMALL_TABLES });

    // Act
    const ready = await examplesReady(folder.dataDir);

    // Assert
    expect(ready).toBe(false);
  });
});

describe('generateExamples manifest', () => {
  it('records the version, scale and each table and keeps earlier tables on a partial run', async () => {
    // Arrange
    await generateExamples({ dataDir: folder.dataDir, tables: ['energy_usage'] });

    // Act
    await generateExamples({ dataDir: folder.dataDir, tables: ['airports'] });
    const manifest: unknown = JSON.parse(await readFile(manifestFile(), 'utf8'));

    // Assert
    expect(manifest).toEqual({
      generatorVersion: GENERATOR_VERSION,
      scale: 1,
      tables: {
        energy_usage: { rows: 85, file: 'energy_usage.parquet' },
        airports: { rows: 322, file: 'airports.parquet' },
      },
    });
  });

  it('has no manifest while tables are being written, so an interrupted run is not ready', async () => {
    // Arrange
    await generateExamples({ dataDir: folder.dataDir, tables: SMALL_TABLES });
    const manifestSeenWhileWriting: boolean[] = [];

    // Act
    await generateExamples({
      dataDir: folder.dataDir,
      tables: SMALL_TABLES,
      log: () => manifestSeenWhileWriting.push(existsSync(manifestFile())),
    });

    // Assert
    expect([manifestSeenWhileWriting, existsSync(manifestFile())]).toEqual([[false, false, false], true]);
  });

  it('removes half-written files left by an interrupted run', async () => {
    // Arrange
    await mkdir(join(folder.dataDir, 'examples'), { recursive: true });
    await writeFile(join(folder.dataDir, 'examples', 'flights.parquet.tmp-99999'), 'partial');

    // Act
    await generateExamples({ dataDir: folder.dataDir, tables: ['energy_usage'] });

    // Assert
    expect((await readdir(join(folder.dataDir, 'examples'))).toSorted()).toEqual([
      'energy_usage.parquet',
      'manifest.json',
    ]);
  });

  it('refuses an unknown table without touching the folder', async () => {
    // Arrange
    const options = { dataDir: folder.dataDir, tables: ['energy_usage', 'no_such_table'] };

    // Act
    const outcome = await generateExamples(options).catch((error: unknown) => error);

    // Assert
    expect([outcome, await readdir(folder.dataDir)]).toEqual([
      new BadRequestError('Unknown example table(s): no_such_table'),
      [],
    ]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses scale %s', async (scale) => {
    // Arrange
    const options = { dataDir: folder.dataDir, scale };

    // Act
    const outcome = generateExamples(options);

    // Assert
    await expect(outcome).rejects.toBeInstanceOf(BadRequestError);
  });
});
