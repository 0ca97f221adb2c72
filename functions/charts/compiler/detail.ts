import { datasetColumn } from './columns.ts';
import type { CompileContext } from './context.ts';
import type { PlannedStatement } from './aggregate.ts';
import { compiledColumns } from './labels.ts';
import { orderByItems } from './order.ts';
import type { WhereClause } from './where.ts';

/** Samples: every stored column of the source (`SELECT *`) under the query's filters, up to the row limit. */
export function samplesStatement(context: CompileContext, where: WhereClause, source: string): PlannedStatement {
  const stored = context.dataset.columns
    .filter((column) => !column.expression)
    .map((column) => datasetColumn(context, column));
  return {
    statement: {
      select: ['*'],
      from: source,
      where: where.conditions,
      limit: context.query.row_limit,
      offset: context.query.row_offset,
    },
    columns: compiledColumns(context.dialect, stored, []),
  };
}

/**
 * Drill to detail: every active dataset column (calculated ones through their expressions), un-aggregated,
 * under the query's filters, ordered by its orderby (columns only) and paged by limit and offset.
 */
export function drillDetailStatement(context: CompileContext, where: WhereClause, source: string): PlannedStatement {
  const { dialect, query } = context;
  const columns = context.dataset.columns
    .filter((column) => column.is_active)
    .map((column) => datasetColumn(context, column));
  const orderBy = orderByItems(context, query.orderby, { columns, metrics: [], allowMetrics: false });
  return {
    statement: {
      select: columns.map((column) => `${column.sql} AS ${dialect.quoteIdentifier(dialect.columnAlias(column.label))}`),
      from: source,
      where: where.conditions,
      orderBy,
      limit: query.row_limit,
      offset: query.row_offset,
    },
    columns: compiledColumns(dialect, columns, []),
  };
}
