import * as z from 'zod';

/** A saved metric's name or an adhoc metric object, passed to the query context as given. */
const Metric = z.union([z.string(), z.record(z.string(), z.unknown())]);
/** A physical column name or an adhoc column object. */
const Column = z.union([z.string(), z.record(z.string(), z.unknown())]);

/** One `adhoc_filters` entry of legacy form data. */
export const AdhocFilter = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.string().default('WHERE'),
  subject: Column.optional(),
  operator: z.string().optional(),
  comparator: z.unknown().optional(),
  sqlExpression: z.string().nullish(),
});
export type AdhocFilter = z.infer<typeof AdhocFilter>;

const optionalInt = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .nullish()
  .transform((value) => (value == null ? undefined : Number(value)));

/**
 * The legacy Explore form data `/superset/explore_json/` receives: the fields the supported viz types read.
 * Unknown fields pass through untouched, since the payload echoes the form data back.
 */
export const LegacyFormData = z.looseObject({
  datasource: z.string({ error: 'form_data needs a datasource ("<id>__table")' }),
  viz_type: z.string({ error: 'form_data needs a viz_type' }),
  metrics: z.array(Metric).nullish(),
  metric: Metric.nullish(),
  percent_metrics: z.array(Metric).nullish(),
  groupby: z.array(Column).nullish(),
  all_columns: z.array(Column).nullish(),
  query_mode: z.enum(['aggregate', 'raw']).nullish(),
  adhoc_filters: z.array(AdhocFilter).nullish(),
  row_limit: optionalInt,
  limit: optionalInt,
  timeseries_limit_metric: Metric.nullish(),
  order_desc: z.boolean().nullish(),
  order_by_cols: z.array(z.string()).nullish(),
  time_range: z.string().nullish(),
  granularity_sqla: z.string().nullish(),
  time_grain_sqla: z.string().nullish(),
  include_time: z.boolean().nullish(),
  rolling_type: z.string().nullish(),
  rolling_periods: optionalInt,
  min_periods: optionalInt,
  time_compare: z.union([z.array(z.string()), z.string()]).nullish(),
});
export type LegacyFormData = z.infer<typeof LegacyFormData>;

/** The label a metric's column gets in results: its name, an adhoc metric's label, or Superset's default label. */
export function metricLabel(metric: string | Record<string, unknown>): string {
  if (typeof metric === 'string') return metric;
  if (typeof metric.label === 'string' && metric.label !== '') return metric.label;
  if (metric.expressionType === 'SQL') return String(metric.sqlExpression ?? '');
  const column = metric.column as { column_name?: string } | undefined;
  return `${String(metric.aggregate ?? '')}(${column?.column_name ?? ''})`;
}

/** The label of a column: its name or an adhoc column's label. */
export function columnLabel(column: string | Record<string, unknown>): string {
  if (typeof column === 'string') return column;
  return String(column.label ?? column.sqlExpression ?? '');
}
