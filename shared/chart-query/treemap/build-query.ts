import { buildQueryContext } from '../common/build-query.ts';
import { hierarchyOrderby } from '../common/part-of-whole/orderby.ts';
import type { FormData } from '../form-data.ts';

/** Treemap's buildQuery (Superset's): the base query, ordered by the metric and then the groupby columns. */
export function buildQuery(formData: FormData) {
  const orderby = hierarchyOrderby(formData, formData.groupby);
  return buildQueryContext(formData, (base) => [{ ...base, ...(orderby.length ? { orderby } : {}) }]);
}
