// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { QueryMetric, metricLabelOf, type AdhocMetric } from '#shared/query-context/metrics.ts';
import type { DatasetColumn } from '../types.ts';

/** The aggregates of the Simple tab, in Superset's order. */
export const AGGREGATES = ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** A metric of the form data: a saved metric's name or an ad-hoc metric. */
export type FormMetric = QueryMetric;

/** The metrics a control's value holds; entries that are no metric at all are dropped. */
export function metricsOf(value: unknown): FormMetric[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.filter((item): item is FormMetric => QueryMetric.safeParse(item).success);
}

/** The chip text of a metric: its label, `AGG(column)` or its SQL. */
export function metricChipLabel(metric: FormMetric): string {
  return metricLabelOf(metric);
}

/** A fresh id for a new ad-hoc item, as Superset's `metric_xxxx` / `filter_xxxx`. */
export function newOptionName(prefix: string): string {
  return `${prefix}_${Math.random().toString(36).slice(2, 12)}`;
}

/** A label the user typed wins; an empty one falls back to Superset's generated label. */
function labelFields(customLabel: string, generated: string): { label: string; hasCustomLabel: boolean } {
  const trimmed = customLabel.trim();
  return trimmed === '' ? { label: generated, hasCustomLabel: false } : { label: trimmed, hasCustomLabel: true };
}

/** Superset's SIMPLE ad-hoc metric over a dataset column. */
export function simpleMetric(column: DatasetColumn, aggregate: Aggregate, customLabel: string, optionName: string): AdhocMetric {
  return {
    expressionType: 'SIMPLE',
    column: { ...column },
    aggregate,
    sqlExpression: null,
    ...labelFields(customLabel, `${aggregate}(${column.column_name})`),
    optionName,
  };
}

/** Superset's SQL ad-hoc metric; its default label is the expression itself. */
export function sqlMetric(sqlExpression: string, customLabel: string, optionName: string): AdhocMetric {
  const expression = sqlExpression.trim();
  return { expressionType: 'SQL', sqlExpression: expression, ...labelFields(customLabel, expression), optionName };
}

/** The label field's starting text: only a label the user chose shows, a generated one follows the choice. */
export function initialCustomLabel(metric: FormMetric | undefined): string {
  if (metric === undefined || typeof metric === 'string') return '';
  return metric.hasCustomLabel ? (metric.label ?? '') : '';
}
