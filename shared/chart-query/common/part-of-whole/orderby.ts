import type { OrderbyItem } from '../../../query-context/index.ts';
import { columnsOf, isQueryMetric, toInt } from '../form-data-fields.ts';
import type { FormData } from '../../form-data.ts';

/**
 * `orderby: [[metric, false]]` when "Sort by metric" is on and there is a metric (the buildQuery of Superset's
 * pie, funnel, gauge and sunburst), else nothing, leaving the base query's order.
 */
export function sortByMetric(formData: FormData): { orderby?: OrderbyItem[] } {
  return formData.sort_by_metric === true && isQueryMetric(formData.metric)
    ? { orderby: [[formData.metric, false]] }
    : {};
}

/**
 * The order of Superset's treemap and sankey: the metric descending first when "Sort by metric" is on, then
 * every group column ascending, so a row limit keeps whole branches; without a row limit the order is left alone.
 */
export function hierarchyOrderby(formData: FormData, columns: unknown): OrderbyItem[] {
  if (!toInt(formData.row_limit)) return [];
  const byMetric: OrderbyItem[] =
    formData.sort_by_metric === true && isQueryMetric(formData.metric) ? [[formData.metric, false]] : [];
  return [...byMetric, ...columnsOf(columns).map((column): OrderbyItem => [column, true])];
}
