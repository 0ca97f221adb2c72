import * as z from 'zod';
import { boundedName, boundedText, SQL_MAX_BYTES, TEXT_MAX_BYTES } from '../limits.ts';

/**
 * Request schemas of the dataset write endpoints (Superset's DatasetRestApi: POST `/api/v1/dataset/`, PUT `/{pk}`,
 * `/duplicate`, `/get_or_create/`), shared by the handlers, the web app and the tests. Bodies are strict, as
 * Superset's marshmallow schemas refuse unknown fields; answers are loose.
 */

/** A string of `min` to `max` characters, refused in marshmallow's `Length(min, max)` words. */
const lengthBetween = (min: number, max: number) => {
  const error = `Length must be between ${min} and ${max}.`;
  return z.string().min(min, { error }).max(max, { error });
};

/** Longest table name (Superset's `String(250)`). */
export const DATASET_NAME_MAX_LENGTH = 250;
/** Most columns or metrics one dataset holds: all of them live in one stored item. */
export const DATASET_MEMBERS_MAX = 1000;

const sqlText = boundedText(SQL_MAX_BYTES);
const text = boundedText(TEXT_MAX_BYTES);
const ownerIds = z.array(z.number().int()).max(1000);

/** Body of `POST /api/v1/dataset/` (Superset's DatasetPostSchema): a physical table, or a virtual one with `sql`. */
export const DatasetPostBody = z.strictObject({
  database: z.number().int(),
  catalog: lengthBetween(0, 250).nullable().optional(),
  schema: lengthBetween(0, 250).nullable().optional(),
  table_name: lengthBetween(1, DATASET_NAME_MAX_LENGTH),
  sql: sqlText.nullable().optional(),
  owners: ownerIds.optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: boundedName(2048).nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  template_params: text.nullable().optional(),
});
export type DatasetPostBody = z.infer<typeof DatasetPostBody>;

/** A metric's currency as Superset 5 answers it: `{"symbol": "USD", "symbolPosition": "prefix"}`. */
export const MetricCurrency = z.strictObject({
  symbol: lengthBetween(1, 128).optional(),
  symbolPosition: lengthBetween(1, 128).optional(),
});
export type MetricCurrency = z.infer<typeof MetricCurrency>;

/** JSON text as Superset 4 (and its clients) wrote a currency, read as the value it holds; '' is no currency. */
function currencyFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Superset's `CurrencyField`: the object, or its JSON text (as older exports and clients send it); null for none. */
export const CurrencyInput = z.preprocess(currencyFromText, MetricCurrency.nullable());

/** Superset's `validate_python_date_format`: epoch units, or strftime date and time parts in ISO order. */
const PYTHON_DATE_FORMAT = /^(epoch_s|epoch_ms|%Y(-%m(-%d)?)?([\sT]%H(:%M(:%S(\.%f)?)?)?)?)$/;

/** One column of a PUT (Superset's DatasetColumnsPutSchema): with `id` an existing column, without one a new column. */
export const DatasetColumnPut = z.strictObject({
  id: z.number().int().optional(),
  column_name: lengthBetween(1, 255),
  type: boundedName(255).nullable().optional(),
  verbose_name: boundedName(1024).nullable().optional(),
  description: text.nullable().optional(),
  expression: sqlText.nullable().optional(),
  filterable: z.boolean().optional(),
  groupby: z.boolean().optional(),
  is_active: z.boolean().nullable().optional(),
  is_dttm: z.boolean().nullable().optional(),
  python_date_format: lengthBetween(1, 255)
    .refine((value) => PYTHON_DATE_FORMAT.test(value), { error: 'Invalid date/timestamp format' })
    .nullable()
    .optional(),
  advanced_data_type: lengthBetween(1, 255).nullable().optional(),
  extra: text.nullable().optional(),
  uuid: z.guid().nullable().optional(),
});
export type DatasetColumnPut = z.infer<typeof DatasetColumnPut>;

