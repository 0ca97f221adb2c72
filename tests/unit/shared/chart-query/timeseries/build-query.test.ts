import { describe, expect, it } from 'vitest';
import { ChartDataQueryContext } from '../../../../../shared/query-context/index.ts';
import { buildQueryFor } from '#shared/chart-query/index.ts';
import { buildTimeseriesQuery } from '#shared/chart-query/timeseries/build-query.ts';
import { timeseriesFormData } from '../fixtures.ts';

const axis = {
  timeGrain: 'P1Y',
  columnType: 'BASE_AXIS',
  sqlExpression: 'ds',
  label: 'ds',
  expressionType: 'SQL',
  isColumnReference: true,
};
const pivot = {
  operation: 'pivot',
  options: {
    index: ['ds'],
    columns: ['gender'],
    aggregates: { sum__num: { operator: 'mean' } },
    drop_missing_columns: true,
  },
};

const VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries',
];

describe('time-series buildQuery', () => {
  it.each(VIZ_TYPES)('%s asks for the x-axis, series and the pivot', (vizType) => {
    // Arrange
    const formData = timeseriesFormData(vizType);

    // Act
    const context = buildQueryFor(vizType)!(formData);

    // Assert
    expect(context).toEqual({
      datasource: { id: 2, type: 'table' },
      force: false,
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          time_range: undefined,
          granularity: undefined,
          extras: { having: '', where: '', time_grain_sqla: 'P1Y' },
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }],
          columns: [axis, 'gender'],
          series_columns: ['gender'],
          metrics: ['sum__num'],
          orderby: [['sum__num', false]],
          annotation_layers: [],
          row_limit: 10000,
          row_offset: undefined,
          series_limit: 0,
          series_limit_metric: undefined,
          order_desc: true,
          url_params: {},
          time_offsets: [],
          post_processing: [pivot, { operation: 'flatten' }],
        },
      ],
    });
    expect(ChartDataQueryContext.safeParse(JSON.parse(JSON.stringify(context))).success).toBe(true);
  });

  it.each([
    [
      'a rolling sum',
      { rolling_type: 'sum', rolling_periods: 3 },
      [
        pivot,
        {
          operation: 'rolling',
          options: { rolling_type: 'sum', window: 3, min_periods: 0, columns: { sum__num: 'sum__num' } },
        },
        { operation: 'flatten' },
      ],
      [],
    ],
    [
      'a time comparison as differences',
      { time_compare: ['1 year ago'], comparison_type: 'difference', groupby: [] },
      [
        {
          operation: 'pivot',
          options: {
            index: ['ds'],
            columns: [],
            drop_missing_columns: true,
            aggregates: { sum__num: { operator: 'mean' }, 'sum__num__1 year ago': { operator: 'mean' } },
          },
        },
        {
          operation: 'compare',
          options: {
            source_columns: ['sum__num'],
            compare_columns: ['sum__num__1 year ago'],
            compare_type: 'difference',
            drop_original_columns: true,
          },
        },
        { operation: 'flatten' },
      ],
      ['1 year ago'],
    ],
    [
      'row contribution and resampling',
      { contributionMode: 'row', resample_rule: '1AS', resample_method: 'ffill' },
      [
        pivot,
        { operation: 'resample', options: { method: 'ffill', rule: '1AS', fill_value: null } },
        { operation: 'contribution', options: { orientation: 'row', time_shifts: [] } },
        { operation: 'flatten' },
      ],
      [],
    ],
  ])('adds %s to the post-processing', (_what, fields, steps, offsets) => {
    // Act
    const [query] = buildTimeseriesQuery(timeseriesFormData('echarts_timeseries_line', fields)).queries;

    // Assert
    expect([query!.post_processing, query!.time_offsets]).toEqual([steps, offsets]);
  });

  it('reads a legacy time column as the x-axis', () => {
    // Arrange
    const formData = timeseriesFormData('echarts_timeseries_line', { x_axis: undefined, granularity_sqla: 'ds' });

    // Act
    const [query] = buildTimeseriesQuery(formData).queries;

    // Assert
    expect([query!.columns, query!.granularity]).toEqual([[axis, 'gender'], 'ds']);
  });
});
