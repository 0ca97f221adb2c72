import * as z from 'zod';

/**
 * A dashboard's layout as Superset keeps it in `position_json`: a flat map from component id to component, each with
 * its type, its children's ids in order, its ancestors' ids from the root (`parents`) and type-specific `meta`. The
 * web app's layout state, the server's validation and the bundle import and export all read it through these types.
 */

/** The kinds of layout component (Superset's componentTypes). */
export const LAYOUT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'TABS',
  'TAB',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** The fixed ids of the root, the grid and the header, and the version key a v2 layout carries. */
export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const DASHBOARD_VERSION = 'v2';

/** The grid (Superset's constants): 12 columns, a chart 4 wide and 50 units high by default, 8 px a unit. */
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 2 * GRID_BASE_UNIT;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;

/** What a component's `meta` may hold; each type reads its own fields and keeps any other it was given. */
export const LayoutMeta = z.looseObject({
  /** CHART: the chart's id, its name as saved and the name shown on this dashboard. */
  chartId: z.number().int().optional(),
  uuid: z.string().optional(),
  sliceName: z.string().nullable().optional(),
  sliceNameOverride: z.string().nullable().optional(),
  /** CHART, MARKDOWN, COLUMN: grid columns (1 to 12); CHART, MARKDOWN: height in grid units. */
  width: z.number().optional(),
  height: z.number().optional(),
  /** MARKDOWN: its source. */
  code: z.string().optional(),
  /** HEADER, TAB: the text shown. */
  text: z.string().optional(),
  defaultText: z.string().optional(),
  placeholder: z.string().optional(),
  /** HEADER: SMALL_HEADER, MEDIUM_HEADER or LARGE_HEADER. */
  headerSize: z.string().optional(),
  /** ROW, COLUMN, HEADER: BACKGROUND_TRANSPARENT or BACKGROUND_WHITE. */
  background: z.string().optional(),
});
export type LayoutMeta = z.infer<typeof LayoutMeta>;

/** Components that never hold others: Superset writes some of them without `children` (every export's HEADER_ID). */
const LEAF_TYPES: ReadonlySet<unknown> = new Set<LayoutType>(['HEADER', 'CHART', 'MARKDOWN', 'DIVIDER']);

/** A leaf without `children` as Superset's builder reads it: holding none. Containers must still list theirs. */
function withLeafChildren(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'children' in value) return value;
  return LEAF_TYPES.has((value as { type?: unknown }).type) ? { ...value, children: [] } : value;
}

/** One component of a layout. */
export const LayoutItem = z.preprocess(
  withLeafChildren,
  z.looseObject({
    id: z.string().min(1).max(256),
    type: z.enum(LAYOUT_TYPES),
    children: z.array(z.string().max(256)).max(2000),
    parents: z.array(z.string().max(256)).max(64).optional(),
    meta: LayoutMeta.optional(),
  }),
);
export type LayoutItem = z.infer<typeof LayoutItem>;

/** A whole layout: components by id, plus the version key. */
export type Layout = Record<string, LayoutItem>;

/** Whether a `position_json` entry is a component (the version key is not). */
export const isLayoutItem = (key: string, value: unknown): value is LayoutItem =>
  key !== DASHBOARD_VERSION_KEY && typeof value === 'object' && value !== null;

/** The ids of the charts a layout places, in layout order (a chart placed twice counts once). */
export function chartIdsOf(layout: Readonly<Record<string, unknown>>): number[] {
  const ids = new Set<number>();
  for (const [key, value] of Object.entries(layout)) {
    if (!isLayoutItem(key, value) || value.type !== 'CHART') continue;
    const chartId = value.meta?.chartId;
    if (typeof chartId === 'number') ids.add(chartId);
  }
  return [...ids];
}

/** The layout of a new dashboard: a root holding an empty grid (the header is the dashboard's title). */
export function emptyLayout(): Layout {
  return {
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID] },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID] },
    [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], meta: { text: '' } },
  };
}
