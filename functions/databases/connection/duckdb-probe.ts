import { randomUUID } from 'node:crypto';
import { DuckDbEngine } from '../../lib/adapters/duckdb-engine.ts';

/**
 * Opens a DuckDB file read-only, sandboxed like every engine, and runs `SELECT 1`: a test must neither create a
 * missing file nor take the write lock another process may hold. `path` is already checked to be the tenant's
 * (null: in memory). Local deployment only (imported dynamically, never bundled for Lambda).
 */
export async function probeDuckDb(path: string | null): Promise<void> {
  // DuckDB refuses read-only mode for an in-memory database, which has nothing to protect anyway.
  const engine = await DuckDbEngine.open(path === null ? {} : { path, readOnly: true });
  try {
    await engine.run({ sql: 'SELECT 1', queryId: `test-connection-${randomUUID()}`, maxRows: 1 });
  } finally {
    await engine.close();
  }
}
