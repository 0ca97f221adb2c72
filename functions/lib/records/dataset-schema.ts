import * as z from 'zod';

export const DatasetColumn = z.object({
  id: z.number().int().positive(),
  uuid: z.guid(),
  column_name: z.string().min(1),
  type: z.string().nullable(),
  is_dttm: z.boolean(),
  expression: z.string().nullable(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  groupby: z.boolean(),
  filterable: z.boolean(),
  is_active: z.boolean(),
  python_date_format: z.string().nullable(),
  advanced_data_type: z.string().nullable(),
  extra: z.string().nullable(),
});
export type DatasetColumn = z.infer<typeof DatasetColumn>;

export const DatasetMetric = z.object({
  id: z.number().int().positive(),
  uuid: z.guid(),
  metric_name: z.string().min(1),
  expression: z.string().min(1),
  metric_type: z.string().nullable(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  d3format: z.string().nullable(),
  currency: z.string().nullable(),
  warning_text: z.string().nullable(),
  extra: z.string().nullable(),
});
export type DatasetMetric = z.infer<typeof DatasetMetric>;

/** A stored dataset (Superset's SqlaTable) with its columns and metrics in one item. */
export const DatasetRecord = z.object({
  id: z.number().int().positive(),
  uuid: z.guid(),
  table_name: z.string().min(1),
  schema: z.string().nullable(),
  catalog: z.string().nullable(),
  database_id: z.number().int().positive(),
  sql: z.string().nullable(),
  kind: z.enum(['physical', 'virtual']),
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  owners: z.array(z.number().int()),
  columns: z.array(DatasetColumn),
  metrics: z.array(DatasetMetric),
  extra: z.string().nullable(),
  /** JSON object text: each key a variable of the dataset's SQL templates. */
  template_params: z.string().nullable().default(null),
  normalize_columns: z.boolean().default(false),
  always_filter_main_dttm: z.boolean().default(false),
  filter_select_enabled: z.boolean().default(true),
  fetch_values_predicate: z.string().nullable().default(null),
  default_endpoint: z.string().nullable().default(null),
  offset: z.number().int().default(0),
  is_sqllab_view: z.boolean().default(false),
  is_managed_externally: z.boolean().default(false),
  external_url: z.string().nullable().default(null),
  created_by_fk: z.number().int().nullable().default(null),
  changed_by_fk: z.number().int().nullable().default(null),
  created_on: z.string(),
  changed_on: z.string(),
  version: z.number().int().positive(),
});
export type DatasetRecord = z.infer<typeof DatasetRecord>;
