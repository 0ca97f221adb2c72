import * as z from 'zod';
import { boundedName, boundedText, SQL_MAX_BYTES, TEXT_MAX_BYTES } from '../limits.ts';

/**
 * Schemas of the saved-chart endpoints (Superset's ChartRestApi: `/api/v1/chart/`, `/api/v1/chart/{pk}`, favorites,
 * `_info`, `related`), shared by the handlers, the web app's RTK endpoints and the tests. Request bodies are strict
 * (Superset's marshmallow schemas refuse unknown fields); responses are loose so old clients keep working when the
 * server adds a field.
 */

/** Longest chart name, viz type or certifier (Superset's `String(250)` columns). */
export const CHART_NAME_MAX_LENGTH = 250;

/**
 * Longest `params` (form data) or `query_context` JSON: both sit in one DynamoDB item next to a description, so each
 * is bounded as SQL Lab's SQL is.
 */
export const CHART_JSON_MAX_BYTES = SQL_MAX_BYTES;

/** Superset's words for a `params`/`query_context` that is not JSON. */
export const JSON_NOT_VALID = 'JSON not valid';

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** A JSON document as a string (Superset's `validate_json`): empty strings pass, as Superset lets them. */
export const JsonText = boundedText(CHART_JSON_MAX_BYTES).refine((text) => text === '' || isJson(text), {
  error: JSON_NOT_VALID,
});

/** Superset's datasource types a chart may name (`DatasourceType`). */
export const CHART_DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;
export const ChartDatasourceType = z.enum(CHART_DATASOURCE_TYPES);
export type ChartDatasourceType = z.infer<typeof ChartDatasourceType>;

/** A user as the chart endpoints show it (owners, `created_by`, `changed_by`, `last_saved_by`). */
export const ChartUser = z.looseObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ChartUser = z.infer<typeof ChartUser>;

/** A dashboard a chart sits on. */
export const ChartDashboard = z.looseObject({
  id: z.number().int(),
  dashboard_title: z.string().nullable(),
  /** Only the item endpoint (`GET /api/v1/chart/{pk}`) carries it. */
  json_metadata: z.string().nullable().optional(),
});
export type ChartDashboard = z.infer<typeof ChartDashboard>;

/** A tag on a chart (type 1 custom, 2 type, 3 owner, 4 favorited_by). */
export const ChartTag = z.looseObject({
  id: z.number().int(),
  name: z.string().nullable(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type ChartTag = z.infer<typeof ChartTag>;

/** The fields every answer about a chart carries, list row and item alike. */
const chartCore = {
  id: z.number().int(),
  slice_name: z.string().nullable(),
  description: z.string().nullable(),
  /** The description rendered from Markdown to HTML, raw HTML refused. */
  description_markeddown: z.string(),
  viz_type: z.string().nullable(),
  /** The form data as a JSON string. */
  params: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
  owners: z.array(ChartUser),
  dashboards: z.array(ChartDashboard),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_on_utc: z.string(),
  changed_by: ChartUser.nullable(),
  changed_by_name: z.string(),
  created_by: ChartUser.nullable(),
  created_on_delta_humanized: z.string(),
  /** `/explore/?slice_id=N`. */
  slice_url: z.string(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  uuid: z.string().nullable(),
  tags: z.array(ChartTag),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
};

/** What every answer about a chart carries, list row and item alike. */
export const ChartCore = z.looseObject(chartCore);
export type ChartCore = z.infer<typeof ChartCore>;

/** One row of `GET /api/v1/chart/` (Superset's `ChartRestApi.get_list`) when no `columns` are selected. */
export const ChartListItem = z.looseObject({
  ...chartCore,
  last_saved_at: z.string().nullable(),
  last_saved_by: ChartUser.nullable(),
  created_by_name: z.string(),
  changed_on_dttm: z.number(),
  /** The form data as an object (Superset's `form_data` column). */
  form_data: z.record(z.string(), z.unknown()),
  edit_url: z.string(),
  table: z.looseObject({ table_name: z.string(), default_endpoint: z.string().nullable() }).nullable(),
});
export type ChartListItem = z.infer<typeof ChartListItem>;

/** The metadata keys a list answer may carry, as Superset's `keys` argument names them. */
const listMeta = {
  count: z.number().int(),
  /** Ids of the rows of this page, in order, whether or not `id` was a selected column. */
  ids: z.array(z.number().int()),
  list_columns: z.array(z.string()).optional(),
  order_columns: z.array(z.string()).optional(),
  label_columns: z.record(z.string(), z.string()).optional(),
  description_columns: z.record(z.string(), z.string()).optional(),
  list_title: z.string().optional(),
};

/** Answer of `GET /api/v1/chart/` without a `columns` selection. */
export const ChartListResponse = z.looseObject({ ...listMeta, result: z.array(ChartListItem) });
export type ChartListResponse = z.infer<typeof ChartListResponse>;

/** Answer of `GET /api/v1/chart/?q=(columns:!(...))`: each row carries only the selected columns. */
export const ChartListSelectedResponse = z.looseObject({ ...listMeta, result: z.array(ChartListItem.partial()) });
export type ChartListSelectedResponse = z.infer<typeof ChartListSelectedResponse>;

/** The chart of `GET /api/v1/chart/{pk}` (Superset's `ChartRestApi.get`, plus the list's datasource fields). */
export const ChartItem = z.looseObject({
  ...chartCore,
  /** The query context saved with the chart, as a JSON string; null for charts saved before Superset 2. */
  query_context: z.string().nullable(),
});
export type ChartItem = z.infer<typeof ChartItem>;

/** Answer of `GET /api/v1/chart/{pk}` (with `?q=(columns:...)` the result carries only those). */
export const ChartItemResponse = z.looseObject({
  id: z.number().int(),
  result: ChartItem,
  show_columns: z.array(z.string()).optional(),
  label_columns: z.record(z.string(), z.string()).optional(),
  description_columns: z.record(z.string(), z.string()).optional(),
  show_title: z.string().optional(),
});
export type ChartItemResponse = z.infer<typeof ChartItemResponse>;

/** Answer of `GET /api/v1/chart/{pk}?q=(columns:!(...))`: the result carries only the selected show columns. */
export const ChartItemSelectedResponse = ChartItemResponse.extend({ result: ChartItem.partial() });
export type ChartItemSelectedResponse = z.infer<typeof ChartItemSelectedResponse>;

/** A string of `min` to `max` characters, refused in marshmallow's `Length(min, max)` words. */
const lengthBetween = (min: number, max: number) => {
  const error = `Length must be between ${min} and ${max}.`;
  return z.string().min(min, { error }).max(max, { error });
};

/** Fields POST and PUT share (Superset's `ChartPostSchema`/`ChartPutSchema`). */
const chartWriteCommon = {
  description: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  params: JsonText.nullable().optional(),
  query_context: JsonText.nullable().optional(),
  query_context_generation: z.boolean().nullable().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  owners: z.array(z.number().int()).max(1000).optional(),
  dashboards: z.array(z.number().int()).max(1000).optional(),
  certified_by: boundedName(CHART_NAME_MAX_LENGTH).nullable().optional(),
  certification_details: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: boundedName(2048).nullable().optional(),
};

/** Body of `POST /api/v1/chart/`. */
export const ChartPostBody = z.strictObject({
  ...chartWriteCommon,
  slice_name: lengthBetween(1, CHART_NAME_MAX_LENGTH),
  viz_type: lengthBetween(0, CHART_NAME_MAX_LENGTH).optional(),
  datasource_id: z.number().int(),
  datasource_type: ChartDatasourceType,
  datasource_name: boundedName(CHART_NAME_MAX_LENGTH).nullable().optional(),
});
export type ChartPostBody = z.infer<typeof ChartPostBody>;

/** Body of `PUT /api/v1/chart/{pk}`: every field optional; only the fields sent change. */
export const ChartPutBody = z.strictObject({
  ...chartWriteCommon,
  slice_name: lengthBetween(0, CHART_NAME_MAX_LENGTH).nullable().optional(),
  viz_type: lengthBetween(0, CHART_NAME_MAX_LENGTH).nullable().optional(),
  datasource_id: z.number().int().nullable().optional(),
  datasource_type: ChartDatasourceType.nullable().optional(),
  tags: z.array(z.number().int()).max(1000).optional(),
});
export type ChartPutBody = z.infer<typeof ChartPutBody>;

/** Answer of `POST /api/v1/chart/` (201) and `PUT /api/v1/chart/{pk}` (200): the id and the body as accepted. */
export const ChartWriteResponse = z.looseObject({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});
export type ChartWriteResponse = z.infer<typeof ChartWriteResponse>;

/** Answer of the deletes (`{"message": "OK"}`, bulk: `{"message": "Deleted 2 charts"}`). */
export const ChartMessageResponse = z.looseObject({ message: z.string() });
export type ChartMessageResponse = z.infer<typeof ChartMessageResponse>;

/** Answer of `GET /api/v1/chart/_info`: the caller's permissions on Chart, plus the columns asked for. */
export const ChartInfoResponse = z.looseObject({
  permissions: z.array(z.string()).optional(),
  add_columns: z.array(z.looseObject({ name: z.string() })).optional(),
  edit_columns: z.array(z.looseObject({ name: z.string() })).optional(),
  filters: z.record(z.string(), z.array(z.looseObject({ name: z.string(), operator: z.string() }))).optional(),
});
export type ChartInfoResponse = z.infer<typeof ChartInfoResponse>;

/** Answer of `GET /api/v1/chart/favorite_status/?q=!(1,2)`: one entry per id asked, in order. */
export const FavoriteStatusResponse = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), value: z.boolean() })),
});
export type FavoriteStatusResponse = z.infer<typeof FavoriteStatusResponse>;

/** Answer of `POST`/`DELETE /api/v1/chart/{pk}/favorites/`. */
export const FavoriteResponse = z.looseObject({ result: z.literal('OK') });
export type FavoriteResponse = z.infer<typeof FavoriteResponse>;

/** One choice of `GET /api/v1/chart/related/{column_name}` (a user: value is the id, text the full name). */
export const RelatedItem = z.looseObject({
  value: z.number().int(),
  text: z.string(),
  extra: z.record(z.string(), z.unknown()),
});
export type RelatedItem = z.infer<typeof RelatedItem>;

/** Answer of `GET /api/v1/chart/related/{column_name}`. */
export const RelatedResponse = z.looseObject({ count: z.number().int(), result: z.array(RelatedItem) });
export type RelatedResponse = z.infer<typeof RelatedResponse>;

/** The columns `GET /api/v1/chart/related/{column_name}` answers for. */
export const CHART_RELATED_COLUMNS = ['owners', 'created_by', 'changed_by'] as const;
