import { randomUUID } from 'node:crypto';
import { AppError, QueryTimeoutError } from '#shared/errors.ts';
import { findDatabase } from '../../lib/records/database-repository.ts';
import type { EngineColumn, EngineRow, QueryEngine } from '../../lib/ports/query-engine.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { dialectFor } from '../../lib/sql/dialects.ts';
import { applyLimit } from '../../lib/sql/limit.ts';
import { withGrammar } from '../../lib/sql/parser.ts';
import { refuseSandboxEscapes } from '../../lib/sql/statement-guard.ts';
import { classifyStatement, splitStatements } from '../../lib/sql/statements.ts';
import { renderTemplate } from '../../lib/sql/templates.ts';
import type { ReportRecord } from '../schema.ts';
import { AlertQueryFailure } from './alert-condition.ts';
import type { Executor } from './executor.ts';

/** Rows an alert query may return: two are enough to tell that it returned more than one (Superset's ALERT_SQL_LIMIT). */
const ALERT_SQL_LIMIT = 2;

/** What an alert's query returned. */
export interface AlertRows {
  columns: EngineColumn[];
  rows: EngineRow[];
}

/**
 * The alert's SQL as it may run: rendered as SQL Lab renders templates (as the executor), one read-only SELECT
 * whatever the database allows, refused when it would leave the engine's sandbox, and limited to two rows.
 */
async function alertStatement(
  report: ReportRecord,
  backend: Parameters<typeof dialectFor>[0],
  executor: Executor,
): Promise<string> {
  const dialect = await withGrammar(dialectFor(backend));
  const rendered = renderTemplate(report.sql ?? '', {
    params: {},
    username: executor.username,
    userId: String(executor.userId),
  });
  const statements = splitStatements(rendered, dialect);
  if (statements.length !== 1 || classifyStatement(statements[0] ?? '', dialect) !== 'select') {
    throw new AlertQueryFailure('An alert query must be one SELECT statement.');
  }
  refuseSandboxEscapes(statements, dialect);
  return applyLimit(statements[0] ?? '', ALERT_SQL_LIMIT, dialect).sql;
}

/** What an alert's query runs with: the clock its deadline is read on, and the engine of a tenant's database. */
export interface AlertQueryPorts {
  now(): number;
  engineFor(tenant: string, database: DatabaseRecord): Promise<QueryEngine>;
}

/**
 * Runs an alert's query on its database through the engine SQL Lab uses, within the run's deadline. Failures come
 * back as AlertQueryFailure in Superset's words with the engine's message.
 */
export async function runAlertQuery(
  tenant: string,
  report: ReportRecord,
  executor: Executor,
  deadline: number,
  { now, engineFor }: AlertQueryPorts,
): Promise<AlertRows> {
  const database = report.database_id === null ? undefined : await findDatabase(tenant, report.database_id);
  if (!database) throw new AlertQueryFailure('Database does not exist');
  try {
    const sql = await alertStatement(report, database.backend, executor);
    const engine = await engineFor(tenant, database);
    const timeoutMs = deadline - now();
    if (timeoutMs <= 0) throw new QueryTimeoutError();
    const result = await engine.run({
      sql,
      queryId: `alert-${report.id}-${randomUUID()}`,
      maxRows: ALERT_SQL_LIMIT,
      timeoutMs,
    });
    return { columns: result.columns, rows: result.rows };
  } catch (error) {
    if (error instanceof AlertQueryFailure) throw error;
    if (error instanceof QueryTimeoutError)
      throw new AlertQueryFailure('A timeout occurred while executing the query.');
    const detail = error instanceof AppError && error.expose ? error.message : 'the engine failed';
    throw new AlertQueryFailure(`Alert found an error while executing a query: ${detail}`);
  }
}
