import * as z from 'zod';
import { boundedText, ID_MAX_LENGTH } from '../limits.ts';

/**
 * Schemas of Superset's Explore API (`/api/v1/explore/`, its form data cache and its permalinks), in Superset's
 * JSON shapes. Responses are loose objects: the server may add fields and old clients must keep working.
 */

/** Longest cached form data (a JSON text) and longest permalink state once serialised, in UTF-8 bytes. */
export const FORM_DATA_MAX_BYTES = 128 * 1024;

/** A dataset column as Superset's `datasource.data` lists it. */
export const ExploreColumn = z.looseObject({
  id: z.number().int().optional(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  type: z.string().nullable(),
  type_generic: z.number().int().nullable(),
  is_dttm: z.boolean(),
  groupby: z.boolean(),
  filterable: z.boolean(),
  expression: z.string().nullable(),
  description: z.string().nullable(),
  python_date_format: z.string().nullable(),
});
export type ExploreColumn = z.infer<typeof ExploreColumn>;

/** A dataset metric as Superset's `datasource.data` lists it. */
export const ExploreMetric = z.looseObject({
  id: z.number().int().optional(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  expression: z.string(),
  d3format: z.string().nullable(),
  /** `{symbol, symbolPosition}` or null; Superset keeps it as given. */
  currency: z.unknown().nullable(),
  description: z.string().nullable(),
  warning_text: z.string().nullable(),
});
export type ExploreMetric = z.infer<typeof ExploreMetric>;

/** An owner as the datasource payload names them. */
const ExploreOwner = z.looseObject({
  id: z.number().int(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/** The `dataset` of `GET /api/v1/explore/`: Superset's `SqlaTable.data` (uid is `"<id>__table"`). */
export const ExploreDatasource = z.looseObject({
  id: z.number().int(),
  type: z.literal('table'),
  uid: z.string(),
  name: z.string(),
  datasource_name: z.string(),
  table_name: z.string(),
  schema: z.string().nullable(),
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  columns: z.array(ExploreColumn),
  metrics: z.array(ExploreMetric),
  column_formats: z.record(z.string(), z.string()),
  currency_formats: z.record(z.string(), z.unknown()),
  verbose_map: z.record(z.string(), z.string()),
  /** `[value, label]` pairs, e.g. `["P1D", "Day"]`; the first is `[null, "Original value"]`-like in some backends. */
  time_grain_sqla: z.array(z.tuple([z.string().nullable(), z.string()])),
  /** `[column_name, label]` pairs of the temporal columns. */
  granularity_sqla: z.array(z.tuple([z.string(), z.string()])),
  database: z.looseObject({ id: z.number().int(), backend: z.string(), name: z.string().optional() }),
  sql: z.string().nullable(),
  owners: z.array(ExploreOwner),
  cache_timeout: z.number().int().nullable(),
  filter_select: z.boolean().optional(),
  default_endpoint: z.string().nullable().optional(),
  is_sqllab_view: z.boolean(),
  edit_url: z.string().optional(),
  select_star: z.string().nullable().optional(),
  /** The dataset's `extra` JSON text: its certification and `warning_markdown` mark its name. */
  extra: z.string().nullable().optional(),
});
export type ExploreDatasource = z.infer<typeof ExploreDatasource>;

/** Superset's stand-in when the form data names a dataset that no longer exists (`name` is `"[Missing Dataset]"`). */
export const MissingExploreDatasource = z.looseObject({
  type: z.string(),
  name: z.string(),
  columns: z.array(z.never()),
  metrics: z.array(z.never()),
  database: z.looseObject({ id: z.literal(0), backend: z.string() }),
});
export type MissingExploreDatasource = z.infer<typeof MissingExploreDatasource>;

/** Chart form data: an object with at least `datasource` (`"<id>__table"`) and `viz_type` once Explore built it. */
export const ExploreFormData = z.looseObject({
  datasource: z.string().optional(),
  viz_type: z.string().optional(),
  slice_id: z.number().int().optional(),
});
export type ExploreFormData = z.infer<typeof ExploreFormData>;

/** The saved chart Explore opened (`slice`), as Superset's `Slice.data`. */
export const ExploreSlice = z.looseObject({
  slice_id: z.number().int(),
  slice_name: z.string().nullable(),
  description: z.string().nullable(),
  viz_type: z.string().nullable(),
  /** The dataset's table name (Superset's `datasource_name`); null once the dataset is gone. */
  datasource: z.string().nullable(),
  form_data: ExploreFormData,
  cache_timeout: z.number().int().nullable(),
  owners: z.array(z.number().int()),
  query_context: z.string().nullable().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  slice_url: z.string().optional(),
  edit_url: z.string().optional(),
  dashboards: z.array(z.number().int()).optional(),
  changed_on: z.string().nullable().optional(),
  modified: z.string().nullable().optional(),
  description_markeddown: z.string().optional(),
  is_managed_externally: z.boolean().optional(),
});
export type ExploreSlice = z.infer<typeof ExploreSlice>;

/** Answer of `GET /api/v1/explore/`: Superset's `GetExploreCommand` result. */
export const ExploreResponse = z.looseObject({
  result: z.looseObject({
    dataset: z.union([ExploreDatasource, MissingExploreDatasource]),
    form_data: ExploreFormData,
    slice: ExploreSlice.nullable(),
    /** Set when the dataset is missing or the form data could not be restored; null otherwise. */
    message: z.string().nullable(),
    /** For a saved chart: `created_on_humanized`, `changed_on_humanized`, `owners` (names), `dashboards`; else null. */
    metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  }),
});
export type ExploreResponse = z.infer<typeof ExploreResponse>;

/** Query of `GET /api/v1/explore/` (all optional; at least one of them identifies what to open). */
export const ExploreQuery = z.object({
  form_data_key: z.string().max(ID_MAX_LENGTH).optional(),
  permalink_key: z.string().max(ID_MAX_LENGTH).optional(),
  slice_id: z.coerce.number().int().positive().optional(),
  datasource_id: z.coerce.number().int().positive().optional(),
  datasource_type: z.enum(['table', 'query', 'saved_query', 'view']).optional(),
  viz_type: z.string().max(ID_MAX_LENGTH).optional(),
});
export type ExploreQuery = z.infer<typeof ExploreQuery>;

/** Body of `POST /api/v1/explore/form_data` (`?tab_id=` optional): form data as a JSON text. */
export const FormDataPostBody = z.object({
  datasource_id: z.number().int(),
  datasource_type: z.enum(['table', 'query', 'saved_query', 'view']),
  chart_id: z.number().int().nullish(),
  form_data: boundedText(FORM_DATA_MAX_BYTES),
});
export type FormDataPostBody = z.infer<typeof FormDataPostBody>;

/** Body of `PUT /api/v1/explore/form_data/{key}`: the same as the POST body. */
export const FormDataPutBody = FormDataPostBody;
export type FormDataPutBody = z.infer<typeof FormDataPutBody>;

/** Answer of the form data POST (201) and PUT (200); a PUT by another user answers a new key. */
export const FormDataKeyResponse = z.looseObject({ key: z.string() });
export type FormDataKeyResponse = z.infer<typeof FormDataKeyResponse>;

/** Answer of `GET /api/v1/explore/form_data/{key}`: the stored JSON text. */
export const FormDataGetResponse = z.looseObject({ form_data: z.string() });
export type FormDataGetResponse = z.infer<typeof FormDataGetResponse>;

/** A URL parameter kept with a permalink, as a `[name, value]` pair. */
const UrlParam = z.tuple([z.string(), z.string()], { error: 'Not a valid tuple.' });

/** Body of `POST /api/v1/explore/permalink`: Superset's `ExplorePermalinkStateSchema`. */
export const ExplorePermalinkBody = z.object({
  formData: ExploreFormData,
  urlParams: z.array(UrlParam).nullish(),
});
export type ExplorePermalinkBody = z.infer<typeof ExplorePermalinkBody>;

/** Answer of the permalink POST (201): the key and the URL `/explore/p/{key}/` (absolute, as Superset's). */
export const ExplorePermalinkPostResponse = z.looseObject({ key: z.string(), url: z.string() });
export type ExplorePermalinkPostResponse = z.infer<typeof ExplorePermalinkPostResponse>;

/** Answer of `GET /api/v1/explore/permalink/{key}`: the stored state and the datasource it was made for. */
export const ExplorePermalinkGetResponse = z.looseObject({
  state: z.looseObject({ formData: ExploreFormData, urlParams: z.array(UrlParam).nullish() }),
  chartId: z.number().int().nullish(),
  datasourceId: z.number().int().optional(),
  datasourceType: z.string().optional(),
  datasource: z.string().optional(),
});
export type ExplorePermalinkGetResponse = z.infer<typeof ExplorePermalinkGetResponse>;
