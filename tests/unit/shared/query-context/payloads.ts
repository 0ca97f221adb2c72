/**
 * Chart data requests shaped like the ones Superset's own front end sends (written for these tests), with the
 * extra fields real clients include and the schema ignores.
 */
const datasource = { id: 1, type: 'table' as const };

/** A table chart in aggregate mode: group by, saved and SIMPLE metrics, an IN filter, server paging. */
export const tableChart = {
  datasource,
  force: false,
  queries: [
    {
      filters: [
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
      ],
      extras: { having: '', where: '' },
      applied_time_extras: {},
      columns: ['name', 'gender'],
      metrics: [
        'sum__num',
        {
          expressionType: 'SIMPLE',
          column: { column_name: 'num_boys', type: 'BIGINT' },
          aggregate: 'MAX',
          label: 'MAX(num_boys)',
          hasCustomLabel: false,
          optionName: 'metric_1',
        },
      ],
      orderby: [['sum__num', false]],
      annotation_layers: [],
      row_limit: 100,
      row_offset: 0,
      series_limit: 0,
      order_desc: true,
      url_params: {},
      custom_params: {},
      custom_form_data: {},
      post_processing: [],
    },
  ],
  form_data: {
    datasource: '1__table',
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['name', 'gender'],
    row_limit: 100,
  },
  result_format: 'json',
  result_type: 'full',
};

/** A line chart with a temporal x-axis, series limit and a rolling sum. */
export const timeseriesLineChart = {
  datasource,
  force: false,
  queries: [
    {
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last quarter' }],
      extras: { having: '', where: "(state != 'other')" },
      applied_time_extras: {},
      columns: [
        { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
        'gender',
      ],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      annotation_layers: [],
      row_limit: 10000,
      series_columns: ['gender'],
      series_limit: 5,
      series_limit_metric: 'sum__num',
      order_desc: true,
      url_params: { slice_id: '3' },
      custom_params: {},
      custom_form_data: {},
      time_offsets: [],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['ds'],
            columns: ['gender'],
            aggregates: { sum__num: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'rolling', options: { rolling_type: 'sum', window: 3, min_periods: 0 } },
        { operation: 'flatten' },
      ],
    },
  ],
  form_data: {
    datasource: '1__table',
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: ['sum__num'],
  },
  result_format: 'json',
  result_type: 'full',
};

/** A big number with trendline: a daily x-axis and a cumulative post-processing. */
export const bigNumberWithTrendline = {
  datasource,
  force: false,
  queries: [
    {
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2005-01-01' }],
      extras: { having: '', where: '' },
      applied_time_extras: {},
      columns: [{ timeGrain: 'P1Y', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' }],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num_girls)', label: 'girls', hasCustomLabel: true }],
      annotation_layers: [],
      url_params: {},
      custom_params: {},
      custom_form_data: {},
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['ds'],
            columns: [],
            aggregates: { girls: { operator: 'mean' } },
            drop_missing_columns: true,
          },
        },
        { operation: 'cum', options: { operator: 'sum' } },
      ],
    },
  ],
  form_data: { datasource: '1__table', viz_type: 'big_number', x_axis: 'ds', metric: 'girls' },
  result_format: 'json',
  result_type: 'full',
};

/** A pie: one dimension, one metric, a LIKE filter, ordered by the metric. */
export const pieChart = {
  datasource,
  force: false,
  queries: [
    {
      filters: [{ col: 'name', op: 'LIKE', val: 'A%' }],
      extras: { having: '', where: '' },
      applied_time_extras: {},
      columns: ['gender'],
      metrics: ['count'],
      orderby: [['count', false]],
      annotation_layers: [],
      row_limit: 100,
      series_limit: 0,
      order_desc: true,
      url_params: {},
      custom_params: {},
      custom_form_data: {},
    },
  ],
  form_data: { datasource: '1__table', viz_type: 'pie', groupby: ['gender'], metric: 'count' },
  result_format: 'json',
  result_type: 'full',
};

/** A native select filter fetching its choices: distinct values, no metrics, ascending. */
export const nativeFilterSelect = {
  datasource,
  force: false,
  queries: [
    {
      filters: [],
      extras: {},
      applied_time_extras: {},
      columns: ['state'],
      metrics: [],
      orderby: [['state', true]],
      annotation_layers: [],
      row_limit: 1000,
      url_params: {},
      custom_params: {},
      custom_form_data: {},
    },
  ],
  form_data: {
    datasource: '1__table',
    viz_type: 'filter_select',
    groupby: ['state'],
    inverseSelection: false,
    sortAscending: true,
  },
  result_format: 'json',
  result_type: 'full',
};
