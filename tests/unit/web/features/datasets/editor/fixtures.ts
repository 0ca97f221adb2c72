import type {
  DatasetDetail,
  DatasetDetailColumn,
  DatasetDetailMetric,
} from '../../../../../../web/app/features/datasets/editor/api.ts';

/** A source column as `GET /api/v1/dataset/{pk}` lists it. */
export const sourceColumn = (
  id: number,
  column_name: string,
  type: string,
  extra: Partial<DatasetDetailColumn> = {},
): DatasetDetailColumn => ({
  id,
  uuid: null,
  column_name,
  verbose_name: null,
  type,
  expression: null,
  is_dttm: type === 'TIMESTAMP',
  python_date_format: null,
  groupby: true,
  filterable: true,
  description: null,
  is_active: true,
  advanced_data_type: null,
  extra: null,
  ...extra,
});

/** A metric as `GET /api/v1/dataset/{pk}` lists it. */
export const savedMetric = (
  id: number,
  metric_name: string,
  expression: string,
  extra: Partial<DatasetDetailMetric> = {},
): DatasetDetailMetric => ({
  id,
  uuid: null,
  metric_name,
  verbose_name: null,
  expression,
  metric_type: null,
  d3format: null,
  currency: null,
  description: null,
  warning_text: null,
  extra: null,
  ...extra,
});

/** A virtual dataset owned by Ada, with two source columns, a calculated one and a metric. */
export const salesDataset = (changes: Partial<DatasetDetail> = {}): DatasetDetail => ({
  id: 7,
  table_name: 'sales',
  kind: 'virtual',
  schema: 'main',
  catalog: null,
  sql: 'SELECT region, amount, day FROM orders',
  database: { id: 1, database_name: 'examples', backend: 'duckdb' },
  description: null,
  main_dttm_col: 'day',
  cache_timeout: null,
  default_endpoint: null,
  extra: null,
  template_params: null,
  filter_select_enabled: true,
  normalize_columns: false,
  always_filter_main_dttm: false,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  columns: [
    sourceColumn(1, 'region', 'VARCHAR'),
    sourceColumn(2, 'amount', 'DOUBLE'),
    sourceColumn(3, 'amount_k', 'DOUBLE', { expression: 'amount / 1000' }),
  ],
  metrics: [savedMetric(1, 'count', 'COUNT(*)')],
  ...changes,
});
