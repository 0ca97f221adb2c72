import { getXAxisLabel } from '#shared/chart-query/common/form-data-fields.ts';
import type { FormData } from '../../types.ts';
import { parseMetricValue, parseTime } from '../common/format.ts';

/** One point of the trend: [epoch ms or null, value or null]. */
export type TrendPoint = [number | null, number | null];

/** Superset's DTTM_ALIAS: the time column of a legacy (granularity_sqla) query. */
export const DTTM_ALIAS = '__timestamp';

/** The result column of the x-axis: the x_axis column's label, or `__timestamp` for legacy form data. */
export const xAxisLabel = (formData: FormData): string => getXAxisLabel(formData) ?? DTTM_ALIAS;

/** The rows as points, latest first (Superset sorts time descending; rows without a time keep their order). */
export function pointsLatestFirst(
  rows: readonly Record<string, unknown>[],
  timeKey: string,
  valueKey: string,
): TrendPoint[] {
  return rows
    .map((row): TrendPoint => [parseTime(row[timeKey]), parseMetricValue(row[valueKey])])
    .sort((a, b) => (a[0] !== null && b[0] !== null ? b[0] - a[0] : 0));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Superset's aggregation methods over the trend's values (latest first); LAST_VALUE and unknown take the latest. */
const AGGREGATIONS: Readonly<Record<string, (values: number[]) => number>> = {
  sum: (values) => values.reduce((a, b) => a + b, 0),
  mean: (values) => values.reduce((a, b) => a + b, 0) / values.length,
  min: (values) => Math.min(...values),
  max: (values) => Math.max(...values),
  median,
};

/** The number the chart shows for an aggregation method other than `raw`, or null without values. */
export function aggregateTrend(points: readonly TrendPoint[], aggregation: unknown): number | null {
  const values = points.map(([, value]) => value).filter((value): value is number => value !== null);
  if (!values.length) return null;
  const method = typeof aggregation === 'string' ? aggregation.toLowerCase() : '';
  const reduce = Object.hasOwn(AGGREGATIONS, method) ? AGGREGATIONS[method] : undefined;
  return reduce ? reduce(values) : values[0]!;
}

/** Percent change of the latest value against the one `lag` periods before, or null when either is missing. */
export function percentChange(points: readonly TrendPoint[], lag: number): number | null {
  if (lag <= 0 || lag >= points.length) return null;
  const current = points[0]![1];
  const previous = points[lag]![1];
  if (current === null || previous === null) return null;
  return previous ? (current - previous) / Math.abs(previous) : 0;
}
