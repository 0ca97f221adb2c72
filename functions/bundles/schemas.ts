import * as z from 'zod';
import { CurrencyInput } from '#shared/api/dataset.ts';

/**
 * The YAML files of a Superset v1 bundle, as Superset's ImportV1*Schema read them: required fields are checked,
 * optional ones typed, and fields Skyset does not keep are let through (newer Superset versions add some).
 */
const text = z.string().nullish();
const flag = z.boolean().nullish();
const seconds = z.number().int().nullish();
/** A JSON object field: Superset writes them as mappings; older exports sometimes as JSON text. */
const mapping = z.union([z.record(z.string(), z.unknown()), z.string()]).nullish();

export const BUNDLE_VERSION = '1.0.0';

export const BundleMetadata = z.looseObject({
  version: z.string(),
  type: z.string().optional(),
  timestamp: z.union([z.string(), z.date()]).optional(),
});

export const DatabaseConfig = z.looseObject({
  database_name: z.string().min(1),
  sqlalchemy_uri: z.string().min(1),
  password: text,
  cache_timeout: seconds,
  expose_in_sqllab: flag,
  allow_run_async: flag,
  allow_ctas: flag,
  allow_cvas: flag,
  allow_dml: flag,
  allow_file_upload: flag,
  extra: mapping,
  impersonate_user: flag,
  uuid: z.guid(),
  version: z.string(),
});
export type DatabaseConfig = z.infer<typeof DatabaseConfig>;

const ColumnConfig = z.looseObject({
  column_name: z.string().min(1),
  verbose_name: text,
  is_dttm: flag,
  is_active: flag,
  type: text,
  advanced_data_type: text,
  groupby: flag,
  filterable: flag,
  expression: text,
  description: text,
  python_date_format: text,
  extra: mapping,
});

const MetricConfig = z.looseObject({
  metric_name: z.string().min(1),
  verbose_name: text,
  metric_type: text,
  expression: z.string().min(1),
  description: text,
  d3format: text,
  currency: CurrencyInput.optional(),
  extra: mapping,
  warning_text: text,
});

export const DatasetConfig = z.looseObject({
  table_name: z.string().min(1),
  main_dttm_col: text,
  description: text,
  default_endpoint: text,
  offset: z.number().int().nullish(),
  cache_timeout: seconds,
  catalog: text,
  schema: text,
  sql: text,
  template_params: mapping,
  filter_select_enabled: flag,
  fetch_values_predicate: text,
  extra: mapping,
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  uuid: z.guid(),
  columns: z.array(ColumnConfig),
  metrics: z.array(MetricConfig).nullish(),
  version: z.string(),
  database_uuid: z.guid(),
});
export type DatasetConfig = z.infer<typeof DatasetConfig>;

export const ChartConfig = z.looseObject({
  slice_name: z.string().min(1),
  description: text,
  certified_by: text,
  certification_details: text,
  viz_type: z.string().min(1),
  params: mapping,
  query_context: text,
  cache_timeout: seconds,
  uuid: z.guid(),
  version: z.string(),
  dataset_uuid: z.guid(),
});
export type ChartConfig = z.infer<typeof ChartConfig>;

export const DashboardConfig = z.looseObject({
  dashboard_title: z.string(),
  description: text,
  css: text,
  slug: text,
  certified_by: text,
  certification_details: text,
  published: flag,
  uuid: z.guid(),
  position: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  version: z.string(),
});
export type DashboardConfig = z.infer<typeof DashboardConfig>;

/** A JSON field of a bundle (a mapping, or JSON text in older exports) as the text Skyset stores. */
export const jsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** Field path -> problems of a value against a schema (marshmallow's `messages`), or undefined when it is valid. */
export function problemsOf(schema: z.ZodType, value: unknown): Record<string, string[]> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const problems: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_schema';
    problems[field] = [...(problems[field] ?? []), issue.message];
  }
  return problems;
}
