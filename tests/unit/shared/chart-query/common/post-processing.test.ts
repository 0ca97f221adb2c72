import { describe, expect, it } from 'vitest';
import {
  boxplotOperator,
  contributionOperator,
  flattenOperator,
  histogramOperator,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '#shared/chart-query/common/post-processing.ts';
import type { FormData } from '#shared/chart-query/index.ts';

const fd = (fields: Record<string, unknown>): FormData => ({
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  x_axis: 'ds',
  ...fields,
});
const query = { metrics: ['count', 'sum__num'], columns: ['gender'] };
const offsets = { time_compare: ['1 year ago'], comparison_type: 'difference' };

describe('post-processing operators', () => {
  it.each([
    [
      'pivot',
      pivotOperator(fd({}), query),
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender'],
          aggregates: { count: { operator: 'mean' }, sum__num: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
    ],
    ['pivot without x-axis', pivotOperator({ viz_type: 'x', datasource: '1__table' }, query), undefined],
    [
      'time compare pivot',
      timeComparePivotOperator(fd({ ...offsets, show_empty_columns: true }), { metrics: ['count'], columns: [] }),
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: [],
          drop_missing_columns: false,
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
        },
      },
    ],
    [
      'rolling mean',
      rollingWindowOperator(fd({ rolling_type: 'mean', rolling_periods: '7', min_periods: 2 }), { metrics: ['count'] }),
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 7, min_periods: 2, columns: { count: 'count' } },
      },
    ],
    [
      'cumsum',
      rollingWindowOperator(fd({ rolling_type: 'cumsum' }), { metrics: ['count'] }),
      {
        operation: 'cum',
        options: { operator: 'sum', columns: { count: 'count' } },
      },
    ],
    ['no rolling', rollingWindowOperator(fd({ rolling_type: 'None' }), query), undefined],
    [
      'compare',
      timeCompareOperator(fd(offsets), { metrics: ['count'] }),
      {
        operation: 'compare',
        options: {
          source_columns: ['count'],
          compare_columns: ['count__1 year ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
    ],
    [
      'compare of actual values',
      timeCompareOperator(fd({ ...offsets, comparison_type: 'values' }), { metrics: ['count'] }),
      undefined,
    ],
    [
      'resample zerofill',
      resampleOperator(fd({ resample_rule: '1D', resample_method: 'zerofill' }), query),
      {
        operation: 'resample',
        options: { method: 'asfreq', rule: '1D', fill_value: 0 },
      },
    ],
    ['resample without a rule', resampleOperator(fd({ resample_method: 'ffill' }), query), undefined],
    [
      'rename',
      renameOperator(fd({ truncate_metric: true }), { metrics: ['count'], columns: ['gender'] }),
      {
        operation: 'rename',
        options: { columns: { count: null }, level: 0, inplace: true },
      },
    ],
    [
      'rename with actual values',
      renameOperator(fd({ truncate_metric: true, time_compare: ['1 year ago'], comparison_type: 'values' }), {
        metrics: ['count'],
        columns: ['gender'],
      }),
      {
        operation: 'rename',
        options: { columns: { 'count__1 year ago': '1 year ago', count: null }, level: 0, inplace: true },
      },
    ],
    [
      'contribution',
      contributionOperator(fd({ contributionMode: 'row' })),
      { operation: 'contribution', options: { orientation: 'row', time_shifts: [] } },
    ],
    [
      'sort by x-axis',
      sortOperator(fd({ x_axis_sort: 'ds', x_axis_sort_asc: false }), query),
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
    ],
    [
      'sort by metric',
      sortOperator(fd({ metrics: ['count'], x_axis_sort: 'count', x_axis_sort_asc: true }), query),
      { operation: 'sort', options: { by: 'count', ascending: true } },
    ],
    ['flatten', flattenOperator(), { operation: 'flatten' }],
    [
      'histogram',
      histogramOperator(fd({ column: 'num', groupby: ['gender'], bins: 'x' }), query),
      {
        operation: 'histogram',
        options: { column: 'num', groupby: ['gender'], bins: 5, cumulative: false, normalize: false },
      },
    ],
    [
      'boxplot percentiles',
      boxplotOperator(fd({ whiskerOptions: '10/90 percentiles', groupby: ['state'] }), { metrics: ['count'] }),
      {
        operation: 'boxplot',
        options: { whisker_type: 'percentile', percentiles: [10, 90], groupby: ['state'], metrics: ['count'] },
      },
    ],
  ])('%s', (_what, step, expected) => {
    // Assert
    expect(step).toEqual(expected);
  });
});
