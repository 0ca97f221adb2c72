import type { ChartDataQueryObjectInput } from '../../query-context/index.ts';
import type { FormData } from '../form-data.ts';
import { ensureArray, getMetricLabel } from './form-data-fields.ts';

/** Superset's comparison types of Advanced Analytics' time comparison. */
export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

/** The separator Superset puts between a metric and its time offset (`SUM(num)__1 year ago`). */
export const TIME_COMPARISON_SEPARATOR = '__';

/** The chosen time offsets (`1 year ago`, ...); `custom` and `inherit` need a date and are left out here. */
export function timeOffsetsOf(formData: FormData): string[] {
  return ensureArray(formData.time_compare).filter(
    (offset): offset is string =>
      typeof offset === 'string' && offset.trim() !== '' && offset !== 'custom' && offset !== 'inherit',
  );
}

/** Superset's `getMetricOffsetsMap`: `metric__offset` -> `metric`, metric by metric, offset by offset. */
export function metricOffsetsMap(formData: FormData, query: ChartDataQueryObjectInput): Map<string, string> {
  const map = new Map<string, string>();
  const metrics = ensureArray(query.metrics).map(getMetricLabel).filter(Boolean);
  for (const metric of metrics) {
    for (const offset of timeOffsetsOf(formData)) map.set(`${metric}${TIME_COMPARISON_SEPARATOR}${offset}`, metric);
  }
  return map;
}

/** Superset's `isTimeComparison`: a known comparison type and at least one metric offset. */
export function isTimeComparison(formData: FormData, query: ChartDataQueryObjectInput): boolean {
  const type = formData.comparison_type;
  return COMPARISON_TYPES.some((known) => known === type) && metricOffsetsMap(formData, query).size > 0;
}
