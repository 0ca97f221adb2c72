import { childrenWidth, detailedWidth } from '#shared/dashboard/drop-width.ts';
import {
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  type Layout,
} from '#shared/dashboard/layout.ts';
import { parentOf } from '#shared/dashboard/layout-tree.ts';

/** How far a component may be resized, in grid columns and grid row units (Superset's ResizableContainer limits). */
export interface ResizeBounds {
  adjustableWidth: boolean;
  adjustableHeight: boolean;
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
}

/**
 * The resize limits of a component: charts and markdown change width only inside a row (in a column they take its
 * width), columns change width only; a width grows into the row's free columns and shrinks to the component's minimum
 * (one column, or a column's widest row); heights stay within GRID_MIN_ROW_UNITS..GRID_MAX_ROW_UNITS. Null for
 * components that do not resize.
 */
export function resizeBounds(layout: Layout, id: string): ResizeBounds | null {
  const item = layout[id];
  if (!item || (item.type !== 'CHART' && item.type !== 'MARKDOWN' && item.type !== 'COLUMN')) return null;
  const parent = parentOf(layout, id);
  const inRow = parent?.type === 'ROW';
  const width = item.meta?.width ?? GRID_MIN_COLUMN_COUNT;
  const rowWidth = inRow ? (detailedWidth(layout, parent).width ?? width) : width;
  const free = inRow ? Math.max(0, rowWidth - childrenWidth(layout, parent.id)) : 0;
  return {
    adjustableWidth: inRow,
    adjustableHeight: item.type !== 'COLUMN',
    minWidth: detailedWidth(layout, item).minimumWidth ?? GRID_MIN_COLUMN_COUNT,
    maxWidth: width + free,
    minHeight: GRID_MIN_ROW_UNITS,
    maxHeight: GRID_MAX_ROW_UNITS,
  };
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(Math.round(value), min), Math.max(min, max));

/** `layout` with `id` resized within its bounds; the same layout object when nothing changes. */
export function resizeComponent(layout: Layout, id: string, size: { width?: number; height?: number }): Layout {
  const item = layout[id];
  const bounds = resizeBounds(layout, id);
  if (!item || !bounds) return layout;
  const meta = { ...item.meta };
  if (size.width !== undefined && bounds.adjustableWidth)
    meta.width = clamp(size.width, bounds.minWidth, bounds.maxWidth);
  if (size.height !== undefined && bounds.adjustableHeight)
    meta.height = clamp(size.height, bounds.minHeight, bounds.maxHeight);
  if (meta.width === item.meta?.width && meta.height === item.meta?.height) return layout;
  return { ...layout, [id]: { ...item, meta } };
}
