import { buildQueryContext } from '../common/build-query.ts';
import type { FormData } from '../form-data.ts';
import { sortByMetric } from '../common/part-of-whole/orderby.ts';

/**
 * Sunburst's buildQuery (Superset's): the base query (the hierarchy `columns` and the primary and secondary
 * metrics), ordered by the primary metric descending when "Sort by metric" is on.
 */
export function buildQuery(formData: FormData) {
  return buildQueryContext(formData, (base) => [{ ...base, ...sortByMetric(formData) }]);
}
