import type { ChartDataQueryContextInput } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf } from '../common/form-data-fields.ts';
import { boxplotOperator } from '../common/post-processing.ts';
import type { FormData } from '../form-data.ts';

/**
 * Superset's box plot buildQuery: the metrics aggregated per "distribute across" column and group, then the
 * `boxplot` step summarising each group's distribution (quartiles, whiskers, outliers) over those rows.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const groupby = columnsOf(formData.groupby);
  const columns = [...columnsOf(formData.columns), ...groupby];
  return buildQueryContext(formData, (base) => {
    const step = boxplotOperator(formData, base);
    return [{ ...base, columns, series_columns: groupby, post_processing: step ? [step] : [] }];
  });
}
