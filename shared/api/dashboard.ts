import * as z from 'zod';
import { boundedName, boundedText, TEXT_MAX_BYTES } from '../limits.ts';
import { ChartUser, JsonText } from './chart.ts';
import { DASHBOARD_SLUG_MAX_LENGTH, DASHBOARD_TITLE_MAX_LENGTH } from '../dashboard/limits.ts';

/**
 * Schemas of the dashboard endpoints (Superset's DashboardRestApi: `/api/v1/dashboard/`, `/api/v1/dashboard/{id_or_slug}`),
 * shared by the handlers, the web app's RTK endpoints and the tests. Request bodies are strict, as Superset's marshmallow
 * schemas refuse unknown fields; responses are loose so old clients keep working when the server adds a field.
 */

export { DASHBOARD_SLUG_MAX_LENGTH, DASHBOARD_TITLE_MAX_LENGTH };

/**
 * Longest `position_json` or `json_metadata`: a dashboard's layout of a hundred charts with tabs is about 60 KB, and both
 * sit in one DynamoDB item (400 KB) with the CSS.
 */
export const DASHBOARD_JSON_MAX_BYTES = 160 * 1024;

/** A JSON document as a string, of at most DASHBOARD_JSON_MAX_BYTES. */
const DashboardJson = JsonText.refine((text) => text.length <= DASHBOARD_JSON_MAX_BYTES, {
  error: `Longer than maximum length ${DASHBOARD_JSON_MAX_BYTES}.`,
});

/**
 * A slug as Superset cleans it before validating (`BaseDashboardSchema.post_load`): trimmed, spaces made `-`, every
 * character other than letters, digits, `_` and `-` dropped; then 1 to 255 characters.
 */
export const DashboardSlug = z
  .string()
  .max(DASHBOARD_SLUG_MAX_LENGTH * 4, { error: `Longer than maximum length ${DASHBOARD_SLUG_MAX_LENGTH}.` })
  .transform((slug) =>
    slug
      .trim()
      .replaceAll(' ', '-')
      .replace(/[^\p{L}\p{N}_-]+/gu, ''),
  )
  .pipe(boundedName(DASHBOARD_SLUG_MAX_LENGTH));

/** Body of `POST /api/v1/dashboard/` (Superset's `DashboardPostSchema`). */
export const DashboardPostBody = z.strictObject({
  dashboard_title: boundedName(DASHBOARD_TITLE_MAX_LENGTH).nullable().optional(),
  slug: DashboardSlug.nullable().optional(),
  owners: z.array(z.number().int()).max(1000).optional(),
  roles: z.array(z.number().int()).max(1000).optional(),
  position_json: DashboardJson.optional(),
  css: boundedText(TEXT_MAX_BYTES).optional(),
  json_metadata: DashboardJson.optional(),
  published: z.boolean().optional(),
  certified_by: boundedName(256).nullable().optional(),
  certification_details: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: boundedName(2048).nullable().optional(),
});
export type DashboardPostBody = z.infer<typeof DashboardPostBody>;

/** Body of `PUT /api/v1/dashboard/{pk}` (Superset's `DashboardPutSchema`): every field optional, most nullable. */
export const DashboardPutBody = z.strictObject({
  dashboard_title: boundedName(DASHBOARD_TITLE_MAX_LENGTH).nullable().optional(),
  slug: DashboardSlug.nullable().optional(),
  owners: z.array(z.number().int()).max(1000).optional(),
  roles: z.array(z.number().int()).max(1000).optional(),
  position_json: DashboardJson.nullable().optional(),
  css: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  json_metadata: DashboardJson.nullable().optional(),
  published: z.boolean().nullable().optional(),
  certified_by: boundedName(256).nullable().optional(),
  certification_details: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: boundedName(2048).nullable().optional(),
  tags: z.array(z.number().int()).max(1000).optional(),
});
export type DashboardPutBody = z.infer<typeof DashboardPutBody>;

/** Answer of `PUT /api/v1/dashboard/{pk}`: the body as accepted and the change time in epoch seconds. */
export const DashboardPutResponse = z.looseObject({
  id: z.number().int(),
  last_modified_time: z.number(),
  result: z.record(z.string(), z.unknown()),
});
export type DashboardPutResponse = z.infer<typeof DashboardPutResponse>;

/**
 * `extra` of the 409 a PUT with a stale `If-Match` gets: the stored version, the fields the body would change that
 * differ from what is stored now, and the stored values of every writable field, so the client can show them and
 * ask to confirm the overwrite.
 */
export const DashboardConflictExtra = z.looseObject({
  version: z.number().int(),
  changed_fields: z.array(z.string()),
  current: z.record(z.string(), z.unknown()),
});
export type DashboardConflictExtra = z.infer<typeof DashboardConflictExtra>;

/** A role as a dashboard answer shows it (DASHBOARD_RBAC). */
export const DashboardRole = z.looseObject({ id: z.number().int(), name: z.string() });

