import { rename, rm } from 'node:fs/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import { AppError } from '#shared/errors.ts';
import { physicalColumns } from '#shared/examples/columns.ts';
import type { ExampleColumn } from '#shared/examples/types.ts';
import { ChunkAppender } from './chunk-appender.ts';
import type { Cell } from './chunk-appender.ts';
import { createRng } from './prng.ts';
import { TEXT_NULL, TEXT_SEPARATOR, quoteIdentifier, restoreQuery, stagingLayout } from './staging-layout.ts';
import { expectedRows } from './table-generator.ts';
import type { TableGenerator } from './table-generator.ts';

/** Single-quoted SQL string literal. */
function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function stagingTableName(generator: TableGenerator): string {
  return `stage_${generator.table.name}`;
}

function cellFits(column: ExampleColumn, cell: Cell | undefined): boolean {
  if (cell === null) return true;
  if (column.type === 'VARCHAR')
    return typeof cell === 'string' && !cell.includes(TEXT_SEPARATOR) && !cell.includes(TEXT_NULL);
  return typeof cell === (column.type === 'BOOLEAN' ? 'boolean' : 'number');
}

/** Checks the first row against the catalog: catches a generator emitting cells out of column order. */
function assertRowShape(table: string, columns: readonly ExampleColumn[], row: readonly Cell[]): void {
  const misfit = columns.findIndex((column, index) => !cellFits(column, row[index]));
  if (row.length !== columns.length || misfit >= 0) {
    throw new AppError(500, `Generator for ${table} emitted a row that does not fit its columns (column ${misfit})`);
  }
}

/**
 * Runs the generator into a staging table of `connection` and returns the row count, which must equal the
 * catalog's promise for this scale. The random stream is seeded by table name, so each table is
 * reproducible on its own whatever else is generated.
 */
export async function stageTable(
  connection: DuckDBConnection,
  generator: TableGenerator,
  scale: number,
): Promise<number> {
  const { table } = generator;
  const columns = physicalColumns(table.columns);
  const layout = stagingLayout(columns);
  const definitions = layout.columns.map((column) => `${quoteIdentifier(column.name)} ${column.type.toString()}`);
  await connection.run(
    `CREATE OR REPLACE TABLE ${quoteIdentifier(stagingTableName(generator))} (${definitions.join(', ')})`,
  );
  const appender = new ChunkAppender(await connection.createAppender(stagingTableName(generator)), layout);
  generator.generate({ scale, rng: createRng(table.name) }, (row) => {
    if (appender.rows === 0) assertRowShape(table.name, columns, row);
    appender.append(row);
  });
  appender.close();
  const expected = expectedRows(generator, scale);
  if (appender.rows !== expected) {
    throw new AppError(500, `Generator for ${table.name} wrote ${appender.rows} rows, expected ${expected}`);
  }
  return appender.rows;
}

/**
 * Copies the staged rows, restored to their catalog types and sorted, into `file`, then drops the staging
 * table. The file only ever appears complete: DuckDB writes a temporary name that is renamed over the target.
 */
export async function copyToParquet(
  connection: DuckDBConnection,
  generator: TableGenerator,
  file: string,
): Promise<void> {
  const columns = physicalColumns(generator.table.columns);
  const stage = quoteIdentifier(stagingTableName(generator));
  const query = restoreQuery(columns, stagingLayout(columns), stage, generator.sortBy);
  const temporary = `${file}.tmp-${process.pid}`;
  try {
    await connection.run(`COPY (${query}) TO ${quoteLiteral(temporary)} (FORMAT parquet)`);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
    await connection.run(`DROP TABLE IF EXISTS ${stage}`);
  }
}
