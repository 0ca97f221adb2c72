// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { QueryMetric, metricLabelOf, type AdhocMetric } from '#shared/query-context/metrics.ts';
import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import type { DatasetColumn } from '../types.ts';

/** The aggregates of the Simple tab, in Superset's order. */
export const AGGREGATES = ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** What any column can be aggregated with: counting its values. */
const COUNTING: readonly Aggregate[] = ['COUNT', 'COUNT_DISTINCT'];
/** Time has an order but no sum: counting, and its earliest and latest value. */
const ORDERED: readonly Aggregate[] = ['COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'];

/**
 * The aggregates a column's type allows, in Superset's order: every one for numbers, MIN and MAX besides counting
 * for time, counting only for text and booleans (a SUM of names fails in the database). A column whose type is not
 * known (an expression the dataset never typed) gets them all rather than none.
 */
export function aggregatesFor(column: DatasetColumn | undefined): readonly Aggregate[] {
  if (!column) return AGGREGATES;
  const known = column.type_generic ?? (column.type ? genericTypeOf(column.type) : null);
  if (column.is_dttm || known === GenericDataType.TEMPORAL) return ORDERED;
  if (known === GenericDataType.STRING || known === GenericDataType.BOOLEAN) return COUNTING;
  return AGGREGATES;
}

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
export function simpleMetric(
  column: DatasetColumn,
  aggregate: Aggregate,
  customLabel: string,
  optionName: string,
): AdhocMetric {
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