/** The fields list rows and the item share. */
const dashboardCore = {
  id: z.number().int(),
  dashboard_title: z.string().nullable(),
  slug: z.string().nullable(),
  /** `/superset/dashboard/<slug or id>/`. */
  url: z.string(),
  published: z.boolean(),
  owners: z.array(ChartUser),
  roles: z.array(DashboardRole),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  changed_by: ChartUser.nullable(),
  changed_by_name: z.string(),
  changed_on_delta_humanized: z.string(),
  created_by: ChartUser.nullable(),
  created_on_delta_humanized: z.string(),
  thumbnail_url: z.string().nullable(),
  is_managed_externally: z.boolean(),
  tags: z.array(z.looseObject({ id: z.number().int(), name: z.string().nullable(), type: z.number().int() })),
};

/** One row of `GET /api/v1/dashboard/` (Superset's `DashboardRestApi.get_list`) when no `columns` are selected. */
export const DashboardListItem = z.looseObject({
  ...dashboardCore,
  uuid: z.string(),
  /** `published` or `draft`. */
  status: z.enum(['published', 'draft']),
  changed_on_utc: z.string(),
});
export type DashboardListItem = z.infer<typeof DashboardListItem>;

/** Answer of `GET /api/v1/dashboard/`; rows carry only the selected columns when `columns` is given. */
export const DashboardListResponse = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(DashboardListItem.partial()),
});
export type DashboardListResponse = z.infer<typeof DashboardListResponse>;

/** The dashboard of `GET /api/v1/dashboard/{id_or_slug}` (Superset's `DashboardGetResponseSchema`). */
export const DashboardItem = z.looseObject({
  ...dashboardCore,
  css: z.string().nullable(),
  json_metadata: z.string().nullable(),
  position_json: z.string().nullable(),
  changed_on: z.string(),
  /** The names of the dashboard's charts. */
  charts: z.array(z.string().nullable()),
});
export type DashboardItem = z.infer<typeof DashboardItem>;

/** Answer of `GET /api/v1/dashboard/{id_or_slug}`. */
export const DashboardItemResponse = z.looseObject({ id: z.number().int().optional(), result: DashboardItem });
export type DashboardItemResponse = z.infer<typeof DashboardItemResponse>;

/** Answer of `POST /api/v1/dashboard/` (201): the id and the body as accepted. */
export const DashboardWriteResponse = z.looseObject({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});
export type DashboardWriteResponse = z.infer<typeof DashboardWriteResponse>;

/** Body of `POST /api/v1/dashboard/{id_or_slug}/copy/` (Superset's `DashboardCopySchema`). */
export const DashboardCopyBody = z.strictObject({
  dashboard_title: boundedName(DASHBOARD_TITLE_MAX_LENGTH).nullable().optional(),
  css: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  json_metadata: DashboardJson,
  duplicate_slices: z.boolean().optional(),
});
export type DashboardCopyBody = z.infer<typeof DashboardCopyBody>;

/**
 * A colour as the charts draw it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()` or a
 * colour name, which is all Superset's schemes and colour pickers write.
 */
const CSS_COLOR = /^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgba?|hsla?)\([\d\s.,%/+-]{1,64}\)|[a-z]{1,32})$/i;
const LabelColor = z.string().regex(CSS_COLOR, { error: 'Invalid color' });

/**
 * Body of `PUT /api/v1/dashboard/{pk}/colors` (Superset's `DashboardColorsConfigUpdateSchema`). Colours must be
 * colours (Superset takes any text; no client of it sends other); how many labels fit is bounded by the metadata's size.
 */
export const DashboardColorsBody = z.strictObject({
  color_namespace: z.string().max(1000).nullable().optional(),
  color_scheme: z.string().max(1000).nullable().optional(),
  map_label_colors: z.record(z.string(), LabelColor).optional(),
  /** A list of labels; the object older clients send is taken as an empty list, as Superset does. */
  shared_label_colors: z.union([z.array(z.string()), z.record(z.string(), z.unknown()).transform(() => [])]).optional(),
  label_colors: z.record(z.string(), LabelColor).optional(),
  color_scheme_domain: z.array(LabelColor).optional(),
});
export type DashboardColorsBody = z.infer<typeof DashboardColorsBody>;

/** Body of `PUT /api/v1/dashboard/{pk}/filters` (Superset's `DashboardNativeFiltersConfigUpdateSchema`). */
export const DashboardFiltersBody = z.strictObject({
  modified: z.array(z.record(z.string(), z.unknown())).max(500).optional(),
  deleted: z.array(z.string()).max(500).optional(),
  reordered: z.array(z.string()).max(500).optional(),
});
export type DashboardFiltersBody = z.infer<typeof DashboardFiltersBody>;

/** Body of `POST /api/v1/dashboard/{pk}/permalink` (Superset's `DashboardPermalinkStateSchema`). */
export const DashboardPermalinkState = z.strictObject({
  dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
  activeTabs: z.array(z.string().max(256)).max(100).nullable().optional(),
  anchor: z.string().max(256).nullable().optional(),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .max(100)
    .nullable()
    .optional(),
});
export type DashboardPermalinkState = z.infer<typeof DashboardPermalinkState>;

/** Body of the filter state writes (Superset's `TemporaryCachePostSchema`): the state as a JSON text. */
export const FilterStateBody = z.strictObject({ value: JsonText });
export type FilterStateBody = z.infer<typeof FilterStateBody>;

/** The columns `GET /api/v1/dashboard/related/{column_name}` answers for (users, and roles for DASHBOARD_RBAC). */
export const DASHBOARD_RELATED_COLUMNS = ['owners', 'created_by', 'changed_by', 'roles'] as const;
