import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDbConnection } from '../connection-uri.ts';

/**
 * Opens a DuckDB file read-only and runs `SELECT 1`: a test must neither create a missing file nor take the write
 * lock another process may hold. Local deployment only (imported dynamically, never bundled for Lambda).
 */
export async function probeDuckDb(connection: DuckDbConnection): Promise<void> {
  const settings: Record<string, string> = { autoinstall_known_extensions: 'false' };
  // DuckDB refuses read-only mode for an in-memory database, which has nothing to protect anyway.
  if (connection.path !== null) settings.access_mode = 'READ_ONLY';
  const instance = await DuckDBInstance.create(connection.path ?? ':memory:', settings);
  try {
    const session = await instance.connect();
    try {
      await session.run('SELECT 1');
    } finally {
      session.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}
