import type { Key, PivotData } from './pivot-model.ts';

/** A row or column of the drawn pivot: a full key, a subtotal of a prefix, or the grand total. */
export interface Entry {
  key: Key;
  kind: 'data' | 'subtotal' | 'total';
}

/** Layout choices of the Options section. */
export interface GridOptions {
  rowTotals: boolean;
  colTotals: boolean;
  rowSubTotals: boolean;
  colSubTotals: boolean;
  /** Subtotals above their rows (Top) rather than below. */
  rowSubtotalFirst: boolean;
  /** Subtotals left of their columns (Left) rather than right. */
  colSubtotalFirst: boolean;
}

/**
 * The entries of one axis: ordered full keys, with a subtotal for every group of more than one level (before
 * or after the group) and the total at the end.
 */
export function axisEntries(
  keys: readonly Key[],
  depth: number,
  subtotals: boolean,
  subtotalFirst: boolean,
  total: boolean,
): Entry[] {
  const entries: Entry[] = [];
  const open: Key[] = [];
  const closeTo = (level: number) => {
    while (open.length > level) {
      const prefix = open.pop()!;
      if (!subtotalFirst) entries.push({ key: prefix, kind: 'subtotal' });
    }
  };
  for (const key of keys) {
    let common = 0;
    while (common < open.length && open[common]![common] === key[common]) common += 1;
    closeTo(common);
    if (subtotals) {
      for (let level = open.length; level < depth - 1; level += 1) {
        const prefix = key.slice(0, level + 1);
        open.push(prefix);
        if (subtotalFirst) entries.push({ key: prefix, kind: 'subtotal' });
      }
    }
    entries.push({ key, kind: 'data' });
  }
  closeTo(0);
  if (total) entries.push({ key: [], kind: 'total' });
  return entries;
}

/** One cell of the column header: its text and how many columns it spans. */
export interface HeaderCell {
  label: string;
  span: number;
}

/** The text an entry shows at one level of its axis: its key part, "Subtotal" or the total's name. */
export function entryLabel(
  entry: Entry,
  level: number,
  totalLabel: string,
  labelOf: (level: number, value: string) => string,
): string {
  if (entry.kind === 'total') return level === 0 ? totalLabel : '';
  if (entry.key.length > level) return labelOf(level, entry.key[level]!);
  return level === entry.key.length ? 'Subtotal' : '';
}

/**
 * The column header rows, one per column dimension. Neighbours under the same key prefix merge into one cell
 * (a subtotal column sits under its group's headers); the deepest level and "Subtotal" cells stay single.
 */
export function headerRows(
  columns: readonly Entry[],
  depth: number,
  totalLabel: string,
  labelOf: (level: number, value: string) => string,
): HeaderCell[][] {
  return Array.from({ length: depth }, (_, level) => {
    const cells: (HeaderCell & { group?: string })[] = [];
    for (const entry of columns) {
      const label = entryLabel(entry, level, totalLabel, labelOf);
      const mergeable = entry.kind !== 'total' && entry.key.length > level && level < depth - 1;
      const group = mergeable ? JSON.stringify(entry.key.slice(0, level + 1)) : undefined;
      const last = cells[cells.length - 1];
      if (group !== undefined && last?.group === group) last.span += 1;
      else cells.push({ label, span: 1, group });
    }
    return cells.map(({ label, span }) => ({ label, span }));
  });
}

/** The values of the body: one list per row entry, one value per column entry. */
export function bodyValues(
  data: PivotData,
  rows: readonly Entry[],
  columns: readonly Entry[],
): (number | string | null)[][] {
  return rows.map((row) => columns.map((column) => data.value(row.key, column.key)));
}
