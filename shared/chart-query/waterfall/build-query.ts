import type { ChartDataQueryContextInput, OrderbyItem } from '../../query-context/index.ts';
import { buildQueryContext, normalizeTimeColumn } from '../common/build-query.ts';
import { columnsOf, getXAxisColumn } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/**
 * Superset's waterfall buildQuery: the x-axis (or the legacy time column) and the breakdown as columns, ordered
 * by each ascending so the running total follows the axis; the x-axis carries the time grain.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const xAxis = getXAxisColumn(formData);
  const columns = [...(xAxis === undefined ? [] : [xAxis]), ...columnsOf(formData.groupby)];
  const orderby: OrderbyItem[] = columns.map((column) => [column, true]);
  return buildQueryContext(formData, (base) => [normalizeTimeColumn(formData, { ...base, columns, orderby })]);
}
