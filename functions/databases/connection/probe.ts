import { randomUUID } from 'node:crypto';
import { openConnectionEngine } from '../../lib/composition/engines.ts';
import type { Config } from '../../lib/config.ts';
import { type AthenaConnection, type Connection, parseConnectionUri } from '../connection-uri.ts';
import { FieldConflictError } from '../errors.ts';
import { resolveTenantFile } from './tenant-files.ts';

/** Milliseconds a connection test may take before it counts as a timeout. */
export const CONNECTION_TEST_TIMEOUT_MS = 30_000;

/** Tries a connection; throws the engine's own failure when it cannot be used. */
export type ConnectionProbe = (connection: Connection) => Promise<void>;

/** The configuration a probe reads: the root of the tenants' DuckDB files. */
export type ProbeSettings = Pick<Config, 'TENANT_FILES_DIR'>;

/** Runs `SELECT 1` on Athena through a throwaway engine in the tenant's workgroup. */
async function probeAthena(tenant: string, connection: AthenaConnection): Promise<void> {
  const engine = await openConnectionEngine(tenant, connection);
  try {
    await engine.run({ sql: 'SELECT 1', queryId: `test-connection-${randomUUID()}`, maxRows: 1, timeoutMs: CONNECTION_TEST_TIMEOUT_MS });
  } finally {
    await engine.close();
  }
}

/**
 * The real path of a DuckDB file inside the tenant's folder; any other path is a 422 naming `sqlalchemy_uri`, as
 * Superset answers an invalid connection string on create, update and test_connection.
 */
async function tenantFile(tenant: string, path: string, settings: ProbeSettings): Promise<string> {
  const resolved = await resolveTenantFile(settings.TENANT_FILES_DIR, tenant, path);
  if (resolved.problem !== undefined) throw new FieldConflictError({ sqlalchemy_uri: [resolved.problem] });
  return resolved.file;
}

/**
 * The checks a connection string passes before any engine is tried, as create, update and test_connection run
 * them (through the probe below) and as imports run them: a connection Skyset reads (400 naming `sqlalchemy_uri`)
 * and, for a DuckDB file, a place inside the tenant's folder (422 naming `sqlalchemy_uri`).
 */
export async function checkConnectionUri(tenant: string, uri: string, settings: ProbeSettings): Promise<Connection> {
  const connection = parseConnectionUri(uri);
  if (connection.backend === 'duckdb' && connection.path !== null) await tenantFile(tenant, connection.path, settings);
  return connection;
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
      const path = connection.path === null ? null : await tenantFile(tenant, connection.path, settings);
      const { probeDuckDb } = await import('./duckdb-probe.ts');
      return probeDuckDb(path);
    }
    throw new Error('DuckDB databases are available in the local deployment only');
  };
}
