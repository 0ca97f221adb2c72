// The module itself, not its folder's index: the index would keep every module behind it in this route's chunk.
import { GenericDataType } from '#shared/generic-data-type.ts';
import { NO_TIME_RANGE } from '#shared/time-range/shortcuts.ts';
import * as z from 'zod';
import { VALUELESS_OPERATORS } from './operators.ts';
import type { DatasetColumn } from '../types.ts';

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

/** A date or date-time written out (`2000-01-01`, `2000-01-01T00:00:00`), which reads as itself. */
const LITERAL_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * A time range filter's chip in the range's words: a fixed range between two written dates as Superset words it
 * (`2000-01-01 ≤ ds < 2005-01-01`, an open side as ∞); a named or relative range by its name (`ds (Last week)`).
 */
function timeRangeLabel(subject: string, range: string): string {
  const sides = range.split(' : ');
  const fixed = sides.length === 2 && sides.every((side) => side.trim() === '' || LITERAL_DATE.test(side.trim()));
  if (!fixed || sides.every((side) => side.trim() === '')) return `${subject} (${range})`;
  const [since, until] = sides.map((side) => side.trim());
  return `${since || '-∞'} ≤ ${subject} < ${until || '∞'}`;
}

/** The chip text: `country IN (FR, DE)`, `num > 5`, `name IS NULL`, `ds (Last week)`, `2000-01-01 ≤ ds < 2005-01-01`, or the custom SQL. */
export function filterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const subject = filter.subject ?? '';
  if (filter.operator === 'TEMPORAL_RANGE')
    return timeRangeLabel(subject, comparatorText(filter.comparator) || NO_TIME_RANGE);
  if (VALUELESS_OPERATORS.includes(filter.operator ?? '')) return `${subject} ${filter.operator}`;
  return `${subject} ${filter.operator ?? ''} ${comparatorText(filter.comparator)}`.trim();
}

/** One typed value as the column's type wants it: numbers for numeric columns when the text reads as one. */
export function typedValue(text: string, column: DatasetColumn | undefined): string | number {
  const trimmed = text.trim();
  const numeric = column?.type_generic === GenericDataType.NUMERIC;
  return numeric && trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
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
