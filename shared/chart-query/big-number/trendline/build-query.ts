import type { ChartDataQueryObjectInput, PostProcessingOperation } from '../../../query-context/index.ts';
import { buildQueryContext, normalizeTimeColumn } from '../../common/build-query.ts';
import { getXAxisColumn } from '../../common/form-data-fields.ts';
import {
  flattenOperator,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
} from '../../common/post-processing.ts';
import type { FormData } from '../../form-data.ts';

const present = (steps: (PostProcessingOperation | undefined)[]): PostProcessingOperation[] =>
  steps.filter((step): step is PostProcessingOperation => step !== undefined);

/** The trend query: the metric per time grain on the x-axis, pivoted, rolled, resampled and flattened. */
function trendQuery(formData: FormData, base: ChartDataQueryObjectInput): ChartDataQueryObjectInput {
  const xAxis = getXAxisColumn(formData);
  const query: ChartDataQueryObjectInput = {
    ...base,
    columns: xAxis === undefined ? [] : [xAxis],
    // No series: the pivot's columns must stay empty, not fall back to the x-axis.
    series_columns: [],
    ...(xAxis === undefined ? { is_timeseries: true } : {}),
  };
  query.post_processing = present([
    pivotOperator(formData, query),
    rollingWindowOperator(formData, query),
    resampleOperator(formData, query),
    flattenOperator(),
  ]);
  return normalizeTimeColumn(formData, query);
}

/**
 * Big Number with Trendline's buildQuery (Superset's): the trend query, plus, for the "Overall value"
 * aggregation, the metric over the whole period with no time column (ratios and distinct counts cannot be
 * summed from the trend).
 */
export function buildQuery(formData: FormData) {
  return buildQueryContext(formData, (base) => {
    const queries = [trendQuery(formData, base)];
    if (formData.aggregation === 'raw')
      queries.push({ ...base, columns: [], is_timeseries: false, post_processing: [] });
    return queries;
  });
}
