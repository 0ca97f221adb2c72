import { buildQueryContext } from '../../common/build-query.ts';
import type { FormData } from '../../form-data.ts';

/** Big Number's buildQuery (Superset's): the base query as it is, one metric over the filtered rows. */
export function buildQuery(formData: FormData) {
  return buildQueryContext(formData);
}
