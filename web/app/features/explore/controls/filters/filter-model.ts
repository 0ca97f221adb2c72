import { GenericDataType } from '#shared/generic-data-type.ts';
// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { NO_TIME_RANGE } from '#shared/time-range/shortcuts.ts';
import { z } from 'zod';
import type { DatasetColumn } from '../types.ts';

/** The operators the Simple tab offers, in Superset's order. */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'IN',
  'NOT IN',
  'LIKE',
  'ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export type SimpleOperator = (typeof FILTER_OPERATORS)[number];

/**
 * How the filter popover names each operator, in Superset's words; the operators a saved or imported filter may
 * carry without the Simple tab offering them are named too, so no raw operator reaches the screen.
 */
const OPERATOR_LABELS: Readonly<Record<string, string>> = {
  '==': 'Equal to (=)',
  '!=': 'Not equal to (≠)',
  '>': 'Greater than (>)',
  '<': 'Less than (<)',
  '>=': 'Greater or equal (>=)',
  '<=': 'Less or equal (<=)',
  IN: 'In',
  'NOT IN': 'Not in',
  LIKE: 'Like',
  'NOT LIKE': 'Not like',
  ILIKE: 'Like (case insensitive)',
  'NOT ILIKE': 'Not like (case insensitive)',
  REGEX: 'Regex',
  'IS NULL': 'Is null',
  'IS NOT NULL': 'Is not null',
  'IS TRUE': 'Is true',
  'IS FALSE': 'Is false',
  TEMPORAL_RANGE: 'Time range',
  'LATEST PARTITION': 'Use latest partition',
  LATEST_PARTITION: 'Use latest partition',
};

/** The words of an operator; one no list knows (a newer Superset's) shows as it is rather than not at all. */
export function operatorLabel(operator: string): string {
  return OPERATOR_LABELS[operator] ?? OPERATOR_LABELS[operator.toUpperCase()] ?? operator;
}

/**
 * The operators that make sense for a column, as Superset offers them: a time range only on temporal columns,
 * LIKE and ILIKE only on text, IS TRUE and IS FALSE only on booleans; every operator until a column is picked.
 */
export function operatorsFor(column: DatasetColumn | undefined): SimpleOperator[] {
  if (!column) return [...FILTER_OPERATORS];
  const temporal = column.is_dttm || column.type_generic === GenericDataType.TEMPORAL;
  const text = column.type_generic === GenericDataType.STRING || column.type_generic === null;
  const boolean = column.type_generic === GenericDataType.BOOLEAN;
  return FILTER_OPERATORS.filter((operator) => {
    if (operator === 'TEMPORAL_RANGE') return temporal;
    if (operator === 'LIKE' || operator === 'ILIKE') return text;
    if (operator === 'IS TRUE' || operator === 'IS FALSE') return boolean;
    return true;
  });
}

/**
 * The operator choices of the popover for a column: its operators in words, and the filter's own operator first
 * when the column would not offer it (a saved `NOT LIKE`), so the popover shows what the filter does.
 */
export function operatorOptions(column: DatasetColumn | undefined, current: string): { value: string; label: string }[] {
  const offered: string[] = operatorsFor(column);
  const operators = offered.includes(current) ? offered : [current, ...offered];
  return operators.map((operator) => ({ value: operator, label: operatorLabel(operator) }));
}

/** Operators that compare with a list, and those that compare with nothing. */
export const LIST_OPERATORS: readonly string[] = ['IN', 'NOT IN'];
export const VALUELESS_OPERATORS: readonly string[] = ['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'];

const Comparator = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Superset's adhoc filter of the form data (`adhoc_filters`), simple or custom SQL. */
export const AdhocFilter = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']),
  clause: z.enum(['WHERE', 'HAVING']),
  subject: z.string().nullish(),
  operator: z.string().nullish(),
  comparator: z.union([Comparator, z.array(Comparator)]).optional(),
  sqlExpression: z.string().nullish(),
  filterOptionName: z.string().optional(),
  isExtra: z.boolean().optional(),
  isNew: z.boolean().optional(),
});
export type AdhocFilter = z.infer<typeof AdhocFilter>;

/** The filters a control's value holds; entries that are no filter are dropped. */
export function filtersOf(value: unknown): AdhocFilter[] {
  const list = Array.isArray(value) ? value : [];
  return list.flatMap((item) => {
    const parsed = AdhocFilter.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function comparatorText(comparator: AdhocFilter['comparator']): string {
  if (Array.isArray(comparator)) return `(${comparator.map(String).join(', ')})`;
  return comparator === null || comparator === undefined ? '' : String(comparator);
}

/** The chip text: `country IN (FR, DE)`, `num > 5`, `name IS NULL`, `ds (Last week)`, or the custom SQL. */
export function filterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const subject = filter.subject ?? '';
  if (filter.operator === 'TEMPORAL_RANGE') return `${subject} (${comparatorText(filter.comparator) || NO_TIME_RANGE})`;
  if (VALUELESS_OPERATORS.includes(filter.operator ?? '')) return `${subject} ${filter.operator}`;
  return `${subject} ${filter.operator ?? ''} ${comparatorText(filter.comparator)}`.trim();
}

/** One typed value as the column's type wants it: numbers for numeric columns when the text reads as one. */
export function typedValue(text: string, column: DatasetColumn | undefined): string | number {
  const trimmed = text.trim();
  const numeric = column?.type_generic === GenericDataType.NUMERIC;
  return numeric && trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** The operator a new filter on a column starts with: a time range for temporal columns, else IN. */
export function defaultOperator(column: DatasetColumn | undefined): SimpleOperator {
  return column?.is_dttm ? 'TEMPORAL_RANGE' : 'IN';
}

/** Superset's simple adhoc filter. */
export function simpleFilter(
  subject: string,
  operator: string,
  comparator: AdhocFilter['comparator'],
  filterOptionName: string,
): AdhocFilter {
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject,
    operator,
    comparator,
    sqlExpression: null,
    filterOptionName,
    isExtra: false,
    isNew: false,
  };
}

/** Superset's custom SQL adhoc filter. */
export function sqlFilter(clause: 'WHERE' | 'HAVING', sqlExpression: string, filterOptionName: string): AdhocFilter {
  return {
    expressionType: 'SQL',
    clause,
    subject: null,
    operator: null,
    comparator: null,
    sqlExpression: sqlExpression.trim(),
    filterOptionName,
    isExtra: false,
    isNew: false,
  };
}
