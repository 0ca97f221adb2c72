import type { Reducer } from './aggregators.ts';
import type { FrameValue } from './frame.ts';
import { groupIds, pick } from './grouping.ts';
import { compareTuples, isMissing, tupleKey } from './values.ts';

/**
 * The intermediate pivot: distinct row and series tuples, each source row's place among them (-1 when left out)
 * and `matrix[metric][series][row]` holding the aggregated cells.
 */
export interface PivotGrid {
  metrics: string[];
  reducers: Reducer[];
  inputs: FrameValue[][];
  rowTuples: FrameValue[][];
  seriesTuples: FrameValue[][];
  rowOf: Int32Array;
  seriesOf: Int32Array;
  matrix: FrameValue[][][];
  indexLevels: number;
  seriesLevels: number;
}

/** What a grid is built from: key columns, metric inputs with their reducers, and pandas' `dropna`. */
export interface GridSource {
  indexColumns: FrameValue[][];
  seriesColumns: FrameValue[][];
  metrics: string[];
  reducers: Reducer[];
  inputs: FrameValue[][];
  rowCount: number;
  dropna: boolean;
}

/**
 * Groups rows by index and by series separately, then buckets them per (row, series) cell, so 100,000 rows
 * cost two groupings and one pass instead of a composite key per row. With `dropna`, cells whose metrics are all
 * missing are left empty and rows left with no cell disappear; without it a multi-level index becomes the
 * product of its levels (pandas' reindex) and every series seen in the data is kept.
 */
export function buildGrid(source: GridSource): PivotGrid {
  const byIndex = groupIds(source.indexColumns, source.rowCount, source.dropna);
  const bySeries = groupIds(source.seriesColumns, source.rowCount, source.dropna);
  const seriesCount = bySeries.keys.length;
  const matrix = source.metrics.map(() =>
    bySeries.keys.map(() => new Array<FrameValue>(byIndex.keys.length).fill(null)),
  );
  const rowUsed = new Uint8Array(byIndex.keys.length);
  const single: FrameValue[] = [null];
  const values: FrameValue[] = new Array<FrameValue>(source.metrics.length);
  forEachCell(byIndex.groupOf, bySeries.groupOf, byIndex.keys.length * seriesCount, seriesCount, (cell, rows) => {
    for (let m = 0; m < values.length; m += 1) {
      const input = source.inputs[m]!;
      // One-row cells (the usual timeseries case) reuse a scratch array: reducers never keep their input.
      if (rows.length === 1) single[0] = input[rows[0]!] ?? null;
      values[m] = source.reducers[m]!(rows.length === 1 ? single : pick(input, rows));
    }
    if (source.dropna && values.every(isMissing)) return;
    const r = Math.floor(cell / seriesCount);
    rowUsed[r] = 1;
    for (let m = 0; m < values.length; m += 1) matrix[m]![cell - r * seriesCount]![r] = values[m]!;
  });
  const grid = { ...source, seriesTuples: bySeries.keys, rowOf: byIndex.groupOf, seriesOf: bySeries.groupOf, matrix };
  const levels = { indexLevels: source.indexColumns.length, seriesLevels: source.seriesColumns.length };
  if (!source.dropna && source.indexColumns.length > 1)
    return { ...grid, ...levels, ...expandRows(byIndex.keys, grid) };
  return { ...grid, ...levels, ...keepRows(byIndex.keys, rowUsed, grid, source.dropna) };
}

/**
 * Visits the source rows of every non-empty (row, series) cell, in row order: a counting sort over cell ids
 * (no list per cell) while the cell space is dense, per-cell lists when it is sparse.
 */
function forEachCell(
  rowOf: Int32Array,
  seriesOf: Int32Array,
  cellCount: number,
  seriesCount: number,
  visit: (cell: number, rows: ArrayLike<number>) => void,
): void {
  const cellOf = new Int32Array(rowOf.length);
  for (let row = 0; row < rowOf.length; row += 1) {
    cellOf[row] = rowOf[row]! < 0 || seriesOf[row]! < 0 ? -1 : rowOf[row]! * seriesCount + seriesOf[row]!;
  }
  if (cellCount > 4 * rowOf.length + 1024) return forEachSparseCell(cellOf, visit);
  const starts = new Int32Array(cellCount + 1);
  for (const cell of cellOf) if (cell >= 0) starts[cell + 1]! += 1;
  for (let cell = 0; cell < cellCount; cell += 1) starts[cell + 1]! += starts[cell]!;
  const order = new Int32Array(starts[cellCount]!);
  const cursor = starts.slice(0, cellCount);
  cellOf.forEach((cell, row) => {
    if (cell >= 0) order[cursor[cell]!++] = row;
  });
  for (let cell = 0; cell < cellCount; cell += 1) {
    if (starts[cell + 1]! > starts[cell]!) visit(cell, order.subarray(starts[cell]!, starts[cell + 1]!));
  }
}

function forEachSparseCell(cellOf: Int32Array, visit: (cell: number, rows: ArrayLike<number>) => void): void {
  const cells = new Map<number, number[]>();
  cellOf.forEach((cell, row) => {
    if (cell < 0) return;
    const members = cells.get(cell);
    if (members) members.push(row);
    else cells.set(cell, [row]);
  });
  cells.forEach((rows, cell) => visit(cell, rows));
}

function remapRows(
  grid: Pick<PivotGrid, 'rowOf' | 'matrix'>,
  rowCount: number,
  target: (row: number) => number,
): Pick<PivotGrid, 'rowOf' | 'matrix'> {
  const matrix = grid.matrix.map((perSeries) =>
    perSeries.map((values) => {
      const moved = new Array<FrameValue>(rowCount).fill(null);
      values.forEach((value, row) => {
        if (target(row) >= 0) moved[target(row)] = value;
      });
      return moved;
    }),
  );
  return { matrix, rowOf: grid.rowOf.map((row) => (row < 0 ? row : target(row))) };
}

function keepRows(keys: FrameValue[][], used: Uint8Array, grid: Pick<PivotGrid, 'rowOf' | 'matrix'>, dropna: boolean) {
  if (!dropna || used.every(Boolean)) return { rowTuples: keys };
  const position = new Int32Array(keys.length).fill(-1);
  const rowTuples = keys.filter((_, row) => used[row]);
  let next = 0;
  used.forEach((flag, row) => {
    if (flag) position[row] = next++;
  });
  return { rowTuples, ...remapRows(grid, rowTuples.length, (row) => position[row]!) };
}

/** pandas reindexes a multi-level index to the product of its levels when `dropna` is off. */
function expandRows(keys: FrameValue[][], grid: Pick<PivotGrid, 'rowOf' | 'matrix'>) {
  const levels = keys[0]?.length ?? 0;
  const perLevel = Array.from({ length: levels }, (_, level) => distinctSorted(keys.map((key) => key[level] ?? null)));
  const rowTuples = perLevel.reduce<FrameValue[][]>(
    (product, values) => product.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
  const position = new Map(rowTuples.map((tuple, i) => [tupleKey(tuple), i]));
  return { rowTuples, ...remapRows(grid, rowTuples.length, (row) => position.get(tupleKey(keys[row]!)) ?? -1) };
}

function distinctSorted(values: FrameValue[]): FrameValue[] {
  const byKey = new Map(values.map((value) => [tupleKey([value]), value]));
  return [...byKey.values()].sort((a, b) => compareTuples([a], [b]));
}
