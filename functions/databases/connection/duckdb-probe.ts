import { randomUUID } from 'node:crypto';
import { openTenantDuckDb } from '../../lib/composition/duckdb-hosts.ts';

/**
 * Opens a DuckDB file read-only, sandboxed like every engine and in the tenant's engine process (which may hold the
 * file open already), and runs `SELECT 1`: a test must neither create a missing file nor take the write lock.
 * `path` is already checked to be the tenant's (null: in memory). Local deployment only (imported dynamically,
 * never bundled for Lambda).
 */
export async function probeDuckDb(tenant: string, path: string | null): Promise<void> {
  // DuckDB refuses read-only mode for an in-memory database, which has nothing to protect anyway.
  const engine = await openTenantDuckDb(tenant, path === null ? {} : { path, readOnly: true });
  try {
    await engine.run({ sql: 'SELECT 1', queryId: `test-connection-${randomUUID()}`, maxRows: 1 });
  } finally {
    await engine.close();
  }
}
