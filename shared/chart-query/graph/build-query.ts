import type { ChartDataQueryContextInput } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf, getColumnLabel, uniqueBy } from '../common/form-data-fields.ts';
import type { FormData } from '../form-data.ts';

/** Superset's graph buildQuery: source, target and their categories as the query's columns, with the metric. */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const fields = [formData.source, formData.target, formData.source_category, formData.target_category];
  const columns = uniqueBy(
    fields.flatMap((field) => columnsOf(field)),
    getColumnLabel,
  );
  return buildQueryContext(formData, (base) => [{ ...base, columns }]);
}
