import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf, getColumnLabel } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';
import { hierarchyOrderby } from '../common/part-of-whole/orderby.ts';

/** The sankey's columns: source, any intermediate levels, target (Superset's order), unusable entries dropped. */
export function sankeyColumns(formData: FormData) {
  return columnsOf([formData.source, ...columnsOf(formData.intermediate_levels), formData.target]);
}

/**
 * Sankey's buildQuery (Superset's): grouped by source and target, ordered like the treemap (metric first when
 * "Sort by metric" is on, then the columns ascending) when there is a row limit.
 */
export function buildQuery(formData: FormData) {
  const columns = sankeyColumns(formData);
  const orderby = hierarchyOrderby(formData, columns);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: columns.filter(
        (column, at) => columns.findIndex((c) => getColumnLabel(c) === getColumnLabel(column)) === at,
      ),
      ...(orderby.length ? { orderby } : {}),
    },
  ]);
}
