import type { Config } from '../../lib/config.ts';
import { type Connection, parseConnectionUri } from '../connection-uri.ts';
import { FieldConflictError } from '../errors.ts';
import { resolveTenantFile } from './tenant-files.ts';

/** The configuration connection checks read: the root of the tenants' DuckDB files. */
export type ProbeSettings = Pick<Config, 'TENANT_FILES_DIR'>;

/**
 * The real path of a DuckDB file inside the tenant's folder; any other path is a 422 naming `sqlalchemy_uri`, as
 * Superset answers an invalid connection string on create, update and test_connection.
 */
export async function tenantFile(tenant: string, path: string, settings: ProbeSettings): Promise<string> {
  const resolved = await resolveTenantFile(settings.TENANT_FILES_DIR, tenant, path);
  if (resolved.problem !== undefined) throw new FieldConflictError({ sqlalchemy_uri: [resolved.problem] });
  return resolved.file;
}

/**
 * The checks a connection string passes before any engine is tried, as create, update and test_connection run
 * them (the probe resolves DuckDB files through `tenantFile` too) and as imports run them: a connection Skyset reads
 * (400 naming `sqlalchemy_uri`) and, for a DuckDB file, a place inside the tenant's folder (422 naming
 * `sqlalchemy_uri`). Kept apart from the probe so what only checks (imports) bundles no engine.
 */
export async function checkConnectionUri(tenant: string, uri: string, settings: ProbeSettings): Promise<Connection> {
  const connection = parseConnectionUri(uri);
  if (connection.backend === 'duckdb' && connection.path !== null) await tenantFile(tenant, connection.path, settings);
  return connection;
}
