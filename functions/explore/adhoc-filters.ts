import type { AdhocFilter } from './form-data.ts';

/** A query-object filter `{col, op, val}`. */
export interface QueryFilter {
  col: string | Record<string, unknown>;
  op: string;
  val?: unknown;
}

/** What adhoc filters become in a query object: simple WHERE filters plus free-form WHERE and HAVING text. */
export interface SplitFilters {
  filters: QueryFilter[];
  where: string;
  having: string;
}

/** Older form data spells some operators in lower case or with synonyms. */
const OPERATOR_ALIASES: Record<string, string> = {
  in: 'IN',
  'not in': 'NOT IN',
  '=': '==',
  '<>': '!=',
  like: 'LIKE',
  ilike: 'ILIKE',
};

function normalizeOperator(operator: string): string {
  return OPERATOR_ALIASES[operator.toLowerCase()] ?? operator.toUpperCase();
}

const parenthesized = (clauses: string[]): string => clauses.map((clause) => `(${clause})`).join(' AND ');

/**
 * Superset's `split_adhoc_filters_into_base_filters`: SIMPLE WHERE filters become `{col, op, val}`, SQL
 * filters are AND-ed into `where` or `having` by their clause. SIMPLE HAVING filters have no place in a
 * query object and, as in Superset, are dropped.
 */
export function splitAdhocFilters(adhocFilters: readonly AdhocFilter[]): SplitFilters {
  const filters: QueryFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters) {
    const clause = filter.clause.toUpperCase();
    if (filter.expressionType === 'SIMPLE' && clause === 'WHERE' && filter.subject !== undefined && filter.operator) {
      const op = normalizeOperator(filter.operator);
      filters.push(
        filter.comparator === undefined
          ? { col: filter.subject, op }
          : { col: filter.subject, op, val: filter.comparator },
      );
    } else if (filter.expressionType === 'SQL' && filter.sqlExpression?.trim()) {
      (clause === 'HAVING' ? having : where).push(filter.sqlExpression.trim());
    }
  }
  return { filters, where: parenthesized(where), having: parenthesized(having) };
}
