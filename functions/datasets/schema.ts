import { z } from 'zod';

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
  created_on: z.string(),
  changed_on: z.string(),
  version: z.number().int().positive(),
});
export type DatasetRecord = z.infer<typeof DatasetRecord>;
