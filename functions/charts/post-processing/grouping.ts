import type { FrameValue } from './frame.ts';
import { compareTuples, isMissing } from './values.ts';

/**
 * Rows grouped by key tuples, groups in ascending key order (pandas `groupby(sort=True)`); `groupOf` gives each
 * source row's group, -1 for a row left out.
 */
export interface Groups {
  keys: FrameValue[][];
  rows: number[][];
  groupOf: Int32Array;
}

type Trie = Map<unknown, Trie | number>;

/** A Map key for one cell: NaN groups with null as pandas does, lists by their JSON text. */
function cellKey(value: FrameValue | undefined): unknown {
  if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) return null;
  return Array.isArray(value) ? `\u0000${JSON.stringify(value)}` : value;
}

/** Finds or creates the group of one row by walking one Map per key level, so no composite key is built. */
function groupIdOf(trie: Trie, keyColumns: readonly FrameValue[][], row: number, nextId: number): number {
  let node = trie;
  const last = keyColumns.length - 1;
  for (let level = 0; level < last; level += 1) {
    const key = cellKey(keyColumns[level]![row]);
    let child = node.get(key) as Trie | undefined;
    if (!child) node.set(key, (child = new Map()));
    node = child;
  }
  const key = cellKey(keyColumns[last]![row]);
  const found = node.get(key) as number | undefined;
  if (found !== undefined) return found;
  node.set(key, nextId);
  return nextId;
}

/** Group keys and each row's group (-1 when left out), without the per-group row lists. */
export type GroupIds = Omit<Groups, 'rows'>;

/**
 * Groups rows by the values of `keyColumns`, groups in ascending key order. With `dropMissing` a row with a
 * missing key value joins no group (pandas' default `dropna=True`); otherwise missing keys form groups that sort
 * last. No key columns make one group of all rows.
 */
export function groupIds(keyColumns: readonly FrameValue[][], rowCount: number, dropMissing: boolean): GroupIds {
  const groupOf = new Int32Array(rowCount).fill(-1);
  const keys: FrameValue[][] = [];
  const trie: Trie = new Map();
  rows: for (let row = 0; row < rowCount; row += 1) {
    if (dropMissing) for (const column of keyColumns) if (isMissing(column[row])) continue rows;
    const id = keyColumns.length ? groupIdOf(trie, keyColumns, row, keys.length) : 0;
    if (id === keys.length) keys.push(keyColumns.map((column) => column[row] ?? null));
    groupOf[row] = id;
  }
  return sortGroups({ keys, groupOf });
}

/** {@link groupIds} plus the row positions of every group, in row order. */
export function groupRows(keyColumns: readonly FrameValue[][], rowCount: number, dropMissing: boolean): Groups {
  const { keys, groupOf } = groupIds(keyColumns, rowCount, dropMissing);
  const rows = keys.map((): number[] => []);
  groupOf.forEach((group, row) => {
    if (group >= 0) rows[group]!.push(row);
  });
  return { keys, rows, groupOf };
}

function sortGroups(groups: GroupIds): GroupIds {
  const { keys, groupOf } = groups;
  // Query results usually arrive ordered already; checking is one pass, sorting is n log n comparisons.
  if (keys.every((key, i) => i === 0 || compareTuples(keys[i - 1]!, key) < 0)) return groups;
  const order = keys.map((_, i) => i).sort((a, b) => compareTuples(keys[a]!, keys[b]!));
  const rank = new Int32Array(order.length);
  order.forEach((old, position) => {
    rank[old] = position;
  });
  return { keys: order.map((i) => keys[i]!), groupOf: groupOf.map((id) => (id < 0 ? id : rank[id]!)) };
}

/** The values at `rows` of one column. */
export function pick(values: readonly FrameValue[], rows: ArrayLike<number>): FrameValue[] {
  const picked = new Array<FrameValue>(rows.length);
  for (let i = 0; i < rows.length; i += 1) picked[i] = values[rows[i]!] ?? null;
  return picked;
}
