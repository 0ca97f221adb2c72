import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from '#shared/dashboard/layout.ts';

/**
 * The terms of the width of a component `columns` wide in a container `parentColumns` wide: its share of the
 * container's width less the gutters between the container's columns, plus the gutters it spans itself. A
 * container's own width is its columns and their gutters, so these terms give each column of a nested container
 * exactly the width of a column of the grid, as Superset's absolute column width does.
 */
export function widthTerms(
  columns: number,
  parentColumns = GRID_COLUMN_COUNT,
): { share: number; parentGutters: number; ownGutters: number } {
  const span = Math.max(1, Math.min(columns, parentColumns));
  return {
    share: span / parentColumns,
    parentGutters: (parentColumns - 1) * GRID_GUTTER_SIZE,
    ownGutters: (span - 1) * GRID_GUTTER_SIZE,
  };
}

/** The CSS width of a component `columns` wide in a container `parentColumns` wide (see {@link widthTerms}). */
export function columnWidth(columns: number, parentColumns = GRID_COLUMN_COUNT): string {
  const { share, parentGutters, ownGutters } = widthTerms(columns, parentColumns);
  return `calc((100% - ${parentGutters}px) * ${share} + ${ownGutters}px)`;
}

/** The pixel width {@link columnWidth} comes to in a container `containerWidth` pixels wide. */
export function columnPixels(columns: number, parentColumns: number, containerWidth: number): number {
  const { share, parentGutters, ownGutters } = widthTerms(columns, parentColumns);
  return (containerWidth - parentGutters) * share + ownGutters;
}

/** The pixel height of a component `units` grid units high (Superset's GRID_BASE_UNIT of 8 px). */
export const unitHeight = (units: number | undefined, fallback: number): number => (units ?? fallback) * GRID_BASE_UNIT;
