import type { ChartDataQueryContextInput } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf, getMetricLabel, metricsOf, uniqueBy } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/**
 * Superset's bubble buildQuery: the entity and series columns; the x, y and size metrics (from the common base);
 * ordered by the "Sort by" metric when one is chosen, descending unless "Sort descending" is off.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const columns = [...columnsOf(formData.entity), ...columnsOf(formData.series)];
  // x, y and size in the order Explore saves them, so the query reads as Superset's.
  const metrics = uniqueBy(
    [...metricsOf(formData.x), ...metricsOf(formData.y), ...metricsOf(formData.size)],
    getMetricLabel,
  );
  const sortBy = metricsOf(formData.orderby)[0];
  return buildQueryContext(formData, (base) => [
    { ...base, columns, metrics, orderby: sortBy === undefined ? [] : [[sortBy, base.order_desc === false]] },
  ]);
}
