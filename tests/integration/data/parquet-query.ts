import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection, Json } from '@duckdb/node-api';

/** A DuckDB connection for reading generated Parquet files in tests. */
export interface ParquetReader {
  /** Rows as JSON objects (BIGINT and TIMESTAMP values arrive as strings). */
  rows(sql: string): Promise<Record<string, Json>[]>;
  close(): void;
}

/** Opens an in-memory DuckDB that never downloads extensions. */
export async function openReader(): Promise<ParquetReader> {
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false' });
  const connection: DuckDBConnection = await instance.connect();
  return {
    rows: async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJson(),
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** A fresh temporary data folder and its removal. */
export async function temporaryDataDir(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-examples-'));
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** SQL literal path of a table's Parquet file in a folder. */
export function parquetFile(folder: string, table: string): string {
  return `'${join(folder, `${table}.parquet`).replaceAll("'", "''")}'`;
}
