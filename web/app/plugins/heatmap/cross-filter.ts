import { columnsOf, getColumnLabel } from '#shared/chart-query/common/form-data-fields.ts';
import type { CrossFilterTarget } from '../common/cross-filter.ts';
import type { FormData } from '../types.ts';
import { TEMPORAL } from './axes.ts';

/** The columns a cell click filters on, by axis. */
export interface HeatmapFilterColumns {
  x?: string;
  y?: string;
}

/**
 * The x-axis column and the y-axis (groupby) column, each unless the answer says it is temporal: a time axis holds
 * grain buckets, and `IN` a bucket's start would match only the rows at that very instant.
 */
export function heatmapFilterColumns(formData: FormData, coltypes: readonly number[] = []): HeatmapFilterColumns {
  const x = coltypes[0] === TEMPORAL ? '' : getColumnLabel(formData.x_axis);
  const y = coltypes[1] === TEMPORAL ? '' : getColumnLabel(columnsOf(formData.groupby)[0]);
  return { ...(x ? { x } : {}), ...(y ? { y } : {}) };
}

/** A cell's cross-filter target: its x and y values on the columns that filter, labelled "x, y". */
export function cellTarget(
  columns: HeatmapFilterColumns,
  x: unknown,
  y: unknown,
  label: string,
): CrossFilterTarget | undefined {
  const axes = [
    columns.x !== undefined ? ([columns.x, x] as const) : undefined,
    columns.y !== undefined ? ([columns.y, y] as const) : undefined,
  ].filter((axis) => axis !== undefined);
  if (axes.length === 0) return undefined;
  return { columns: axes.map(([column]) => column), values: axes.map(([, value]) => value), label };
}