/** One metric of a PUT (Superset's DatasetMetricsPutSchema); `extra` carries certification and warning markdown. */
export const DatasetMetricPut = z.strictObject({
  id: z.number().int().optional(),
  metric_name: lengthBetween(1, 255),
  expression: sqlText.refine((value) => value.trim() !== '', { error: 'Shorter than minimum length 1.' }),
  metric_type: lengthBetween(1, 32).nullable().optional(),
  verbose_name: boundedName(1024).nullable().optional(),
  description: text.nullable().optional(),
  d3format: lengthBetween(1, 128).nullable().optional(),
  currency: CurrencyInput.optional(),
  warning_text: text.nullable().optional(),
  extra: text.nullable().optional(),
  uuid: z.guid().nullable().optional(),
});
export type DatasetMetricPut = z.infer<typeof DatasetMetricPut>;

/** Body of `PUT /api/v1/dataset/{pk}` (Superset's DatasetPutSchema): only the fields sent change. */
export const DatasetPutBody = z.strictObject({
  table_name: lengthBetween(1, DATASET_NAME_MAX_LENGTH).nullable().optional(),
  database_id: z.number().int().optional(),
  sql: sqlText.nullable().optional(),
  filter_select_enabled: z.boolean().nullable().optional(),
  fetch_values_predicate: lengthBetween(0, 1000).nullable().optional(),
  catalog: lengthBetween(0, 250).nullable().optional(),
  schema: lengthBetween(0, 255).nullable().optional(),
  description: text.nullable().optional(),
  main_dttm_col: boundedName(255).nullable().optional(),
  normalize_columns: z.boolean().nullable().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  offset: z.number().int().nullable().optional(),
  default_endpoint: boundedName(2048).nullable().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  is_sqllab_view: z.boolean().nullable().optional(),
  template_params: text.nullable().optional(),
  owners: ownerIds.optional(),
  columns: z.array(DatasetColumnPut).max(DATASET_MEMBERS_MAX).optional(),
  metrics: z.array(DatasetMetricPut).max(DATASET_MEMBERS_MAX).optional(),
  extra: text.nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: boundedName(2048).nullable().optional(),
});
export type DatasetPutBody = z.infer<typeof DatasetPutBody>;

/** Body of `POST /api/v1/dataset/duplicate` (Superset's DatasetDuplicateSchema). */
export const DatasetDuplicateBody = z.strictObject({
  base_model_id: z.number().int(),
  table_name: lengthBetween(1, DATASET_NAME_MAX_LENGTH),
});
export type DatasetDuplicateBody = z.infer<typeof DatasetDuplicateBody>;

/** Body of `POST /api/v1/dataset/get_or_create/` (Superset's GetOrCreateDatasetSchema). */
export const GetOrCreateDatasetBody = z.strictObject({
  database_id: z.number().int(),
  table_name: lengthBetween(1, DATASET_NAME_MAX_LENGTH),
  schema: lengthBetween(0, 250).nullable().optional(),
  catalog: lengthBetween(0, 250).nullable().optional(),
  template_params: text.optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
});
export type GetOrCreateDatasetBody = z.infer<typeof GetOrCreateDatasetBody>;

/** Answer of `POST /api/v1/dataset/` (201), `PUT /{pk}` and `/duplicate` (201): the id and the body as accepted. */
export const DatasetWriteResponse = z.looseObject({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});
export type DatasetWriteResponse = z.infer<typeof DatasetWriteResponse>;

/** Answer of `GET /api/v1/dataset/{pk}/related_objects`: the charts and dashboards the caller may see that use it. */
export const DatasetRelatedObjectsResponse = z.looseObject({
  charts: z.object({
    count: z.number().int(),
    result: z.array(
      z.looseObject({ id: z.number().int(), slice_name: z.string().nullable(), viz_type: z.string().nullable() }),
    ),
  }),
  dashboards: z.object({
    count: z.number().int(),
    result: z.array(
      z.looseObject({
        id: z.number().int(),
        json_metadata: z.unknown(),
        slug: z.string().nullable(),
        title: z.string().nullable(),
      }),
    ),
  }),
});
export type DatasetRelatedObjectsResponse = z.infer<typeof DatasetRelatedObjectsResponse>;
