import type { Config } from '../../lib/config.ts';
import { type Connection, type DuckDbConnection, parseConnectionUri } from '../connection-uri.ts';
import { FieldConflictError } from '../errors.ts';
import { resolveTenantFile } from './tenant-files.ts';

/** The configuration connection checks read: the root of the tenants' DuckDB files. */
export type ProbeSettings = Pick<Config, 'TENANT_FILES_DIR'>;

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
 * The file a DuckDB connection opens (its real path inside the tenant's folder; null in memory), for the probe and
 * the checks alike. Parameters after the path (`?access_mode=...`, `#...`) are a 422 naming `sqlalchemy_uri`:
 * duckdb-engine reads them as engine settings, Skyset sets those itself and understands none, and a parameter
 * accepted but ignored would store a connection that does not do what it says.
 */
export async function duckDbFile(
  tenant: string,
  connection: DuckDbConnection,
  settings: ProbeSettings,
): Promise<string | null> {
  if (connection.parameters !== undefined) {
    const problem = `DuckDB connection strings take no parameters: remove "${connection.parameters}" (Skyset sets the engine's options itself).`;
    throw new FieldConflictError({ sqlalchemy_uri: [problem] });
  }
  return connection.path === null ? null : tenantFile(tenant, connection.path, settings);
}

/**
 * The checks a connection string passes before any engine is tried, as create, update and test_connection run
 * them (the probe resolves DuckDB files through `duckDbFile` too) and as imports run them: a connection Skyset reads
 * (400 naming `sqlalchemy_uri`) and, for DuckDB, no parameters and a file inside the tenant's folder (422 naming
 * `sqlalchemy_uri`). Kept apart from the probe so what only checks (imports) bundles no engine.
 */
export async function checkConnectionUri(tenant: string, uri: string, settings: ProbeSettings): Promise<Connection> {
  const connection = parseConnectionUri(uri);
  if (connection.backend === 'duckdb') await duckDbFile(tenant, connection, settings);
  return connection;
}
