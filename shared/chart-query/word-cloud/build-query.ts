import type { ChartDataQueryContextInput, OrderbyItem } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf, metricsOf } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/**
 * form data -> the word cloud's request: the series column and the metric (from the common base), ordered by the
 * metric descending and/or the series ascending when asked, which only matters under a row limit.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const metric = metricsOf(formData.metric)[0];
  const series = columnsOf(formData.series)[0];
  const orderby: OrderbyItem[] = [];
  if (formData.sort_by_metric && metric) orderby.push([metric, false]);
  if (formData.sort_by_series && series) orderby.push([series, true]);
  const limited = formData.row_limit !== undefined && formData.row_limit !== null && Number(formData.row_limit) !== 0;
  return buildQueryContext(formData, (base) => [limited && orderby.length > 0 ? { ...base, orderby } : base]);
}
