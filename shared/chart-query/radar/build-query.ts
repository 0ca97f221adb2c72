import type { ChartDataQueryContextInput, ChartDataQueryObjectInput } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { metricsOf } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/**
 * Superset's radar buildQuery: groups and metrics from the common base, ordered descending by the "Sort by"
 * metric, else by the first metric, so the row limit keeps the largest groups.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const sortBy = metricsOf([formData.series_limit_metric, formData.timeseries_limit_metric])[0];
  return buildQueryContext(formData, (base) => {
    const target = sortBy ?? base.metrics?.[0];
    const orderby: ChartDataQueryObjectInput['orderby'] = target === undefined ? base.orderby : [[target, false]];
    return [{ ...base, orderby }];
  });
}
