import { BadRequestError } from '#shared/errors.ts';
import { metricLabelOf, type AdhocColumn, type OrderbyItem, type OrderbyTarget } from '#shared/query-context/index.ts';
import { datasetColumn, resolveColumn } from './columns.ts';
import type { CompileContext } from './context.ts';
import { resolveMetric } from './metrics.ts';
import type { SqlColumn, SqlMetric } from './types.ts';

/** What an ORDER BY may name: the query's own columns and metrics, by label. */
export interface OrderScope {
  columns: readonly SqlColumn[];
  metrics: readonly SqlMetric[];
  /** Whether metrics may be named (not in a drill to detail, whose rows are not aggregated). */
  allowMetrics: boolean;
}

const invalid = (target: string): BadRequestError => new BadRequestError(`Invalid orderby item: '${target}'`);

/** A name: a label of the query, a saved metric, or a dataset column, in that order. */
function namedTarget(context: CompileContext, name: string, scope: OrderScope): string {
  const selectedMetric = scope.allowMetrics ? scope.metrics.find((metric) => metric.label === name) : undefined;
  if (selectedMetric) return selectedMetric.sql;
  if (scope.allowMetrics && context.metricsByName.has(name)) return resolveMetric(context, name).sql;
  const selectedColumn = scope.columns.find((column) => column.label === name);
  if (selectedColumn) return selectedColumn.sql;
  const column = context.columnsByName.get(name);
  if (column) return datasetColumn(context, column).sql;
  throw invalid(name);
}

/** Superset reads an object with `expressionType` as a metric, unless it says it is a column (`columnType`). */
const isColumnTarget = (target: Exclude<OrderbyTarget, string>): target is AdhocColumn =>
  ('columnType' in target && Boolean(target.columnType)) || !target.expressionType;

function objectTarget(context: CompileContext, target: Exclude<OrderbyTarget, string>, scope: OrderScope): string {
  if (isColumnTarget(target)) return resolveColumn(context, target).sql;
  if (!scope.allowMetrics) throw invalid(metricLabelOf(target));
  return resolveMetric(context, target).sql;
}

/** The ORDER BY items of `[target, ascending]` pairs; 400 naming an item the query cannot order by. */
export function orderByItems(context: CompileContext, items: readonly OrderbyItem[], scope: OrderScope): string[] {
  return items.map(([target, ascending]) => {
    const sql = typeof target === 'string' ? namedTarget(context, target, scope) : objectTarget(context, target, scope);
    return `${sql} ${ascending ? 'ASC' : 'DESC'}`;
  });
}
