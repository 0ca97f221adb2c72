import { AppError, QueryEngineError } from '#shared/errors.ts';
import type { StatementKind } from '../../lib/sql/statements.ts';
import type { SqlDialect } from '../../lib/sql/dialect.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';

/** Where a CREATE TABLE/VIEW AS SELECT puts its result. */
export interface CtasTarget {
  method: 'TABLE' | 'VIEW';
  schema: string | null;
  table: string;
}

export const INVALID_CTAS_MESSAGE =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
export const INVALID_CVAS_MESSAGE =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

/** `force_ctas_schema` of the record, else of its `extra` JSON (where older Superset exports keep it). */
function forcedSchema(database: DatabaseRecord): string | null {
  if (database.force_ctas_schema) return database.force_ctas_schema;
  try {
    const extra: unknown = JSON.parse(database.extra || '{}');
    const value = (extra as { force_ctas_schema?: unknown } | null)?.force_ctas_schema;
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

/** Superset's default name of a CTAS table: `tmp_<user>_table_<timestamp>`. */
const defaultTableName = (userId: string, now: number): string =>
  `tmp_${userId.replace(/\W/g, '_')}_table_${Math.floor(now / 1000)}`;

/**
 * The CTAS/CVAS target of a request, after Superset's rules: the database must allow it; CTAS needs a SELECT as
 * the last statement, CVAS a script of exactly one SELECT.
 */
export function ctasTarget(
  request: { method: 'TABLE' | 'VIEW'; tableName: string | null; schema: string | null; userId: string; now: number },
  database: DatabaseRecord,
  kinds: StatementKind[],
): CtasTarget {
  const allowed = request.method === 'TABLE' ? database.allow_ctas : database.allow_cvas;
  if (!allowed) {
    const what = request.method === 'TABLE' ? 'CREATE TABLE AS' : 'CREATE VIEW AS';
    throw new AppError(403, `This database does not allow ${what}.`, {
      detailed: true,
      errorType: 'DATABASE_SECURITY_ACCESS_ERROR',
    });
  }
  if (request.method === 'TABLE' && kinds.at(-1) !== 'select')
    throw new QueryEngineError(INVALID_CTAS_MESSAGE, 'INVALID_CTAS_QUERY_ERROR');
  if (request.method === 'VIEW' && (kinds.length !== 1 || kinds[0] !== 'select')) {
    throw new QueryEngineError(INVALID_CVAS_MESSAGE, 'INVALID_CVAS_QUERY_ERROR');
  }
  const table = request.tableName?.trim() || defaultTableName(request.userId, request.now);
  return { method: request.method, schema: forcedSchema(database) ?? request.schema, table };
}

/** The CREATE statement wrapping `select`, with the target's names quoted by the dialect (never spliced raw). */
export function ctasStatement(target: CtasTarget, select: string, dialect: SqlDialect): string {
  const name = dialect.qualifiedTable({ schema: target.schema, table: target.table });
  return `CREATE ${target.method} ${name} AS\n${select}`;
}
