import type { DatabaseRecord } from '../records/database-schema.ts';
import { ForbiddenError, NotFoundError } from '#shared/errors.ts';
import { type Connection, parseConnectionUri, type ProbeEngines, resolveTenantFile } from '../../databases/index.ts';
import { config } from '../config.ts';
import { SlottedEngine } from '../engine-slots/slotted-engine.ts';
import { once } from '../once.ts';
import type { QueryEngine } from '../ports/query-engine.ts';
import { deploymentBackend, openExamplesEngine, tenantAthenaEngine } from './query-engine.ts';
import { tenantSlots } from './tenant-slots.ts';

/** The parts of a database record that decide its engine. */
export type EngineTarget = Pick<DatabaseRecord, 'id' | 'backend' | 'database_name'> &
  Partial<Pick<DatabaseRecord, 'sqlalchemy_uri'>>;

/** An engine opened for one tenant's database, with the connection string it was opened on. */
interface Opened {
  uri: string | null;
  engine: Promise<QueryEngine>;
}

/**
 * Engines by tenant and database id, opened on first use and kept for the process's life (a runtime that re-points
 * the environment starts a new map). Never by connection string alone: two tenants' `duckdb:///:memory:` are two
 * databases, and so are their examples.
 */
const opened = once(() => new Map<string, Opened>());

const keyOf = (tenant: string, databaseId: number): string => `${tenant}/${databaseId}`;

/**
 * The engine that runs a tenant's database's queries: the deployment's engine for the examples (no connection
 * string), else one on the database's own connection. An engine whose database changed its connection string
 * (in another process) is replaced.
 */
export function engineFor(tenant: string, database: EngineTarget): Promise<QueryEngine> {
  const uri = database.sqlalchemy_uri ?? null;
  const key = keyOf(tenant, database.id);
  const current = opened().get(key);
  if (current?.uri === uri) return current.engine;
  if (current) void closeQuietly(current.engine);
  const opening =
    uri === null
      ? openDeploymentEngine(tenant, database)
      : openConnectionEngine(tenant, parseConnectionUri(uri), database.database_name);
  // Every query of the tenant's databases counts against the tenant's slots, whichever database it runs on.
  const engine = opening.then((open): QueryEngine => new SlottedEngine(open, tenant, tenantSlots()));
  const entry = { uri, engine };
  opened().set(key, entry);
  // A failed open is not cached: the next request tries again (the file may have appeared).
  engine.catch(() => opened().get(key) === entry && opened().delete(key));
  return engine;
}

async function openDeploymentEngine(tenant: string, database: EngineTarget): Promise<QueryEngine> {
  if (database.backend !== deploymentBackend()) throw notServed(database.database_name, database.backend);
  return openExamplesEngine(tenant);
}

const notServed = (name: string, backend: string): NotFoundError =>
  new NotFoundError(`Database ${name} uses ${backend}, which this deployment does not run`, {
    errorType: 'DATABASE_NOT_FOUND_ERROR',
  });

/**
 * A new engine on a tenant's connection, owned by the caller (test_connection closes it): Athena in the tenant's
 * workgroup; a DuckDB file only inside the tenant's folder, in the tenant's engine process, and only in the local
 * deployment (esbuild sets SKYSET_TARGET to "aws" in Lambda bundles, which drops the DuckDB import from them).
 */
export async function openConnectionEngine(
  tenant: string,
  connection: Connection,
  databaseName = 'database',
): Promise<QueryEngine> {
  if (connection.backend === 'awsathena')
    return tenantAthenaEngine(tenant, { database: connection.schema, catalog: connection.catalog });
  // The condition must guard the import itself: esbuild drops a branch it knows is false, not code after a throw.
  if (process.env.SKYSET_TARGET !== 'aws') {
    const { openTenantDuckDb } = await import('./duckdb-hosts.ts');
    return openTenantDuckDb(
      tenant,
      connection.path === null ? {} : { path: await tenantFile(tenant, connection.path) },
    );
  }
  throw notServed(databaseName, 'duckdb files');
}

/** The engines connection tests open: see openConnectionEngine; a DuckDB file read-only (the probe takes no lock). */
export const probeEngines: ProbeEngines = {
  athena: (tenant, connection) => openConnectionEngine(tenant, connection),
  duckDb: async (tenant, path) => {
    // The condition must guard the import itself: esbuild drops a branch it knows is false, not code after a throw.
    if (process.env.SKYSET_TARGET !== 'aws') {
      const { openTenantDuckDb } = await import('./duckdb-hosts.ts');
      // DuckDB refuses read-only mode for an in-memory database, which has nothing to protect anyway.
      return openTenantDuckDb(tenant, path === null ? {} : { path, readOnly: true });
    }
    throw notServed('database', 'duckdb files');
  },
};

/** The real path of a tenant's DuckDB file; a stored path outside the tenant's folder is refused, not opened. */
async function tenantFile(tenant: string, path: string): Promise<string> {
  const resolved = await resolveTenantFile(config().TENANT_FILES_DIR, tenant, path);
  if (resolved.problem !== undefined)
    throw new ForbiddenError(resolved.problem, { detailed: true, errorType: 'DATABASE_SECURITY_ACCESS_ERROR' });
  return resolved.file;
}

async function closeQuietly(engine: Promise<QueryEngine>): Promise<void> {
  await engine.then((open) => open.close()).catch(() => undefined);
}

/** Closes and forgets the engine of a tenant's database (after its connection changed or it was deleted). */
export async function forgetEngine(tenant: string, databaseId: number): Promise<void> {
  const key = keyOf(tenant, databaseId);
  const current = opened().get(key);
  opened().delete(key);
  if (current) await closeQuietly(current.engine);
}

/** Closes every engine this process opened and, locally, stops the engine processes (the local runtime's shutdown). */
export async function closeEngines(): Promise<void> {
  const all = [...opened().values()];
  opened().clear();
  await Promise.all(all.map((entry) => closeQuietly(entry.engine)));
  if (process.env.SKYSET_TARGET !== 'aws') {
    const { stopEngineHosts } = await import('./duckdb-hosts.ts');
    await stopEngineHosts();
  }
}
