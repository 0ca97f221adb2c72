import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { Json } from '@duckdb/node-api';

/** An in-memory DuckDB for tests that check generated SQL by running it. */
export interface MemoryDuckDb {
  /** Rows of a query as JSON-friendly objects (timestamps as `YYYY-MM-DD HH:MM:SS` text). */
  rows(sql: string): Promise<Record<string, Json>[]>;
  close(): void;
}

/** Opens an in-memory DuckDB (no extension downloads) and runs `setupSql` in it. */
export async function openMemoryDuckDb(setupSql = ''): Promise<MemoryDuckDb> {
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false' });
  const connection: DuckDBConnection = await instance.connect();
  if (setupSql !== '') await connection.run(setupSql);
  return {
    rows: async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJson(),
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
