import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from '#shared/dashboard/layout.ts';

/**
 * The CSS width of a component `columns` wide among `parentColumns` columns separated by gutters: Superset's column
 * width (the space less its gutters, shared out) times the columns, plus the gutters it spans.
 */
export function columnWidth(columns: number, parentColumns = GRID_COLUMN_COUNT): string {
  const span = Math.max(1, Math.min(columns, parentColumns));
  const gutters = (parentColumns - 1) * GRID_GUTTER_SIZE;
  return `calc((100% - ${gutters}px) * ${span / parentColumns} + ${(span - 1) * GRID_GUTTER_SIZE}px)`;
}

/** The pixel height of a component `units` grid units high (Superset's GRID_BASE_UNIT of 8 px). */
export const unitHeight = (units: number | undefined, fallback: number): number => (units ?? fallback) * GRID_BASE_UNIT;
