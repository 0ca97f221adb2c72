import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors.ts';
import { logger } from '../lib/logger.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';
import type { ParsingDialect } from '../lib/sql/parser.ts';
import { parseTemplateParams, renderTemplate } from '../lib/sql/templates.ts';
import { FieldError } from '../lib/field-error.ts';
import { virtualSqlProblem } from './virtual-sql.ts';

/** A column as the engine describes it: its name and the engine's type (`VARCHAR`, `DECIMAL(10,2)`, `TIMESTAMP`). */
export interface DiscoveredColumn {
  name: string;
  type: string;
}

/** The engine a dataset's columns are read from, and what to answer when reading them fails. */
export interface DiscoveryContext {
  engine: QueryEngine;
  dialect: ParsingDialect;
  /** Superset's words for the command that failed (`Dataset could not be created.`...), answered 422. */
  failure: string;
  /** Who asks: templates may name them (`current_username()`). */
  user: { id: number; name: string };
}

/** Where a physical dataset's table lives. */
export interface TableRef {
  table_name: string;
  schema: string | null;
  catalog: string | null;
}

/** Runs an engine read, turning any failure into the command's 422 (the cause is logged, never shown). */
async function engineRead<T>(context: DiscoveryContext, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.warn('Reading dataset columns from the engine failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError(422, context.failure, { errorType: 'GENERIC_DB_ENGINE_ERROR', cause: error });
  }
}

/** A physical table's columns from the engine's catalog; undefined when the table does not exist. */
export async function physicalColumns(
  context: DiscoveryContext,
  table: TableRef,
): Promise<DiscoveredColumn[] | undefined> {
  const described = await engineRead(context, () =>
    context.engine.catalog().describeTable({
      name: table.table_name,
      schema: table.schema ?? undefined,
      catalog: table.catalog ?? undefined,
    }),
  );
  return described?.columns.map((column) => ({ name: column.name, type: column.type }));
}

/**
 * The rendered SQL of a virtual dataset, checked: one read-only SELECT (422 naming `sql` in Superset's words
 * otherwise). Templates render with the dataset's parameters, as chart queries will render them.
 */
export function renderVirtualSql(
  sql: string,
  templateParams: string | null,
  context: Pick<DiscoveryContext, 'dialect' | 'user'>,
): string {
  const params = parseTemplateParams(templateParams ?? undefined);
  const rendered = renderTemplate(sql, { params, username: context.user.name, userId: context.user.id });
  const problem = virtualSqlProblem(rendered, context.dialect);
  if (problem !== undefined) throw new FieldError({ sql: [problem] }, 422);
  return rendered.trim().replace(/;[\s;]*$/, '');
}

/**
 * A virtual dataset's columns: its SQL run as the compiler will run it, a sub-select, with no rows asked for, so
 * the engine names and types every column without reading data.
 */
export async function virtualColumns(
  context: DiscoveryContext,
  sql: string,
  templateParams: string | null,
): Promise<DiscoveredColumn[]> {
  const rendered = renderVirtualSql(sql, templateParams, context);
  const { dialect } = context;
  const probe = `SELECT *\nFROM (\n${rendered}\n) AS ${dialect.quoteIdentifier('virtual_table')}\n${dialect.limitOffset(0)}`;
  const result = await engineRead(context, () => context.engine.run({ sql: probe, queryId: randomUUID(), maxRows: 1 }));
  return result.columns.map((column) => ({ name: column.name, type: column.type }));
}
