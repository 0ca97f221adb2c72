import type { ChartDataQueryContextInput } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf, metricsOf } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/**
 * form data -> the world map's request, as Superset's legacy query does: grouped by the country column, the
 * colour metric and the bubble metric (once if they are the same), ordered by the metric when asked.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const metric = metricsOf(formData.metric)[0];
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: columnsOf(formData.entity).slice(0, 1),
      orderby: formData.sort_by_metric && metric ? [[metric, false]] : [],
    },
  ]);
}
