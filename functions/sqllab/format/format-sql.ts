import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import type { Config } from '../../lib/config.ts';
import { parseWith } from '../../lib/http.ts';
import { type DatabaseBackend, dialectFor } from '../../lib/sql/dialects.ts';
import { formatSql } from '../../lib/sql/format.ts';
import { requireSqlLabDatabase } from '../access.ts';
import { FormatPayload } from '../payloads.ts';

/** The configuration formatting reads: the deployment's own engine. */
export type FormatSettings = Pick<Config, 'QUERY_ENGINE'>;

/** Superset engine names (and their aliases) of the Trino grammar Athena speaks. */
const TRINO_ENGINES = new Set(['awsathena', 'athena', 'trino', 'presto']);

/** The backend whose grammar formats `engine`; the deployment's own engine for a name it does not serve. */
function backendOfEngine(engine: string | null | undefined, settings: FormatSettings): DatabaseBackend {
  if (engine && TRINO_ENGINES.has(engine.toLowerCase())) return 'awsathena';
  if (engine?.toLowerCase() === 'duckdb') return 'duckdb';
  return settings.QUERY_ENGINE === 'athena' ? 'awsathena' : 'duckdb';
}

/**
 * POST /api/v1/sqllab/format_sql/: the SQL pretty-printed in the grammar of the database (`database_id`) or of
 * the engine named (`engine`), upper-case keywords. Text the formatter cannot read answers 400.
 */
export async function formatQuery(
  access: CallerAccess,
  raw: unknown,
  settings: FormatSettings,
): Promise<{ result: string }> {
  const payload = parseWith(FormatPayload, raw);
  const backend = payload.database_id
    ? (await requireSqlLabDatabase(access, payload.database_id)).backend
    : backendOfEngine(payload.engine, settings);
  return { result: await formatSql(payload.sql, dialectFor(backend)) };
}
