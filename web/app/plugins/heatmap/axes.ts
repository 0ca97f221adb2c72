import { getTimeFormatter } from '../common/time-format.ts';

type Row = Record<string, unknown>;

/** The distinct non-null values of a column, in the order rows give them. */
export function distinctValues(rows: readonly Row[], column: string): unknown[] {
  const seen = new Set<unknown>();
  for (const row of rows) {
    const value = row[column];
    if (value !== null && value !== undefined) seen.add(value);
  }
  return [...seen];
}

/** Each axis value's metric total (the sums value sorting and the tooltip's percentages use). */
export function totalsBy(rows: readonly Row[], column: string, metric: string): Map<unknown, number> {
  const totals = new Map<unknown, number>();
  for (const row of rows) {
    const value = row[metric];
    if (typeof value === 'number') totals.set(row[column], (totals.get(row[column]) ?? 0) + value);
  }
  return totals;
}

function compareAlpha(a: unknown, b: unknown): number {
  const left = typeof a === 'number' ? a : Number(a);
  const right = typeof b === 'number' ? b : Number(b);
  if (Number.isFinite(left) && Number.isFinite(right)) return left - right;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * Superset's heatmap axis sort: `alpha_*` by the values themselves (numbers as numbers, text with numeric
 * awareness), `value_*` by each value's metric total; no sort keeps the answer's order.
 */
export function sortAxis(values: readonly unknown[], sort: unknown, totals: ReadonlyMap<unknown, number>): unknown[] {
  if (typeof sort !== 'string' || sort === '') return [...values];
  const direction = sort.includes('asc') ? 1 : -1;
  const byValue = sort.includes('value');
  return [...values].sort(
    (a, b) => direction * (byValue ? (totals.get(a) ?? 0) - (totals.get(b) ?? 0) : compareAlpha(a, b)),
  );
}

/** Superset's chart data code of temporal columns. */
export const TEMPORAL = 2;

/** An axis label formatter: times by the time format when the column is temporal, anything else as text. */
export function axisFormatter(coltype: number | undefined, timeFormat: unknown): (value: unknown) => string {
  if (coltype !== TEMPORAL) return (value) => String(value);
  const format = getTimeFormatter(typeof timeFormat === 'string' ? timeFormat : undefined);
  return (value) =>
    typeof value === 'string' && /^-?\d+$/.test(value) ? format(Number(value)) : format(value as number | string);
}
