import { NotFoundError } from '#shared/errors.ts';
import { type AthenaConnection, type Connection, parseConnectionUri } from '../../databases/connection-uri.ts';
import type { DatabaseRecord } from '../../databases/schema.ts';
import { AthenaEngine } from '../adapters/athena-engine.ts';
import { config } from '../config.ts';
import type { QueryEngine } from '../ports/query-engine.ts';
import { closeQueryEngine, queryEngine } from './query-engine.ts';

/** The parts of a database record that decide its engine. */
export type EngineTarget = Pick<DatabaseRecord, 'backend' | 'database_name'> & Partial<Pick<DatabaseRecord, 'sqlalchemy_uri'>>;

/** Engines of user-added databases, by connection string: opened on first use, kept for the process's life. */
const opened = new Map<string, Promise<QueryEngine>>();

/**
 * The engine that runs a database's queries. A database without a connection string (the examples) runs on the
 * deployment's engine; a user-added one gets its own engine on its connection, cached per connection string.
 */
export async function engineFor(database: EngineTarget): Promise<QueryEngine> {
  const uri = database.sqlalchemy_uri ?? null;
  if (uri === null) return sharedEngine(database);
  let engine = opened.get(uri);
  if (!engine) {
    engine = openConnectionEngine(parseConnectionUri(uri), database.database_name);
    opened.set(uri, engine);
    // A failed open is not cached: the next request tries again (the file may have appeared).
    engine.catch(() => opened.get(uri) === engine && opened.delete(uri));
  }
  return engine;
}

async function sharedEngine(database: EngineTarget): Promise<QueryEngine> {
  const engine = await queryEngine();
  const served = engine.kind === 'duckdb' ? 'duckdb' : 'awsathena';
  if (database.backend !== served) throw notServed(database.database_name, database.backend);
  return engine;
}

const notServed = (name: string, backend: string): NotFoundError =>
  new NotFoundError(`Database ${name} uses ${backend}, which this deployment does not run`, { errorType: 'DATABASE_NOT_FOUND_ERROR' });

/**
 * A new engine on a connection, owned by the caller (test_connection closes it). DuckDB files open only in the
 * local deployment: esbuild sets SKYSET_TARGET to "aws" in Lambda bundles, which drops the DuckDB import from them.
 */
export async function openConnectionEngine(connection: Connection, databaseName = 'database'): Promise<QueryEngine> {
  if (connection.backend === 'awsathena') return athenaEngine(connection);
  // The condition must guard the import itself: esbuild drops a branch it knows is false, not code after a throw.
  if (process.env.SKYSET_TARGET !== 'aws') {
    const { DuckDbEngine } = await import('../adapters/duckdb-engine.ts');
    return DuckDbEngine.open(connection.path === null ? {} : { path: connection.path });
  }
  throw notServed(databaseName, 'duckdb files');
}

/** Athena with the connection's work group, schema, catalog and staging folder, the deployment's where it names none. */
function athenaEngine(connection: AthenaConnection): QueryEngine {
  const settings = config();
  const outputLocation = connection.s3StagingDir ?? settings.ATHENA_OUTPUT_LOCATION;
  return new AthenaEngine({
    // `primary` is the work group every AWS account has.
    workgroup: connection.workGroup ?? settings.ATHENA_WORKGROUP ?? 'primary',
    database: connection.schema ?? settings.ATHENA_DATABASE ?? 'default',
    ...(connection.catalog ? { catalog: connection.catalog } : {}),
    ...(outputLocation ? { outputLocation } : {}),
  });
}

/** Closes and forgets the engine of a connection string (after its database changed or was deleted). */
export async function forgetEngine(uri: string | null): Promise<void> {
  if (uri === null) return;
  const engine = opened.get(uri);
  opened.delete(uri);
  await engine?.then((open) => open.close()).catch(() => undefined);
}

/** Closes every engine this process opened, the deployment's and the user databases' (the local runtime's shutdown). */
export async function closeEngines(): Promise<void> {
  await Promise.all([...[...opened.keys()].map(forgetEngine), closeQueryEngine()]);
}
