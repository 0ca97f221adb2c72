import { randomUUID } from 'node:crypto';
import type { QueryEngine } from '../../lib/ports/query-engine.ts';
import type { AthenaConnection, Connection } from '../connection-uri.ts';
import { duckDbFile, type ProbeSettings } from './connection-check.ts';

/** Milliseconds a connection test may take before it counts as a timeout. */
export const CONNECTION_TEST_TIMEOUT_MS = 30_000;

/** Tries a connection; throws the engine's own failure when it cannot be used. */
export type ConnectionProbe = (connection: Connection) => Promise<void>;

/** The throwaway engines a connection test opens, owned (and closed) by the probe. */
export interface ProbeEngines {
  /** Athena in the tenant's workgroup. */
  athena(tenant: string, connection: AthenaConnection): Promise<QueryEngine>;
  /** A DuckDB file opened read-only in the tenant's engine process (null: in memory); local deployment only. */
  duckDb(tenant: string, path: string | null): Promise<QueryEngine>;
}

/** Runs `SELECT 1` on a new engine and closes it: a test must neither create a missing file nor take a write lock. */
async function selectOne(engine: QueryEngine, timeoutMs?: number): Promise<void> {
  try {
    await engine.run({
      sql: 'SELECT 1',
      queryId: `test-connection-${randomUUID()}`,
      maxRows: 1,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  } finally {
    await engine.close();
  }
}

/**
 * The probe of one tenant's connections: Athena anywhere; DuckDB files only inside the tenant's folder and only in
 * the local deployment (esbuild sets SKYSET_TARGET to "aws" in Lambda bundles).
 */
export function probeFor(tenant: string, settings: ProbeSettings, engines: ProbeEngines): ConnectionProbe {
  return async (connection) => {
    if (connection.backend === 'awsathena')
      return selectOne(await engines.athena(tenant, connection), CONNECTION_TEST_TIMEOUT_MS);
    if (process.env.SKYSET_TARGET !== 'aws') {
      const path = await duckDbFile(tenant, connection, settings);
      return selectOne(await engines.duckDb(tenant, path));
    }
    throw new Error('DuckDB databases are available in the local deployment only');
  };
}
