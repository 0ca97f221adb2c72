import { GRID_COLUMN_COUNT, GRID_MIN_COLUMN_COUNT, type LayoutItem } from '#shared/dashboard/layout.ts';

/**
 * Where a component sits: the grid columns its container spans (12 in the grid and its tabs, a COLUMN's width inside
 * that column, also through rows and tabs nested in it), and whether the component fills that container, as a
 * COLUMN's own children do.
 */
export interface Placement {
  columns: number;
  fillsContainer: boolean;
}

const placements = new Map<string, Placement>();

/**
 * The one object for a placement: a layout node handed the same placement on its parent's next render gets the same
 * props, so its memo holds and the dashboard's layout does not render again each time the page around it does.
 */
function placementOf(columns: number, fillsContainer: boolean): Placement {
  const key = `${columns}:${fillsContainer}`;
  const known = placements.get(key);
  if (known) return known;
  const placement = { columns, fillsContainer };
  placements.set(key, placement);
  return placement;
}

/** The grid's placement: twelve columns, each component its own width. */
export const GRID_PLACEMENT: Placement = placementOf(GRID_COLUMN_COUNT, false);

/** A component alone at its container's full width (a focused chart). */
export const FILLING_PLACEMENT: Placement = placementOf(GRID_COLUMN_COUNT, true);

/**
 * The grid columns a component spans, as Superset's chart and markdown holders count them: a COLUMN's child takes the
 * column's width whatever its own; elsewhere its own width (`fallback` when it has none), never wider than the
 * container it is in, so a chart 4 wide in a row of a 3-wide column is 3 wide.
 */
export function spanOf(item: LayoutItem, placement: Placement, fallback: number): number {
  if (placement.fillsContainer) return placement.columns;
  return Math.min(Math.max(item.meta?.width ?? fallback, GRID_MIN_COLUMN_COUNT), placement.columns);
}

/** The placement a COLUMN `span` columns wide gives its children: they fill it, and whatever nests in them sizes against it. */
export const insideColumn = (span: number): Placement => placementOf(span, true);

/** The placement a row or a tab gives its children: each its own width among the columns its container spans. */
export const insideContainer = (placement: Placement): Placement => placementOf(placement.columns, false);
