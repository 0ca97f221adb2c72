import { GenericDataType } from '#shared/generic-data-type.ts';
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
export function operatorOptions(
  column: DatasetColumn | undefined,
  current: string,
): { value: string; label: string }[] {
  const offered: string[] = operatorsFor(column);
  const operators = offered.includes(current) ? offered : [current, ...offered];
  return operators.map((operator) => ({ value: operator, label: operatorLabel(operator) }));
}

/** Operators that compare with a list, and those that compare with nothing. */
export const LIST_OPERATORS: readonly string[] = ['IN', 'NOT IN'];
export const VALUELESS_OPERATORS: readonly string[] = ['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'];

/** The operator a new filter on a column starts with: a time range for temporal columns, else IN. */
export function defaultOperator(column: DatasetColumn | undefined): SimpleOperator {
  return column?.is_dttm ? 'TEMPORAL_RANGE' : 'IN';
}
