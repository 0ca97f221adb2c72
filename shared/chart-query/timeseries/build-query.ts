import type {
  ChartDataQueryContextInput,
  ChartDataQueryObjectInput,
  PostProcessingOperation,
} from '../../query-context/index.ts';
import { buildQueryContext, normalizeOrderBy, normalizeTimeColumn } from '../common/build-query.ts';
import { columnsOf, getXAxisColumn } from '../common/form-data-fields.ts';
import {
  contributionOperator,
  flattenOperator,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
  timeOffsetsOf,
} from '../common/post-processing.ts';
import type { FormData } from '../form-data.ts';

/** Form data saved before generic x-axes names its time column in `granularity_sqla`: it becomes the x-axis. */
export function withXAxis(formData: FormData): FormData {
  const xAxis = getXAxisColumn(formData);
  return xAxis === undefined || formData.x_axis ? formData : { ...formData, x_axis: xAxis };
}

/**
 * The time-series query object (Superset's ECharts Timeseries `buildQuery`): x-axis then groupby as columns,
 * groupby as series columns, orderby by the series limit metric or first metric, time offsets, and the
 * post-processing chain pivot -> rolling -> compare -> resample -> rename -> contribution -> sort -> flatten.
 */
export function timeseriesQuery(rawFormData: FormData, base: ChartDataQueryObjectInput): ChartDataQueryObjectInput {
  const formData = withXAxis(rawFormData);
  const groupby = columnsOf(formData.groupby);
  const xAxis = getXAxisColumn(formData);
  const columns = [...(xAxis === undefined ? [] : [xAxis]), ...groupby];
  const comparing = isTimeComparison(formData, base);
  const timeOffsets = comparing ? timeOffsetsOf(formData) : [];
  const seriesBase = { ...base, columns: groupby, series_columns: groupby };
  const steps = [
    comparing ? timeComparePivotOperator(formData, seriesBase) : pivotOperator(formData, seriesBase),
    rollingWindowOperator(formData, base),
    timeCompareOperator(formData, base),
    resampleOperator(formData, base),
    renameOperator(formData, seriesBase),
    contributionOperator(formData, base, timeOffsets),
    sortOperator(formData, base),
    flattenOperator(),
  ].filter((step): step is PostProcessingOperation => step !== undefined);
  const query: ChartDataQueryObjectInput = {
    ...base,
    columns,
    series_columns: groupby,
    ...(xAxis === undefined ? { is_timeseries: true } : {}),
    orderby: normalizeOrderBy(base),
    time_offsets: timeOffsets,
    post_processing: steps,
  };
  return normalizeTimeColumn(formData, query);
}

/** The chart data request of every single-query time-series chart. */
export function buildTimeseriesQuery(formData: FormData): ChartDataQueryContextInput {
  return buildQueryContext(formData, (base) => [timeseriesQuery(formData, base)]);
}
