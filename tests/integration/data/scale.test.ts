import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import type { GeneratedTable } from '#infra/local/data/generate.ts';
import { examplesReady } from '#infra/local/data/manifest.ts';
import { openReader, parquetFile, temporaryDataDir } from './parquet-query.ts';
import type { ParquetReader } from './parquet-query.ts';

let folder: Awaited<ReturnType<typeof temporaryDataDir>>;
let generated: GeneratedTable[];
let reader: ParquetReader;
const table = (name: string): string => parquetFile(join(folder.dataDir, 'examples-x2'), name);

beforeAll(async () => {
  folder = await temporaryDataDir();
  generated = await generateExamples({ dataDir: folder.dataDir, scale: 2 });
  reader = await openReader();
});

afterAll(async () => {
  reader.close();
  await folder.remove();
});

describe('generateExamples at scale 2', () => {
  it('doubles every table except the airports dimension, in examples-x2/', async () => {
    // Arrange
    const expected = Object.fromEntries(
      exampleTables.map((t) => [t.name, t.name === 'airports' ? t.rows : t.rows * 2]),
    );

    // Act
    const rows = Object.fromEntries(generated.map((entry) => [entry.table, entry.rows]));

    // Assert
    expect([rows, await readdir(folder.dataDir)]).toEqual([expected, ['examples-x2']]);
  });

  it('is ready at scale 2 and not at scale 1', async () => {
    // Arrange
    const dataDir = folder.dataDir;

    // Act
    const ready = [await examplesReady(dataDir, 2), await examplesReady(dataDir, 1)];

    // Assert
    expect(ready).toEqual([true, false]);
  });

  it('keeps keys distinct where they identify a row', async () => {
    // Arrange
    const sql = `SELECT
      (SELECT count(DISTINCT rank) FROM ${table('video_game_sales')})::INTEGER AS ranks,
      (SELECT count(DISTINCT ID) FROM ${table('long_lat')})::INTEGER AS ids,
      (SELECT count(DISTINCT (order_number, order_line_number)) FROM ${table('cleaned_sales_data')})::INTEGER AS order_lines,
      (SELECT count(DISTINCT (AIRLINE, FLIGHT_NUMBER, DAY)) FROM ${table('flights')})::INTEGER AS flights`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ ranks: 33_196, ids: 20_000, order_lines: 5646, flights: 110_210 }]);
  });
});
