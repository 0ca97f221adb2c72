import { columnLabel, metricLabelOf, type QueryColumn, type QueryMetric } from '../../query-context/index.ts';
import type { FormData } from '../form-data.ts';

/**
 * Tolerant readers of form data fields. Form data comes from saved charts, URLs and older Superset versions, so
 * every reader accepts any value and keeps only what has the expected shape; the server validates the rest.
 */

/** A value as a list: arrays as they are, null/undefined as empty, anything else as a one-item list. */
export function ensureArray(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is a usable column: a non-blank name or an object with SQL. */
export function isQueryColumn(value: unknown): value is QueryColumn {
  if (typeof value === 'string') return value.trim() !== '';
  return isObject(value) && typeof value.sqlExpression === 'string' && value.sqlExpression.trim() !== '';
}

/** Whether a value is a usable metric: a saved metric's name or an ad-hoc metric object. */
export function isQueryMetric(value: unknown): value is QueryMetric {
  if (typeof value === 'string') return value.trim() !== '';
  if (!isObject(value)) return false;
  if (value.expressionType === 'SQL') return typeof value.sqlExpression === 'string';
  return value.expressionType === 'SIMPLE' && isObject(value.column) && typeof value.aggregate === 'string';
}

/** The label a column gets in results (Superset's `getColumnLabel`); empty text for junk. */
export function getColumnLabel(column: unknown): string {
  return isQueryColumn(column) ? columnLabel(column) : '';
}

/** The label a metric gets in results (Superset's `getMetricLabel`); empty text for junk. */
export function getMetricLabel(metric: unknown): string {
  return isQueryMetric(metric) ? metricLabelOf(metric) : '';
}

/** The usable columns of a field, in order. */
export const columnsOf = (value: unknown): QueryColumn[] => ensureArray(value).filter(isQueryColumn);

/** The usable metrics of a field, in order. */
export const metricsOf = (value: unknown): QueryMetric[] => ensureArray(value).filter(isQueryMetric);

/** Keeps the first of each label (Superset's `removeDuplicates`). */
export function uniqueBy<T>(items: readonly T[], label: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = label(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A finite number from a number or numeric text, else undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** An integer from a number or numeric text (truncated), else the fallback. */
export function toInt(value: unknown, fallback: number): number;
export function toInt(value: unknown, fallback?: number): number | undefined;
export function toInt(value: unknown, fallback?: number): number | undefined {
  const parsed = toNumber(value);
  return parsed === undefined ? fallback : Math.trunc(parsed);
}

/** Text of a string field, undefined when blank or not text. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Whether the chart has an x-axis (Superset's `isXAxisSet`). */
export const isXAxisSet = (formData: FormData): boolean => isQueryColumn(formData.x_axis);

/**
 * The x-axis column: `x_axis`, or for form data saved before generic axes the time column `granularity_sqla`
 * (Superset migrates those charts the same way).
 */
export function getXAxisColumn(formData: FormData): QueryColumn | undefined {
  if (isQueryColumn(formData.x_axis)) return formData.x_axis;
  return isQueryColumn(formData.granularity_sqla) ? formData.granularity_sqla : undefined;
}

/** The x-axis's label in results, or undefined without one. */
export function getXAxisLabel(formData: FormData): string | undefined {
  const column = getXAxisColumn(formData);
  return column === undefined ? undefined : getColumnLabel(column);
}
