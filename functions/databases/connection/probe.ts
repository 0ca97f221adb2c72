import { randomUUID } from 'node:crypto';
import { openConnectionEngine } from '../../lib/composition/engines.ts';
import type { AthenaConnection, Connection } from '../connection-uri.ts';

/** Milliseconds a connection test may take before it counts as a timeout. */
export const CONNECTION_TEST_TIMEOUT_MS = 30_000;

/** Tries a connection; throws the engine's own failure when it cannot be used. */
export type ConnectionProbe = (connection: Connection) => Promise<void>;

/** Runs `SELECT 1` on Athena through a throwaway engine with the connection's work group and schema. */
async function probeAthena(connection: AthenaConnection): Promise<void> {
  const engine = await openConnectionEngine(connection);
  try {
    await engine.run({ sql: 'SELECT 1', queryId: `test-connection-${randomUUID()}`, maxRows: 1, timeoutMs: CONNECTION_TEST_TIMEOUT_MS });
  } finally {
    await engine.close();
  }
}

/**
 * The deployment's probe: Athena anywhere; DuckDB files only in the local deployment (esbuild sets SKYSET_TARGET
 * to "aws" in Lambda bundles, which drops the DuckDB module from them).
 */
export const probeConnection: ConnectionProbe = async (connection) => {
  if (connection.backend === 'awsathena') return probeAthena(connection);
  // The condition must guard the import itself: esbuild drops a branch it knows is false, not code after a throw.
  if (process.env.SKYSET_TARGET !== 'aws') {
    const { probeDuckDb } = await import('./duckdb-probe.ts');
    return probeDuckDb(connection);
  }
  throw new Error('DuckDB databases are available in the local deployment only');
};
