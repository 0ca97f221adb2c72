import type { Aggregator } from './aggregators.ts';

/** One key of a dimension path: the raw values as text (null as `NULL`), outermost first. */
export type Key = readonly string[];

/** The aggregated pivot: distinct full keys and the value of any row prefix by any column prefix. */
export interface PivotData {
  rowKeys: Key[];
  colKeys: Key[];
  /** The cell of a row key and column key; shorter keys (down to none) are subtotals and totals. */
  value: (rowKey: Key, colKey: Key) => number | string | null;
}

/** Superset's sort orders of row and column keys. */
export type KeyOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

/** A dimension value as key text. */
export const keyText = (value: unknown): string => (value === null || value === undefined ? 'NULL' : String(value));

const cellId = (rowKey: Key, colKey: Key): string => JSON.stringify([rowKey, colKey]);

function distinct(keys: Key[]): Key[] {
  const seen = new Map<string, Key>();
  for (const key of keys) if (!seen.has(JSON.stringify(key))) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

/**
 * Aggregates records (one value each, under `value`) into every combination of row and column prefixes, so
 * subtotals and totals aggregate the underlying values rather than the cells (a median of medians is wrong).
 */
export function pivotData(
  records: readonly Record<string, unknown>[],
  rowDims: readonly string[],
  colDims: readonly string[],
  aggregator: Aggregator,
): PivotData {
  const values = new Map<string, unknown[]>();
  const rowKeys: Key[] = [];
  const colKeys: Key[] = [];
  for (const record of records) {
    const rowKey = rowDims.map((dim) => keyText(record[dim]));
    const colKey = colDims.map((dim) => keyText(record[dim]));
    rowKeys.push(rowKey);
    colKeys.push(colKey);
    for (let r = 0; r <= rowKey.length; r += 1) {
      for (let c = 0; c <= colKey.length; c += 1) {
        const id = cellId(rowKey.slice(0, r), colKey.slice(0, c));
        const list = values.get(id) ?? [];
        list.push(record.value);
        values.set(id, list);
      }
    }
  }
  const plain = (rowKey: Key, colKey: Key) => {
    const list = values.get(cellId(rowKey, colKey));
    return list ? aggregator.aggregate(list) : null;
  };
  const value = (rowKey: Key, colKey: Key): number | string | null => {
    const own = plain(rowKey, colKey);
    if (!aggregator.fractionOf || typeof own !== 'number') return own;
    const whole =
      aggregator.fractionOf === 'total'
        ? plain([], [])
        : aggregator.fractionOf === 'row'
          ? plain(rowKey, [])
          : plain([], colKey);
    return typeof whole === 'number' && whole !== 0 ? own / whole : null;
  };
  return { rowKeys: distinct(rowKeys), colKeys: distinct(colKeys), value };
}

const natural = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

function compareValues(a: number | string | null, b: number | string | null): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return natural(String(a), String(b));
}

/**
 * Keys in the chosen order, level by level: siblings sort by their own text (a to z or back) or by the total of
 * their prefix (`valueOf`), so groups stay together.
 */
export function orderKeys(
  keys: readonly Key[],
  order: KeyOrder,
  valueOf: (prefix: Key) => number | string | null,
  level = 0,
): Key[] {
  if (keys.length <= 1 || keys.every((key) => key.length <= level)) return [...keys];
  const groups = new Map<string, Key[]>();
  for (const key of keys) {
    const head = key[level] ?? '';
    groups.set(head, [...(groups.get(head) ?? []), key]);
  }
  const heads = [...groups.keys()];
  const byValue = order.startsWith('value');
  const prefixOf = (head: string) => [...groups.get(head)![0]!.slice(0, level), head];
  heads.sort((a, b) => (byValue ? compareValues(valueOf(prefixOf(a)), valueOf(prefixOf(b))) : natural(a, b)));
  if (order.endsWith('z_to_a')) heads.reverse();
  return heads.flatMap((head) => orderKeys(groups.get(head)!, order, valueOf, level + 1));
}
