import * as z from 'zod';
import { boundedName, boundedText, NAME_MAX_LENGTH } from '../limits.ts';
import { themeJsonProblems } from './theme-config.ts';

/**
 * Schemas of Superset 6's theme API (ThemeRestApi, `/api/v1/theme/`), shared by the handlers, the web app and the
 * tests. A theme is a name and a `json_data` text (Ant Design's theme config with Superset's tokens, theme-config.ts);
 * the tenant's system default theme is the one every page and embedded dashboard draws with. Request bodies are
 * strict where Superset's marshmallow is (POST), responses loose.
 */

/** The permission view of the routes and the menu entry (Superset's `class_permission_name`). */
export const THEME_VIEW = 'Theme';

/** Longest `json_data`: a logo as a data: URL is most of it. */
export const THEME_JSON_MAX_BYTES = 128 * 1024;
/** Most themes one tenant keeps. */
export const THEME_MAX_THEMES = 100;

/** Superset's `ThemePostSchema` name rule: required, and not blank. */
const themeName = boundedName(NAME_MAX_LENGTH).refine((name) => name.trim() !== '', 'Theme name cannot be empty.');

const jsonData = boundedText(THEME_JSON_MAX_BYTES).superRefine((text, context) => {
  for (const message of themeJsonProblems(text)) context.addIssue({ code: 'custom', message });
});

/** Body of `POST /api/v1/theme/` (Superset's `ThemePostSchema`: unknown fields refused). */
export const ThemePostBody = z.strictObject({ theme_name: themeName, json_data: jsonData });
export type ThemePostBody = z.infer<typeof ThemePostBody>;

/**
 * Body of `PUT /api/v1/theme/{pk}` (Superset's `ThemePutSchema`): both fields required; Superset's route keeps only
 * `theme_name`, `json_data` and `editors` of the body, so other fields (an item sent back whole) are dropped, not
 * refused.
 */
export const ThemePutBody = z.object({ theme_name: themeName, json_data: jsonData });
export type ThemePutBody = z.infer<typeof ThemePutBody>;

const Person = z.looseObject({ id: z.number().int().optional(), first_name: z.string(), last_name: z.string() });

/** A theme of `GET /api/v1/theme/{pk}` (Superset's show columns). */
export const ThemeItem = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  theme_name: z.string(),
  json_data: z.string(),
  is_system: z.boolean(),
  is_system_default: z.boolean(),
  is_system_dark: z.boolean(),
  changed_on_delta_humanized: z.string(),
  changed_by: Person.nullable(),
  created_by: Person.nullable(),
});
export type ThemeItem = z.infer<typeof ThemeItem>;

/** Answer of `GET /api/v1/theme/{pk}`. */
export const ThemeItemResponse = z.looseObject({ id: z.number().int(), result: ThemeItem });
export type ThemeItemResponse = z.infer<typeof ThemeItemResponse>;

/** One row of `GET /api/v1/theme/` (Superset's list columns). */
export const ThemeListItem = ThemeItem.extend({ created_on: z.string(), changed_by_name: z.string() });
export type ThemeListItem = z.infer<typeof ThemeListItem>;

/** Answer of `GET /api/v1/theme/`. */
export const ThemeListResponse = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(ThemeListItem),
});
export type ThemeListResponse = z.infer<typeof ThemeListResponse>;

/** Answer of the writes (201 on POST, 200 on PUT): the id and the fields as accepted. */
export const ThemeWriteResponse = z.looseObject({
  id: z.number().int(),
  result: z.looseObject({ theme_name: z.string(), json_data: z.string() }),
});
export type ThemeWriteResponse = z.infer<typeof ThemeWriteResponse>;

/**
 * Answer of `GET /api/v1/theme/system`: the themes every page draws with, as Superset's page bootstrap gives them
 * (`common.theme`): the system default theme's config (`{}` when none is set: Skyset's own look) and the dark one
 * (the default theme on the dark algorithm, as no system dark theme is kept apart).
 */
export const SystemThemeResponse = z.looseObject({
  result: z.looseObject({
    default: z.record(z.string(), z.unknown()),
    dark: z.record(z.string(), z.unknown()),
    enableUiThemeAdministration: z.boolean(),
  }),
});
export type SystemThemeResponse = z.infer<typeof SystemThemeResponse>;

/** The columns the list orders by (Superset's `order_columns`). */
export const THEME_ORDER_COLUMNS = ['theme_name'] as const;
