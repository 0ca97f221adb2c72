import type { FrameValue } from './frame.ts';
import { pick } from './grouping.ts';
import type { PivotGrid } from './pivot-grid.ts';

function marginTuple(name: string, levels: number): FrameValue[] {
  return [name, ...Array<FrameValue>(levels - 1).fill('')];
}

function reduceRows(grid: PivotGrid, rows: number[]): FrameValue[] {
  return grid.reducers.map((reduce, m) => reduce(pick(grid.inputs[m]!, rows)));
}

/** Source rows that take part in the pivot, bucketed by their row or series position. */
function bucket(grid: PivotGrid, size: number, positionOf: Int32Array): number[][] {
  const buckets = Array.from({ length: size }, (): number[] => []);
  grid.rowOf.forEach((row, source) => {
    if (row >= 0 && grid.seriesOf[source]! >= 0) buckets[positionOf[source]!]?.push(source);
  });
  return buckets;
}

/**
 * `marginal_distributions` (pandas `margins=True`): a last row named `name` (padded with empty labels on a
 * multi-level index) aggregating each column over all rows, and, with series columns, a `name` series after each
 * metric's series aggregating each row over all series; their crossing is the grand total. Margins aggregate the
 * source rows with the metric's own operator, not the pivoted cells.
 */
export function addMargins(grid: PivotGrid, name: string): PivotGrid {
  const bySeries = bucket(grid, grid.seriesTuples.length, grid.seriesOf);
  const marginRow = bySeries.map((rows) => reduceRows(grid, rows));
  const matrix = grid.matrix.map((perSeries, m) => perSeries.map((values, s) => [...values, marginRow[s]![m]!]));
  const rowTuples = [...grid.rowTuples, marginTuple(name, grid.indexLevels)];
  if (!grid.seriesLevels) return { ...grid, matrix, rowTuples };
  const byRow = bucket(grid, grid.rowTuples.length, grid.rowOf);
  const marginColumn = [...byRow, bySeries.flat()].map((rows) => reduceRows(grid, rows));
  matrix.forEach((perSeries, m) => perSeries.push(marginColumn.map((cells) => cells[m]!)));
  return { ...grid, matrix, rowTuples, seriesTuples: [...grid.seriesTuples, marginTuple(name, grid.seriesLevels)] };
}
