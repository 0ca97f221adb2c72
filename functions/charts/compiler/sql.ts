import type { SqlDialect } from '../../lib/sql/dialect.ts';
import { renderTemplate } from '../../lib/sql/templates.ts';
import type { CompileContext } from './context.ts';

/** The clauses of one SELECT, each list rendered only when it has entries. */
export interface SelectStatement {
  select: string[];
  from: string;
  joins?: string[];
  where?: string[];
  groupBy?: string[];
  having?: string[];
  orderBy?: string[];
  limit?: number;
  offset?: number;
}

/** `expr AS "alias"`, the alias being the engine's name for the label. */
export function aliased(dialect: SqlDialect, sql: string, label: string): string {
  return `${sql} AS ${dialect.quoteIdentifier(dialect.columnAlias(label))}`;
}

const listClause = (keyword: string, items: string[] | undefined, separator: string): string =>
  items && items.length > 0 ? `${keyword} ${items.join(separator)}` : '';

/** The statement as text, one clause per line. */
export function renderSelect(statement: SelectStatement, dialect: SqlDialect): string {
  const limit = statement.limit !== undefined && statement.limit > 0 ? statement.limit : undefined;
  return [
    `SELECT ${statement.select.join(', ')}`,
    `FROM ${statement.from}`,
    ...(statement.joins ?? []),
    listClause('WHERE', statement.where, ' AND '),
    listClause('GROUP BY', statement.groupBy, ', '),
    listClause('HAVING', statement.having, ' AND '),
    listClause('ORDER BY', statement.orderBy, ', '),
    dialect.limitOffset(limit, statement.offset || undefined),
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The name virtual datasets' SQL is aliased to, as in Superset. */
export const VIRTUAL_TABLE_ALIAS = 'virtual_table';

/**
 * What the query reads: the quoted table of a physical dataset, or a virtual dataset's SQL (a template its owner
 * wrote, so not subject to the fragment rules) as a sub-select. Trailing semicolons are dropped, and the closing
 * parenthesis gets a line of its own so a trailing comment cannot swallow it.
 */
export function sourceSql(context: CompileContext): string {
  const { dataset, dialect } = context;
  const sql = dataset.sql?.trim();
  if (!sql)
    return dialect.qualifiedTable({ catalog: dataset.catalog, schema: dataset.schema, table: dataset.table_name });
  const rendered = renderTemplate(sql, context.template)
    .trim()
    .replace(/;[\s;]*$/, '');
  return `(\n${rendered}\n) AS ${dialect.quoteIdentifier(VIRTUAL_TABLE_ALIAS)}`;
}
