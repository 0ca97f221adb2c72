import * as z from 'zod';
import { QueryEngineError } from '#shared/errors.ts';
import { SQL_MAX_BYTES } from '#shared/limits.ts';
import type { LimitingFactor } from '#shared/sqllab/query-types.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { dialectFor } from '../../lib/sql/dialects.ts';
import { applyLimit } from '../../lib/sql/limit.ts';
import { withGrammar } from '../../lib/sql/parser.ts';
import { refuseSandboxEscapes } from '../../lib/sql/statement-guard.ts';
import { applyTableRowFilters, type TableRowFilter } from '../../lib/sql/table-row-filters.ts';
import { classifyStatement, splitStatements } from '../../lib/sql/statements.ts';
import { parseTemplateParams, renderTemplate } from '../../lib/sql/templates.ts';
import { ctasStatement, ctasTarget } from './ctas.ts';

export const DML_NOT_ALLOWED_MESSAGE = 'Only SELECT statements are allowed against this database.';

/** What runs for one execute: the statements as sent to the engine and how to read the last one. */
export const ExecutionPlan = z.object({
  statements: z.array(z.string()).min(1),
  /** The last statement is a SELECT whose rows are the result. */
  returnsRows: z.boolean(),
  /** Rows the user asked to see (queryLimit within SQL_MAX_ROW); one more is fetched to know the result was cut. */
  limit: z.number().int().positive(),
  /** The LIMIT the user's own last statement had, when it could be read. */
  userLimit: z.number().int().nullable(),
  ctas: z.object({ method: z.enum(['TABLE', 'VIEW']), schema: z.string().nullable(), table: z.string() }).nullable(),
});
export type ExecutionPlan = z.infer<typeof ExecutionPlan>;

/** What a script plan needs from the request. */
export interface ScriptRequest {
  sql: string;
  templateParams: string | null;
  schema: string | null;
  queryLimit: number | null;
  selectAsCta: boolean;
  ctasMethod: 'TABLE' | 'VIEW';
  tmpTableName: string | null;
  user: { id: string; name: string };
  now: number;
}

/** The row limit of a request: its queryLimit (default DEFAULT_SQLLAB_LIMIT), never above SQL_MAX_ROW. */
export const effectiveLimit = (
  queryLimit: number | null,
  settings: { DEFAULT_SQLLAB_LIMIT: number; SQL_MAX_ROW: number },
): number => Math.min(queryLimit && queryLimit > 0 ? queryLimit : settings.DEFAULT_SQLLAB_LIMIT, settings.SQL_MAX_ROW);

/**
 * Renders the template, splits the script, refuses statements that leave the database's sandbox (files, other
 * databases, extensions, settings) everywhere, reads the tables of `rowFilters` filtered (RLS_IN_SQLLAB), refuses
 * DML/DDL where the database forbids it, wraps the last SELECT in
 * CTAS/CVAS when asked, and otherwise limits the last SELECT to `limit + 1` rows through the SQL toolkit.
 */
export async function planScript(
  request: ScriptRequest,
  database: DatabaseRecord,
  limit: number,
  rowFilters: readonly TableRowFilter[] = [],
): Promise<ExecutionPlan> {
  const dialect = await withGrammar(dialectFor(database.backend));
  const params = parseTemplateParams(request.templateParams ?? undefined);
  const rendered = renderTemplate(request.sql, { params, username: request.user.name, userId: request.user.id });
  // The executed SQL is stored with the query, so a template may not expand it past what the record can hold.
  if (Buffer.byteLength(rendered, 'utf8') > SQL_MAX_BYTES) {
    throw new QueryEngineError(`The rendered SQL is longer than ${SQL_MAX_BYTES} bytes.`, 'INVALID_SQL_ERROR');
  }
  const split = splitStatements(rendered, dialect);
  if (split.length === 0) throw new QueryEngineError('The query is empty.', 'INVALID_SQL_ERROR');
  refuseSandboxEscapes(split, dialect);
  const statements = split.map((statement) => applyTableRowFilters(statement, rowFilters, dialect));
  const kinds = statements.map((statement) => classifyStatement(statement, dialect));
  if (!database.allow_dml && kinds.some((kind) => kind === 'dml' || kind === 'ddl')) {
    throw new QueryEngineError(DML_NOT_ALLOWED_MESSAGE, 'DML_NOT_ALLOWED_ERROR');
  }
  const last = statements.length - 1;
  if (request.selectAsCta) {
    const target = {
      method: request.ctasMethod,
      tableName: request.tmpTableName,
      schema: request.schema,
      userId: request.user.id,
      now: request.now,
    };
    const ctas = ctasTarget(target, database, kinds);
    statements[last] = ctasStatement(ctas, statements[last]!, dialect);
    return { statements, returnsRows: false, limit, userLimit: null, ctas };
  }
  if (kinds[last] !== 'select') return { statements, returnsRows: false, limit, userLimit: null, ctas: null };
  const limited = applyLimit(statements[last]!, limit + 1, dialect);
  statements[last] = limited.sql;
  return { statements, returnsRows: true, limit, userLimit: limited.queryLimit, ctas: null };
}

/**
 * Why the result has its rows: the user's own LIMIT when lower than ours, both when equal, ours when it cut
 * (a row beyond the limit came back), else nothing.
 */
export function limitingFactorOf(plan: Pick<ExecutionPlan, 'limit' | 'userLimit'>, cut: boolean): LimitingFactor {
  if (plan.userLimit !== null && plan.userLimit < plan.limit) return 'QUERY';
  if (plan.userLimit !== null && plan.userLimit === plan.limit) return 'QUERY_AND_DROPDOWN';
  return cut ? 'DROPDOWN' : 'NOT_LIMITED';
}
