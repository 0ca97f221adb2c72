import type { ChartDataFilter } from '../../query-context/index.ts';
import { ensureArray } from './form-data-fields.ts';

/** Superset's adhoc filter as Explore stores it in `adhoc_filters`. */
export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause?: 'WHERE' | 'HAVING';
  subject?: unknown;
  operator?: string;
  comparator?: unknown;
  sqlExpression?: string;
  isExtra?: boolean;
}

const UNARY_OPERATORS = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

const isAdhocFilter = (value: unknown): value is AdhocFilter =>
  typeof value === 'object' &&
  value !== null &&
  ((value as AdhocFilter).expressionType === 'SIMPLE' || (value as AdhocFilter).expressionType === 'SQL');

/** Superset's `sanitizeClause`: parentheses, with a line break first when a `--` comment would swallow them. */
export function sanitizeClause(clause: string): string {
  const trimmed = clause.trim();
  return trimmed.includes('--') ? `(${trimmed}\n)` : `(${trimmed})`;
}

/** A simple adhoc filter as a query filter (Superset's `convertFilter`); undefined when it names no column. */
export function convertFilter(filter: AdhocFilter): ChartDataFilter | undefined {
  const { subject, operator, comparator } = filter;
  const col = typeof subject === 'string' || (typeof subject === 'object' && subject !== null) ? subject : undefined;
  if (col === undefined || col === '' || typeof operator !== 'string') return undefined;
  const base = { col, op: operator } as ChartDataFilter;
  if (UNARY_OPERATORS.has(operator)) return base;
  return { ...base, val: comparator as ChartDataFilter['val'] };
}

/** The query parts adhoc filters make: simple WHERE filters, and free SQL for WHERE and HAVING. */
export interface ProcessedFilters {
  filters: ChartDataFilter[];
  where: string;
  having: string;
}

/**
 * Superset's `processFilters`: SIMPLE WHERE filters become query filters; custom SQL filters are joined with AND
 * into `extras.where` / `extras.having`. Entries that are not adhoc filters are skipped.
 */
export function processAdhocFilters(adhocFilters: unknown): ProcessedFilters {
  const filters: ChartDataFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of ensureArray(adhocFilters).filter(isAdhocFilter)) {
    const clause = filter.clause === 'HAVING' ? 'HAVING' : 'WHERE';
    if (filter.expressionType === 'SIMPLE') {
      const converted = clause === 'WHERE' ? convertFilter(filter) : undefined;
      if (converted) filters.push(converted);
    } else if (typeof filter.sqlExpression === 'string' && filter.sqlExpression.trim() !== '') {
      (clause === 'WHERE' ? where : having).push(filter.sqlExpression);
    }
  }
  return { filters, where: where.map(sanitizeClause).join(' AND '), having: having.map(sanitizeClause).join(' AND ') };
}

/** Plain `{col, op, val}` filters (extra_form_data.filters) with a column and an operator. */
export function plainFilters(value: unknown): ChartDataFilter[] {
  return ensureArray(value).filter(
    (item): item is ChartDataFilter =>
      typeof item === 'object' && item !== null && 'col' in item && typeof (item as { op?: unknown }).op === 'string',
  );
}
