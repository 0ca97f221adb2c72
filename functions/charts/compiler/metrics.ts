import { BadRequestError } from '#shared/errors.ts';
import { metricLabelOf, type AdhocMetricSimple, type QueryMetric } from '#shared/query-context/index.ts';
import { datasetColumn } from './columns.ts';
import { type CompileContext, safeFragment } from './context.ts';
import type { SqlMetric } from './types.ts';

/** The aggregates of SIMPLE ad-hoc metrics, as Explore offers them. */
const AGGREGATES: Readonly<Record<string, (columnSql: string) => string>> = {
  AVG: (sql) => `AVG(${sql})`,
  COUNT: (sql) => `COUNT(${sql})`,
  COUNT_DISTINCT: (sql) => `COUNT(DISTINCT ${sql})`,
  MAX: (sql) => `MAX(${sql})`,
  MIN: (sql) => `MIN(${sql})`,
  SUM: (sql) => `SUM(${sql})`,
};

function simpleMetricSql(context: CompileContext, metric: AdhocMetricSimple): string {
  const aggregate = Object.hasOwn(AGGREGATES, metric.aggregate.toUpperCase())
    ? AGGREGATES[metric.aggregate.toUpperCase()]
    : undefined;
  if (aggregate === undefined) throw new BadRequestError(`Aggregate function '${metric.aggregate}' is not supported`);
  const name = metric.column.column_name;
  const column = context.columnsByName.get(name);
  if (column === undefined) throw new BadRequestError(`Column '${name}' does not exist`);
  return aggregate(datasetColumn(context, column).sql);
}

function savedMetricSql(context: CompileContext, name: string): string {
  const saved = context.metricsByName.get(name);
  if (saved === undefined) throw new BadRequestError(`Metric '${name}' does not exist`);
  return saved.expression;
}

/**
 * A metric's SQL and label: a saved metric's owner-written expression, a SIMPLE aggregate over a dataset column,
 * or ad-hoc SQL checked as a fragment. The label is Superset's (`SUM(num)`, the metric name, the SQL text).
 */
export function resolveMetric(context: CompileContext, metric: QueryMetric): SqlMetric {
  const label = metricLabelOf(metric);
  if (typeof metric === 'string') return { sql: savedMetricSql(context, metric), label };
  if (metric.expressionType === 'SIMPLE') return { sql: simpleMetricSql(context, metric), label };
  return { sql: safeFragment(context, metric.sqlExpression, 'metric'), label };
}
