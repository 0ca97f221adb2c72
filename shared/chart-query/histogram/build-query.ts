import type { ChartDataQueryContextInput } from '../../query-context/index.ts';
import { buildQueryContext } from '../common/build-query.ts';
import { columnsOf } from '../common/form-data-fields.ts';
import { histogramOperator } from '../common/post-processing.ts';
import type { FormData } from '../form-data.ts';

/**
 * Superset's histogram buildQuery: the raw values of the column (with the groupby columns) and no metrics;
 * the `histogram` step bins them on the server.
 */
export function buildQuery(formData: FormData): ChartDataQueryContextInput {
  const columns = [...columnsOf(formData.groupby), ...columnsOf(formData.column).slice(0, 1)];
  return buildQueryContext(formData, (base) => {
    const step = histogramOperator(formData, base);
    return [{ ...base, columns, metrics: undefined, post_processing: step ? [step] : [] }];
  });
}
