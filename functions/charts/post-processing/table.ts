import type { EngineValue } from '../../lib/ports/query-engine.ts';
import type { DataFrame, FrameValue } from './frame.ts';
import { invalidPostProcessing, MISSING_COLUMNS_MESSAGE } from './errors.ts';

/** One level of a column's (possibly multi-level) label, as pandas' MultiIndex holds them. */
export type Label = EngineValue;
export type ColumnKey = readonly Label[];

/** A named row-index level (pandas' `df.index` after a pivot or a resample). */
export interface IndexLevel {
  name: string;
  values: FrameValue[];
}

/**
 * The columnar, pandas-shaped frame the operations pass along: an optional row index (empty = RangeIndex),
 * column keys with `levels` levels each (1 = plain labels, more after a pivot) and one value array per column.
 * Operations never mutate a table they receive; they return a new one sharing untouched arrays.
 */
export interface Table {
  index: IndexLevel[];
  keys: ColumnKey[];
  columns: FrameValue[][];
  levels: number;
  rowCount: number;
}

/** Turns the service's record frame into a table with a RangeIndex and one-level labels. */
export function fromDataFrame(frame: DataFrame): Table {
  const columns = frame.columns.map((name) =>
    frame.data.map((row) => (Object.hasOwn(row, name) ? (row[name] ?? null) : null)),
  );
  return { index: [], keys: frame.columns.map((name) => [name]), columns, levels: 1, rowCount: frame.data.length };
}

/** Level-0 labels, which Superset's options name columns by (`validate_column_args`). */
export function topLabels(table: Table): Label[] {
  return table.keys.map((key) => key[0] ?? null);
}

/** Refuses options naming columns the frame lacks, with Superset's message. */
export function requireColumns(table: Table, names: readonly Label[] | undefined): void {
  if (!names?.length) return;
  const present = new Set(topLabels(table));
  if (!names.every((name) => present.has(name))) throw invalidPostProcessing(MISSING_COLUMNS_MESSAGE);
}

/** Positions of the columns whose level-0 label is one of `names`, grouped in the order of `names` (`df.loc[:, names]`). */
export function positionsOf(table: Table, names: readonly Label[]): number[] {
  return names.flatMap((name) => table.keys.flatMap((key, position) => (key[0] === name ? [position] : [])));
}

/** The values of the first column labelled `name`, for one-level lookups such as a groupby column. */
export function columnValues(table: Table, name: Label): FrameValue[] {
  const position = table.keys.findIndex((key) => key[0] === name);
  if (position < 0) throw invalidPostProcessing(MISSING_COLUMNS_MESSAGE);
  return table.columns[position]!;
}

/** Keeps rows in the order given (positions may repeat or skip), index included. */
export function takeRows(table: Table, rows: readonly number[]): Table {
  const pick = (values: FrameValue[]) => rows.map((row) => values[row] ?? null);
  return {
    ...table,
    index: table.index.map((level) => ({ name: level.name, values: pick(level.values) })),
    columns: table.columns.map(pick),
    rowCount: rows.length,
  };
}

/**
 * Sets columns by key: an existing key is overwritten in place, a new one is appended (pandas `df[keys] = values`).
 * New keys shorter than the table's levels are padded with empty labels, as pandas pads MultiIndex assignments.
 */
export function assignColumns(table: Table, keys: readonly ColumnKey[], columns: readonly FrameValue[][]): Table {
  const nextKeys = [...table.keys];
  const nextColumns = [...table.columns];
  keys.forEach((key, i) => {
    const padded = padKey(key, table.levels);
    const at = nextKeys.findIndex((existing) => sameKey(existing, padded));
    const values = columns[i] ?? [];
    if (at >= 0) nextColumns[at] = values;
    else {
      nextKeys.push(padded);
      nextColumns.push(values);
    }
  });
  return { ...table, keys: nextKeys, columns: nextColumns };
}

/** Removes every column whose level-0 label is in `names`. */
export function dropColumns(table: Table, names: readonly Label[]): Table {
  const drop = new Set(names);
  const keep = table.keys.flatMap((key, position) => (drop.has(key[0] ?? null) ? [] : [position]));
  return { ...table, keys: keep.map((p) => table.keys[p]!), columns: keep.map((p) => table.columns[p]!) };
}

export function sameKey(a: ColumnKey, b: ColumnKey): boolean {
  return a.length === b.length && a.every((label, i) => label === b[i]);
}

function padKey(key: ColumnKey, levels: number): ColumnKey {
  return key.length >= levels ? key : [...key, ...Array<Label>(levels - key.length).fill('')];
}
