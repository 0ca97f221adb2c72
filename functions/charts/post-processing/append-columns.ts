import type { FrameValue } from './frame.ts';
import { assignColumns, type ColumnKey, type Label, positionsOf, type Table } from './table.ts';

/** A `{source: target}` map of column names, as rolling, cum and diff take it. */
export type ColumnMap = Record<string, string>;

/**
 * Applies a column-wise computation to the columns a map names and merges the result the way Superset does:
 * an identity map (`{y: 'y'}`) overwrites the columns in place; any other map appends the results at the end,
 * relabelled through the map (pandas `rename`, which relabels every level).
 */
export function appendMapped(
  table: Table,
  map: ColumnMap,
  compute: (sources: FrameValue[][]) => FrameValue[][],
): Table {
  const positions = positionsOf(table, Object.keys(map));
  const results = compute(positions.map((p) => table.columns[p]!));
  const sourceKeys = positions.map((p) => table.keys[p]!);
  if (Object.entries(map).every(([source, target]) => source === target)) {
    return assignColumns(table, sourceKeys, results);
  }
  const relabel = (label: Label): Label =>
    typeof label === 'string' && Object.hasOwn(map, label) ? map[label]! : label;
  const keys: ColumnKey[] = sourceKeys.map((key) => key.map(relabel));
  return { ...table, keys: [...table.keys, ...keys], columns: [...table.columns, ...results] };
}
