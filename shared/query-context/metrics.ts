import * as z from 'zod';
import { requiredString } from './fields.ts';

const metricLabel = requiredString('Metric label').nullish();

/** A metric over one column with an aggregate (`SUM(num)`); the aggregate is checked when the query compiles. */
export const AdhocMetricSimple = z.object({
  expressionType: z.literal('SIMPLE'),
  column: z.looseObject({ column_name: requiredString('Metric column') }),
  aggregate: requiredString('Metric aggregate'),
  label: metricLabel,
  hasCustomLabel: z.boolean().nullish(),
  optionName: z.string().nullish(),
  sqlExpression: z.string().nullish(),
});
export type AdhocMetricSimple = z.infer<typeof AdhocMetricSimple>;

/** A metric written as an SQL aggregate expression. */
export const AdhocMetricSql = z.object({
  expressionType: z.literal('SQL'),
  sqlExpression: requiredString('Metric expression'),
  label: metricLabel,
  hasCustomLabel: z.boolean().nullish(),
  optionName: z.string().nullish(),
});
export type AdhocMetricSql = z.infer<typeof AdhocMetricSql>;

/** An ad-hoc metric, told apart by `expressionType`. */
export const AdhocMetric = z.discriminatedUnion('expressionType', [AdhocMetricSimple, AdhocMetricSql], {
  error: (issue) => (issue.code === 'invalid_union' ? 'Metric expressionType must be SIMPLE or SQL' : undefined),
});
export type AdhocMetric = z.infer<typeof AdhocMetric>;

/** A metric of a query: a saved metric's name or an ad-hoc metric. */
export const QueryMetric = z.union([requiredString('Metric'), AdhocMetric]);
export type QueryMetric = z.infer<typeof QueryMetric>;

/** Whether a value looks like an ad-hoc metric (an object with an `expressionType` of SIMPLE or SQL). */
export function isAdhocMetric(value: unknown): value is AdhocMetric {
  return AdhocMetric.safeParse(value).success;
}

/** Superset's `get_metric_name`: the label when set, `AGG(column)` for SIMPLE, the SQL text for SQL metrics. */
export function metricLabelOf(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label !== null && metric.label !== undefined) return metric.label;
  if (metric.expressionType === 'SIMPLE') return `${metric.aggregate}(${metric.column.column_name})`;
  return metric.sqlExpression;
}
