import { randomUUID } from 'node:crypto';
import { openConnectionEngine } from '../../lib/composition/engines.ts';
import type { AthenaConnection, Connection } from '../connection-uri.ts';
import { duckDbFile, type ProbeSettings } from './connection-check.ts';

/** Milliseconds a connection test may take before it counts as a timeout. */
export const CONNECTION_TEST_TIMEOUT_MS = 30_000;

/** Tries a connection; throws the engine's own failure when it cannot be used. */
export type ConnectionProbe = (connection: Connection) => Promise<void>;

/** Runs `SELECT 1` on Athena through a throwaway engine in the tenant's workgroup. */
async function probeAthena(tenant: string, connection: AthenaConnection): Promise<void> {
  const engine = await openConnectionEngine(tenant, connection);
  try {
    await engine.run({
      sql: 'SELECT 1',
      queryId: `test-connection-${randomUUID()}`,
      maxRows: 1,
      timeoutMs: CONNECTION_TEST_TIMEOUT_MS,
    });
  } finally {
    await engine.close();
  }
}

/**
 * The deployment's probe of one tenant's connections: Athena anywhere; DuckDB files only inside the tenant's
 * folder and only in the local deployment (esbuild sets SKYSET_TARGET to "aws" in Lambda bundles, which drops the
 * DuckDB module from them).
 */
export function probeFor(tenant: string, settings: ProbeSettings): ConnectionProbe {
  return async (connection) => {
    if (connection.backend === 'awsathena') return probeAthena(tenant, connection);
    // The condition must guard the import itself: esbuild drops a branch it knows is false, not code after a throw.
    if (process.env.SKYSET_TARGET !== 'aws') {
      const path = await duckDbFile(tenant, connection, settings);
      const { probeDuckDb } = await import('./duckdb-probe.ts');
      return probeDuckDb(tenant, path);
    }
    throw new Error('DuckDB databases are available in the local deployment only');
  };
}
