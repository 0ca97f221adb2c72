import { buildQueryContext } from '../common/build-query.ts';
import type { FormData } from '../form-data.ts';
import { getMetricLabel } from '../common/form-data-fields.ts';
import { sortByMetric } from '../common/part-of-whole/orderby.ts';

/** Superset's suffix of the contribution column the pie query adds for "Threshold for Other". */
export const CONTRIBUTION_SUFFIX = '__contribution';

/**
 * Pie's buildQuery (Superset's): the base query ordered by the metric descending when "Sort by metric" is on,
 * plus each slice's share of the total as `<metric>__contribution`.
 */
export function buildQuery(formData: FormData) {
  const label = getMetricLabel(formData.metric);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      ...sortByMetric(formData),
      ...(label
        ? {
            post_processing: [
              {
                operation: 'contribution',
                options: { columns: [label], rename_columns: [`${label}${CONTRIBUTION_SUFFIX}`] },
              },
            ],
          }
        : {}),
    },
  ]);
}
