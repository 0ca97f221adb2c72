import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { physicalColumns } from '#shared/examples/columns.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import type { GeneratedTable } from '#infra/local/data/generate.ts';
import { openReader, parquetFile, temporaryDataDir } from './parquet-query.ts';
import type { ParquetReader } from './parquet-query.ts';

const tableCases = exampleTables.map((table) => [table.name, table] as const);
let first: Awaited<ReturnType<typeof temporaryDataDir>>;
let second: Awaited<ReturnType<typeof temporaryDataDir>>;
let generated: GeneratedTable[];
let reader: ParquetReader;

beforeAll(async () => {
  [first, second] = await Promise.all([temporaryDataDir(), temporaryDataDir()]);
  generated = await generateExamples({ dataDir: first.dataDir });
  await generateExamples({ dataDir: second.dataDir });
  reader = await openReader();
});

afterAll(async () => {
  reader.close();
  await Promise.all([first.remove(), second.remove()]);
});

describe('generateExamples at scale 1', () => {
  it('reports one file per catalog table with the catalog row count', () => {
    // Arrange
    const expected = exampleTables.map((table) => ({
      table: table.name,
      rows: table.rows,
      file: join(first.dataDir, 'examples', `${table.name}.parquet`),
    }));

    // Act
    const reported = generated.map(({ table, rows, file }) => ({ table, rows, file }));

    // Assert
    expect(reported.toSorted((a, b) => a.table.localeCompare(b.table))).toEqual(
      expected.toSorted((a, b) => a.table.localeCompare(b.table)),
    );
  });

  it.each(tableCases)('%s has exactly the catalog row count', async (name, table) => {
    // Arrange
    const file = parquetFile(join(first.dataDir, 'examples'), name);

    // Act
    const rows = await reader.rows(`SELECT count(*)::INTEGER AS n FROM ${file}`);

    // Assert
    expect(rows).toEqual([{ n: table.rows }]);
  });

  it.each(tableCases)('%s has the catalog physical columns in order and type', async (name, table) => {
    // Arrange
    const file = parquetFile(join(first.dataDir, 'examples'), name);
    const expected = physicalColumns(table.columns).map((column) => ({
      column_name: column.name,
      column_type: column.type,
    }));

    // Act
    const described = await reader.rows(`SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM ${file})`);

    // Assert
    expect(described).toEqual(expected);
  });

  it.each(tableCases)('%s has identical content in two runs', async (name) => {
    // Arrange
    const digest = (dataDir: string): string =>
      `SELECT count(*)::INTEGER AS n, sum(hash(t))::VARCHAR AS digest FROM ${parquetFile(join(dataDir, 'examples'), name)} t`;

    // Act
    const [a, b] = [await reader.rows(digest(first.dataDir)), await reader.rows(digest(second.dataDir))];

    // Assert
    expect(a).toEqual(b);
  });

  it.each(tableCases)('%s is stored in the same row order in two runs', async (name) => {
    // Arrange
    const ordered = (dataDir: string): string =>
      `SELECT md5(string_agg(hash(t)::VARCHAR, ',' ORDER BY file_row_number)) AS digest ` +
      `FROM read_parquet(${parquetFile(join(dataDir, 'examples'), name)}, file_row_number = true) t`;

    // Act
    const [a, b] = [await reader.rows(ordered(first.dataDir)), await reader.rows(ordered(second.dataDir))];

    // Assert
    expect(a).toEqual(b);
  });
});
