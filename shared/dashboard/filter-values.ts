/**
 * The `extraFormData` each native filter kind makes from its value, as Superset's filter plugins make it: value
 * filters `IN` / `NOT IN` (or no row at all when a required filter is empty), range filters `>=` / `<=`, time
 * filters override the time range, time column filters the time column, time grain filters the grain.
 */
import type { ExtraFormData } from './extra-form-data.ts';

/** A value a filter can hold for a column. */
export type FilterValue = string | number | boolean | null;

/** Superset's getSelectExtraFormData: `IN` the values, `NOT IN` them when inverted, `1 = 0` when required and empty. */
export function selectExtraFormData(
  column: string,
  values: readonly FilterValue[] | null | undefined,
  options: { emptyFilter?: boolean; inverse?: boolean } = {},
): ExtraFormData {
  if (options.emptyFilter)
    return { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }] };
  if (!values || values.length === 0) return {};
  return { filters: [{ col: column, op: options.inverse ? 'NOT IN' : 'IN', val: [...values] }] };
}

const isBound = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Superset's getRangeExtraFormData: a `>=` lower and a `<=` upper bound, each when set. */
export function rangeExtraFormData(
  column: string,
  lower: number | null | undefined,
  upper: number | null | undefined,
): ExtraFormData {
  const filters = [
    ...(isBound(lower) ? [{ col: column, op: '>=', val: lower }] : []),
    ...(isBound(upper) ? [{ col: column, op: '<=', val: upper }] : []),
  ];
  return filters.length > 0 ? { filters } : {};
}

/** The time range a time filter chose; `No filter` or nothing adds nothing. */
export function timeRangeExtraFormData(timeRange: string | null | undefined): ExtraFormData {
  return timeRange && timeRange !== 'No filter' ? { time_range: timeRange } : {};
}

/** The time column a time column filter chose. */
export function timeColumnExtraFormData(column: string | null | undefined): ExtraFormData {
  return column ? { granularity_sqla: column } : {};
}

/** The time grain a time grain filter chose. */
export function timeGrainExtraFormData(grain: string | null | undefined): ExtraFormData {
  return grain ? { time_grain_sqla: grain } : {};
}

/** Superset's range filter label: `lower ≤ x ≤ upper`, `x ≥ lower` or `x ≤ upper`. */
export function rangeLabel(lower: number | null | undefined, upper: number | null | undefined): string | undefined {
  if (isBound(lower) && isBound(upper)) return `${lower} ≤ x ≤ ${upper}`;
  if (isBound(lower)) return `x ≥ ${lower}`;
  if (isBound(upper)) return `x ≤ ${upper}`;
  return undefined;
}
