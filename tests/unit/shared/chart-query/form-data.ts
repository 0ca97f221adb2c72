import type { FormData } from '#shared/chart-query/index.ts';

/** Form data fixtures that read no file, so the web side's tests (no Node types there) import them too. */

/** Form data of a time-series chart over birth_names, by year, split by gender. */
export const timeseriesFormData = (vizType: string, fields: Record<string, unknown> = {}): FormData => ({
  viz_type: vizType,
  datasource: '2__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
  ],
  row_limit: 10000,
  ...fields,
});

/** A mixed chart: Query A sums births as bars, Query B counts them by gender as lines on the secondary axis. */
export const mixedFormData = timeseriesFormData('mixed_timeseries', {
  groupby: [],
  metrics: ['sum__num'],
  metrics_b: ['count'],
  groupby_b: ['gender'],
  adhoc_filters_b: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" }],
  seriesType: 'bar',
  seriesTypeB: 'line',
  yAxisIndexB: 1,
  y_axis_format_secondary: ',d',
  show_query_identifiers: true,
});
