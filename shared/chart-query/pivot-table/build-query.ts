import type { ChartDataQueryContextInput, QueryColumn } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf, getColumnLabel, uniqueBy } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/** The pivot's group-by: column then row dimensions once each, temporal ones truncated to the time grain. */
function groupbyOf(formData: FormData): QueryColumn[] {
  const columns = uniqueBy([...columnsOf(formData.groupbyColumns), ...columnsOf(formData.groupbyRows)], getColumnLabel);
  const grain =
    typeof formData.time_grain_sqla === 'string' && formData.time_grain_sqla ? formData.time_grain_sqla : undefined;
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, unknown>;
  return columns.map((column) =>
    grain && typeof column === 'string' && lookup[column]
      ? { timeGrain: grain, columnType: 'BASE_AXIS', sqlExpression: column, label: column, expressionType: 'SQL' }
      : column,
  );
}

/**
 * form data -> the pivot table's request: one query grouped by rows and columns, ordered by the series limit
 * metric or the first metric; the grain travels on the columns, so extras carry none.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const columns = groupbyOf(formData);
  return buildQueryContext(formData, (base) => {
    const ascending = base.order_desc === false;
    const by = base.series_limit_metric ?? base.metrics?.[0];
    const { time_grain_sqla: _grain, ...extras } = base.extras ?? {};
    return [{ ...base, extras, columns, orderby: by ? [[by, ascending]] : undefined }];
  });
}
