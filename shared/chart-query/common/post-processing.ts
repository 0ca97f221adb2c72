import type { ChartDataQueryObjectInput, PostProcessingOperation } from '../../query-context/index.ts';
import type { FormData } from '../form-data.ts';
import { ensureArray, getColumnLabel, getMetricLabel, getXAxisLabel, textOf, toInt } from './form-data-fields.ts';
import { isTimeComparison, metricOffsetsMap, timeOffsetsOf } from './time-comparison.ts';

export { isTimeComparison, metricOffsetsMap, timeOffsetsOf } from './time-comparison.ts';
export type { ComparisonType } from './time-comparison.ts';

/**
 * Superset's post-processing operators (superset-ui-chart-controls `operators/`): each turns form data and the
 * base query object into one `post_processing` step, or undefined when it does not apply. Options are the ones
 * functions/charts/post-processing accepts.
 */
type Operator = (formData: FormData, query: ChartDataQueryObjectInput) => PostProcessingOperation | undefined;

const metricLabels = (query: ChartDataQueryObjectInput): string[] =>
  ensureArray(query.metrics).map(getMetricLabel).filter(Boolean);
/** The pivot's series columns: the query's series columns (else its columns), never the x-axis it indexes by. */
const seriesColumnLabels = (query: ChartDataQueryObjectInput, index: string): string[] =>
  ensureArray(query.series_columns ?? query.columns)
    .map(getColumnLabel)
    .filter((label) => Boolean(label) && label !== index);
const meanOf = (labels: readonly string[]) => Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }]));

/** Pivots rows to one column per metric and series: index the x-axis, columns the groupby. */
export const pivotOperator: Operator = (formData, query) => {
  const index = getXAxisLabel(formData);
  const metrics = metricLabels(query);
  if (!index || metrics.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [index],
      columns: seriesColumnLabels(query, index),
      aggregates: meanOf(metrics),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
};

/** The pivot of a time comparison: the metrics and their `metric__offset` copies. */
export const timeComparePivotOperator: Operator = (formData, query) => {
  const index = getXAxisLabel(formData);
  if (!index || !isTimeComparison(formData, query)) return undefined;
  const offsets = metricOffsetsMap(formData, query);
  return {
    operation: 'pivot',
    options: {
      index: [index],
      columns: seriesColumnLabels(query, index),
      drop_missing_columns: !formData.show_empty_columns,
      aggregates: meanOf([...offsets.values(), ...offsets.keys()]),
    },
  };
};

/** Rolling mean/sum/std over `rolling_periods`, or a cumulative sum (`cumsum`). */
export const rollingWindowOperator: Operator = (formData, query) => {
  const offsets = metricOffsetsMap(formData, query);
  const columns = isTimeComparison(formData, query) ? [...offsets.values(), ...offsets.keys()] : metricLabels(query);
  const columnsMap = Object.fromEntries(columns.map((column) => [column, column]));
  const type = formData.rolling_type;
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  if (type !== 'mean' && type !== 'sum' && type !== 'std') return undefined;
  return {
    operation: 'rolling',
    options: {
      rolling_type: type,
      window: Math.max(1, toInt(formData.rolling_periods, 1)),
      min_periods: Math.max(0, toInt(formData.min_periods, 0)),
      columns: columnsMap,
    },
  };
};

/** Difference, percentage or ratio against the offsets; actual values need no step. */
export const timeCompareOperator: Operator = (formData, query) => {
  if (!isTimeComparison(formData, query) || formData.comparison_type === 'values') return undefined;
  const offsets = metricOffsetsMap(formData, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: formData.comparison_type as string,
      drop_original_columns: true,
    },
  };
};

/** Resampling to `resample_rule` by `resample_method` (`zerofill` is asfreq filling 0). */
export const resampleOperator: Operator = (formData) => {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : textOf(formData.resample_method);
  const rule = textOf(formData.resample_rule);
  if (!method || !rule) return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
};

/**
 * With one metric, series and `truncate_metric`, series are named by their groupby values alone (the metric
 * level is blanked); with "actual values" comparisons the offset copies are named by the offset.
 */
export const renameOperator: Operator = (formData, query) => {
  const metrics = ensureArray(query.metrics);
  const comparing = isTimeComparison(formData, query);
  const derived = comparing && formData.comparison_type !== 'values';
  const index = getXAxisLabel(formData);
  if (
    metrics.length !== 1 ||
    !index ||
    seriesColumnLabels(query, index).length === 0 ||
    derived ||
    !formData.truncate_metric
  ) {
    return undefined;
  }
  const pairs: [string, string | null][] = [];
  if (comparing) {
    const offsets = timeOffsetsOf(formData);
    for (const withOffset of metricOffsetsMap(formData, query).keys()) {
      pairs.push([withOffset, offsets.find((offset) => withOffset.endsWith(offset)) ?? withOffset]);
    }
  }
  pairs.push([getMetricLabel(metrics[0]), null]);
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
};

/** Each value as its share of the row (`row`) or column (`column`) total. */
export const contributionOperator = (
  formData: FormData,
  _query?: ChartDataQueryObjectInput,
  timeShifts: readonly string[] = [],
): PostProcessingOperation | undefined => {
  const mode = formData.contributionMode;
  if (mode !== 'row' && mode !== 'column') return undefined;
  return { operation: 'contribution', options: { orientation: mode, time_shifts: [...timeShifts] } };
};

/** Bar charts' x-axis sort (`x_axis_sort`, `x_axis_sort_asc`) when there is no groupby. */
export const sortOperator: Operator = (formData) => {
  const xAxis = getXAxisLabel(formData);
  const by = textOf(formData.x_axis_sort);
  const ascending = formData.x_axis_sort_asc;
  const sortable = [xAxis, ...ensureArray(formData.metrics).map(getMetricLabel)].filter(Boolean);
  if (!by || typeof ascending !== 'boolean' || !sortable.includes(by) || ensureArray(formData.groupby).length > 0)
    return undefined;
  return by === xAxis
    ? { operation: 'sort', options: { is_sort_index: true, ascending } }
    : { operation: 'sort', options: { by, ascending } };
};

/** Flattens multi-level column labels into `metric, value` names. */
export const flattenOperator = (): PostProcessingOperation => ({ operation: 'flatten' });

/** Histogram of one column in `bins` bins (5 when not a number), per groupby. */
export const histogramOperator: Operator = (formData) => {
  const column = getColumnLabel(formData.column);
  if (!column) return undefined;
  const bins = toInt(formData.bins, 5);
  return {
    operation: 'histogram',
    options: {
      column,
      groupby: ensureArray(formData.groupby).map(getColumnLabel).filter(Boolean),
      bins,
      cumulative: formData.cumulative === true,
      normalize: formData.normalize === true,
    },
  };
};

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/** Box plot statistics per groupby: Tukey, min/max or `a/b percentiles` whiskers (`whiskerOptions`). */
export const boxplotOperator: Operator = (formData, query) => {
  const whiskers = textOf(formData.whiskerOptions) ?? 'Tukey';
  const match = PERCENTILES.exec(whiskers);
  const metrics = metricLabels(query);
  const groupby = ensureArray(formData.groupby).map(getColumnLabel).filter(Boolean);
  if (match) {
    const percentiles = [Number(match[1]), Number(match[2])];
    return { operation: 'boxplot', options: { whisker_type: 'percentile', percentiles, groupby, metrics } };
  }
  const whiskerType = whiskers === 'Min/max (no outliers)' ? 'min/max' : 'tukey';
  return { operation: 'boxplot', options: { whisker_type: whiskerType, groupby, metrics } };
};
