import type { ChartDataQueryContextInput, OrderbyItem, PostProcessingOperation } from '../../query-context/index.ts';
import { buildQueryContext, normalizeTimeColumn } from '../common/build-query.ts';
import { columnsOf, getColumnLabel, getMetricLabel, getXAxisColumn } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/** Superset's column name of the percentile rank the `rank` step adds. */
export const RANK_COLUMN = 'rank';

/** The rank step: the metric's percentile rank over the whole heatmap, or within each x column / y row. */
function rankStep(formData: FormData, metric: string): PostProcessingOperation {
  const across = formData.normalize_across;
  const groupBy =
    across === 'x'
      ? getColumnLabel(formData.x_axis)
      : across === 'y'
        ? getColumnLabel(columnsOf(formData.groupby)[0])
        : '';
  return { operation: 'rank', options: groupBy ? { metric, group_by: groupBy } : { metric } };
}

/** An axis sorted by its own values in SQL; sorting by the metric happens after the query, on the totals. */
function axisOrder(column: OrderbyItem[0] | undefined, sort: unknown): OrderbyItem[] {
  if (column === undefined || typeof sort !== 'string' || sort === '' || sort.includes('value')) return [];
  return [[column, sort.includes('asc')]];
}

/**
 * Superset's heatmap buildQuery: the x-axis and the (single) y-axis column, ordered by the axes' own values
 * when they sort alphabetically, and the `rank` post-processing step that the "Normalized" colouring reads.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const xAxis = getXAxisColumn(formData);
  const yAxis = columnsOf(formData.groupby)[0];
  const columns = [...(xAxis === undefined ? [] : [xAxis]), ...(yAxis === undefined ? [] : [yAxis])];
  const metric = getMetricLabel(formData.metric);
  const orderby = [...axisOrder(columns[0], formData.sort_x_axis), ...axisOrder(columns[1], formData.sort_y_axis)];
  return buildQueryContext(formData, (base) => [
    normalizeTimeColumn(formData, {
      ...base,
      columns,
      orderby,
      post_processing: metric ? [rankStep(formData, metric)] : [],
    }),
  ]);
}
