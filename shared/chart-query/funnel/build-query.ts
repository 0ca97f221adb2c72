import { buildQueryContext } from '../common/build-query.ts';
import type { FormData } from '../form-data.ts';
import { sortByMetric } from '../common/part-of-whole/orderby.ts';

/** Funnel's buildQuery (Superset's): the base query, ordered by the metric descending when "Sort by metric" is on. */
export function buildQuery(formData: FormData) {
  return buildQueryContext(formData, (base) => [{ ...base, ...sortByMetric(formData) }]);
}
