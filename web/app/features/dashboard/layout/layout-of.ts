import {
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  LayoutItem,
  ROOT_ID,
  chartIdsOf,
  emptyLayout,
  type Layout,
} from '#shared/dashboard/layout.ts';
import { withParents } from '../layout-ops/tree-edits.ts';

/** What placing a chart needs to know of it. */
export interface PlaceableChart {
  id: number;
  slice_name?: string | null;
}

/** The components of a saved `position_json`; entries that are not components are dropped, as Superset ignores them. */
function savedComponents(positions: unknown): Layout {
  if (typeof positions !== 'object' || positions === null) return {};
  const layout: Layout = {};
  for (const [key, value] of Object.entries(positions)) {
    if (key === DASHBOARD_VERSION_KEY) continue;
    const parsed = LayoutItem.safeParse(value);
    if (parsed.success) layout[key] = parsed.data;
  }
  return layout;
}

/** Where Superset puts charts the layout lacks: the first top-level tab when the dashboard has tabs, else the grid. */
function firstContainerId(layout: Layout): string {
  const top = layout[layout[ROOT_ID]?.children[0] ?? ''];
  return top?.type === 'TABS' && top.children[0] ? top.children[0] : GRID_ID;
}

/**
 * Places charts the layout lacks as Superset's hydration does: rows of GRID_DEFAULT_CHART_WIDTH-wide charts at the
 * bottom of the first container, a new row whenever the next chart would pass the 12 columns.
 */
function appendChartRows(layout: Layout, charts: readonly PlaceableChart[]): Layout {
  const containerId = firstContainerId(layout);
  const grid = layout[containerId];
  if (!grid || charts.length === 0) return layout;
  const parents = [...(grid.parents ?? []), containerId];
  const next: Layout = { ...layout };
  const gridChildren = [...grid.children];
  let row: LayoutItem | null = null;
  let rowWidth = 0;
  for (const chart of charts) {
    if (!row || rowWidth + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      row = {
        id: `ROW-default-${chart.id}`,
        type: 'ROW',
        children: [],
        parents,
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      };
      next[row.id] = row;
      gridChildren.push(row.id);
      rowWidth = 0;
    }
    const chartItem: LayoutItem = {
      id: `CHART-default-${chart.id}`,
      type: 'CHART',
      children: [],
      parents: [...parents, row.id],
      meta: {
        chartId: chart.id,
        width: GRID_DEFAULT_CHART_WIDTH,
        height: GRID_DEFAULT_CHART_HEIGHT,
        sliceName: chart.slice_name ?? null,
      },
    };
    next[chartItem.id] = chartItem;
    row.children.push(chartItem.id);
    rowWidth += GRID_DEFAULT_CHART_WIDTH;
  }
  next[containerId] = { ...grid, children: gridChildren };
  return next;
}

/**
 * The layout a dashboard shows: its saved `position_json` (an empty root and grid when it has no root), with the
 * dashboard's charts that the layout does not place added in rows below, and every component's `parents` as its place
 * in the tree says. The layout slice holds the same (edit mode needs them), so a layout saved without them or with
 * stale ones is the very layout the page first drew, not a second one that renders every chart card again.
 */
export function layoutOf(positions: unknown, charts: readonly PlaceableChart[]): Layout {
  const saved = savedComponents(positions);
  const layout = saved[ROOT_ID] ? saved : { ...saved, ...emptyLayout() };
  const placed = new Set(chartIdsOf(layout));
  return withParents(
    appendChartRows(
      layout,
      charts.filter((chart) => !placed.has(chart.id)),
    ),
  );
}
