import type { AdhocColumn, ChartDataQueryObjectInput, QueryColumn } from '../../query-context/index.ts';
import type { FormData } from '../form-data.ts';
import { getXAxisColumn } from './form-data-fields.ts';

const sameColumn = (a: QueryColumn, b: QueryColumn): boolean =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.sqlExpression === b.sqlExpression;

/**
 * Superset's `normalizeTimeColumn`: the x-axis among the query's columns becomes a `BASE_AXIS` ad-hoc column
 * carrying the query's time grain, so the server truncates it; `is_timeseries` goes away. Queries without the
 * x-axis among their columns are returned unchanged.
 */
export function normalizeTimeColumn(formData: FormData, query: ChartDataQueryObjectInput): ChartDataQueryObjectInput {
  const xAxis = getXAxisColumn(formData);
  const columns = query.columns ?? [];
  const index = xAxis === undefined ? -1 : columns.findIndex((column) => sameColumn(column, xAxis));
  if (xAxis === undefined || index < 0) return query;
  const grain = query.extras?.time_grain_sqla ?? undefined;
  const existing = columns[index]!;
  const axis: AdhocColumn =
    typeof existing === 'string'
      ? {
          timeGrain: grain,
          columnType: 'BASE_AXIS',
          sqlExpression: existing,
          label: existing,
          expressionType: 'SQL',
          isColumnReference: true,
        }
      : { timeGrain: grain, columnType: 'BASE_AXIS', ...existing };
  const { is_timeseries: _dropped, ...rest } = query;
  return { ...rest, columns: columns.map((column, at) => (at === index ? axis : column)) };
}
