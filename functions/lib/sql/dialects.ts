import type { SqlDialect } from './dialect.ts';
import { duckDbDialect } from './duckdb-dialect.ts';
import { trinoDialect } from './trino-dialect.ts';

/** The database backends Skyset connects to (DatabaseRecord `backend`). */
export type DatabaseBackend = 'duckdb' | 'awsathena';

const DIALECTS: Readonly<Record<DatabaseBackend, SqlDialect>> = { duckdb: duckDbDialect, awsathena: trinoDialect };

/** The SQL dialect of a database backend: DuckDB locally, Trino for Athena engine v3. */
export function dialectFor(backend: DatabaseBackend): SqlDialect {
  return DIALECTS[backend];
}

/** Every dialect Skyset speaks, for checking what no one database will read yet. */
export const ALL_DIALECTS: readonly SqlDialect[] = Object.values(DIALECTS);
