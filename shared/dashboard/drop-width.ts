import {
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_MIN_COLUMN_COUNT,
  type Layout,
  type LayoutItem,
} from './layout.ts';
import { findParentId } from './layout-tree.ts';

/**
 * How many grid columns a component takes and a container offers, as Superset's dashboard counts them when a drop
 * lands: a row is as wide as what holds it (12 in the grid or a tab) and filled by its children's widths; a column
 * offers its own width; charts and markdown shrink down to one column to fit.
 */

/** A component's width, the part of it already taken, and the least it can shrink to. */
export interface DetailedWidth {
  width: number | undefined;
  occupiedWidth: number | undefined;
  minimumWidth: number | undefined;
}

/** The width a new component of each resizable type starts with. */
export const DEFAULT_NEW_WIDTH: Partial<Record<LayoutItem['type'], number>> = {
  CHART: GRID_DEFAULT_CHART_WIDTH,
  MARKDOWN: GRID_DEFAULT_CHART_WIDTH,
  COLUMN: GRID_DEFAULT_CHART_WIDTH,
};

/** Whether a component's width can be changed (by dragging its edge or by a drop that lacks room). */
export function isResizable(type: LayoutItem['type']): boolean {
  return type === 'COLUMN' || type === 'CHART' || type === 'MARKDOWN';
}

/** The sum of the widths of a component's children. */
export function childrenWidth(layout: Layout, id: string): number {
  return (layout[id]?.children ?? []).reduce((sum, childId) => sum + (layout[childId]?.meta?.width ?? 0), 0);
}

/** The detailed width of a component of `layout` (or of one about to join it). */
export function detailedWidth(layout: Layout, component: LayoutItem | undefined): DetailedWidth {
  if (!component) return { width: undefined, occupiedWidth: undefined, minimumWidth: undefined };
  const width = component.meta?.width;
  switch (component.type) {
    case 'ROW': {
      const parentId = findParentId(layout, component.id);
      const holderWidth = parentId === undefined ? undefined : detailedWidth(layout, layout[parentId]).width;
      const occupiedWidth = childrenWidth(layout, component.id);
      return {
        width: holderWidth || GRID_COLUMN_COUNT,
        occupiedWidth,
        minimumWidth: occupiedWidth || GRID_MIN_COLUMN_COUNT,
      };
    }
    case 'COLUMN': {
      const rowWidths = component.children
        .filter((childId) => layout[childId]?.type === 'ROW')
        .map((rowId) => childrenWidth(layout, rowId));
      return { width, occupiedWidth: 0, minimumWidth: Math.max(GRID_MIN_COLUMN_COUNT, ...rowWidths) };
    }
    case 'CHART':
    case 'MARKDOWN':
      return { width, occupiedWidth: width, minimumWidth: GRID_MIN_COLUMN_COUNT };
    default:
      return { width, occupiedWidth: width, minimumWidth: undefined };
  }
}

/** Free columns of a drop's destination: its width less what is taken, or its holder's when it has no width. */
function destinationCapacity(layout: Layout, destinationId: string): number {
  const own = detailedWidth(layout, layout[destinationId]);
  const capacity = Number((own.width as number) - (own.occupiedWidth as number));
  if (!Number.isNaN(capacity)) return capacity;
  const holderId = findParentId(layout, destinationId);
  const holder = detailedWidth(layout, holderId === undefined ? undefined : layout[holderId]);
  return Number((holder.width as number) - (holder.occupiedWidth as number));
}

/**
 * The width the dragged component takes once dropped: its own when it fits (or when it stays in its container), the
 * room left when it can shrink that far, -1 when it cannot fit, undefined when it has no width.
 */
export function widthAfterDrop(
  layout: Layout,
  dragged: LayoutItem,
  sourceId: string,
  destinationId: string,
): number | undefined {
  if (sourceId === destinationId) return dragged.meta?.width;
  const { width, minimumWidth } = detailedWidth(layout, dragged);
  const capacity = destinationCapacity(layout, destinationId);
  if (Number.isNaN(capacity) || width === undefined || Number.isNaN(Number(width))) return width;
  if (capacity >= width) return width;
  if (minimumWidth !== undefined && capacity >= minimumWidth) return capacity;
  return -1;
}
