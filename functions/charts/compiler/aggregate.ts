import { BadRequestError } from '#shared/errors.ts';
import { LEGACY_TIME_LABEL, legacyTimeColumn, resolveColumn } from './columns.ts';
import type { CompileContext } from './context.ts';
import { assertUniqueLabels, compiledColumns } from './labels.ts';
import { resolveMetric } from './metrics.ts';
import { orderByItems } from './order.ts';
import { seriesLimitJoin } from './series-limit.ts';
import { aliased, type SelectStatement } from './sql.ts';
import type { CompiledColumn, SqlColumn, SqlMetric } from './types.ts';
import { havingConditions, type WhereClause } from './where.ts';

/** A statement before rendering, with the result columns it answers. */
export interface PlannedStatement {
  statement: SelectStatement;
  columns: CompiledColumn[];
}

/** ORDER BY: the query's own, else (when aggregating) the first metric, descending unless `order_desc` is false. */
function orderBy(context: CompileContext, columns: SqlColumn[], metrics: SqlMetric[]): string[] {
  const { query } = context;
  if (query.orderby.length > 0) return orderByItems(context, query.orderby, { columns, metrics, allowMetrics: true });
  const [first] = metrics;
  return first ? [`${first.sql} ${query.order_desc ? 'DESC' : 'ASC'}`] : [];
}

/**
 * The chart's own query: its columns (the legacy `__timestamp` first) and metrics, grouped by the columns when
 * metrics are given (an empty list gives distinct rows), raw rows when they are absent; filters, HAVING, the top-N series join, order, limit and offset.
 */
export function aggregateStatement(context: CompileContext, where: WhereClause, source: string): PlannedStatement {
  const { query, dialect } = context;
  const legacyTime = legacyTimeColumn(context);
  // Legacy clients also list `__timestamp` among the columns; it is the time column added here, as in Superset.
  const requested = query.columns.filter((column) => column !== LEGACY_TIME_LABEL);
  const columns = [...(legacyTime ? [legacyTime] : []), ...requested.map((column) => resolveColumn(context, column))];
  const metrics = (query.metrics ?? []).map((metric) => resolveMetric(context, metric));
  if (columns.length === 0 && metrics.length === 0) throw new BadRequestError('Empty query?');
  const result = compiledColumns(dialect, columns, metrics);
  assertUniqueLabels(result);
  // Superset groups whenever metrics are given, even an empty list (a filter's distinct values).
  const aggregated = query.metrics !== null;
  const join = aggregated ? seriesLimitJoin(context, columns, source, where.conditions) : undefined;
  const statement: SelectStatement = {
    select: [...columns, ...metrics].map((item) => aliased(dialect, item.sql, item.label)),
    from: source,
    joins: join ? [join] : [],
    where: where.conditions,
    groupBy: aggregated ? columns.map((column) => column.sql) : [],
    having: aggregated ? havingConditions(context) : [],
    orderBy: orderBy(context, columns, metrics),
    limit: query.row_limit,
    offset: query.row_offset,
  };
  return { statement, columns: result };
}
