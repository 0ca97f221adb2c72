import type { ExploreDatasource, ExploreResponse } from '../../../../../shared/api/explore.ts';

/** A small dataset as `GET /api/v1/explore/` describes it. */
export const datasource: ExploreDatasource = {
  id: 3,
  type: 'table',
  uid: '3__table',
  name: 'main.birth_names',
  datasource_name: 'birth_names',
  table_name: 'birth_names',
  schema: 'main',
  description: null,
  main_dttm_col: 'ds',
  columns: [
    { column_name: 'name', verbose_name: null, type: 'VARCHAR', type_generic: 1, is_dttm: false, groupby: true, filterable: true, expression: null, description: null, python_date_format: null },
    { column_name: 'num', verbose_name: 'Number', type: 'BIGINT', type_generic: 0, is_dttm: false, groupby: true, filterable: true, expression: null, description: null, python_date_format: null },
    { column_name: 'ds', verbose_name: null, type: 'TIMESTAMP', type_generic: 2, is_dttm: true, groupby: true, filterable: true, expression: null, description: null, python_date_format: null },
  ],
  metrics: [{ metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)', d3format: null, currency: null, description: null, warning_text: null }],
  column_formats: {},
  currency_formats: {},
  verbose_map: { num: 'Number' },
  time_grain_sqla: [['P1D', 'Day']],
  granularity_sqla: [['ds', 'ds']],
  database: { id: 1, backend: 'duckdb', name: 'examples' },
  sql: null,
  owners: [],
  cache_timeout: null,
  is_sqllab_view: false,
  select_star: null,
};

/** The explore payload of saved chart 7 owned by user 1. */
export const savedChartResult: ExploreResponse['result'] = {
  dataset: datasource,
  form_data: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
  slice: {
    slice_id: 7,
    slice_name: 'Names',
    description: null,
    viz_type: 'table',
    datasource: '3__table',
    form_data: { datasource: '3__table', viz_type: 'table' },
    cache_timeout: null,
    owners: [1],
  },
  message: null,
};
