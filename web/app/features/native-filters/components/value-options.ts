import type { FilterValue } from '#shared/dashboard/filter-values.ts';

/** One option of a value filter: a key Mantine can hold and the value it stands for. */
export interface ValueOption {
  value: string;
  label: string;
  raw: FilterValue;
}

const toFilterValue = (value: unknown): FilterValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : String(value);

/** The key of a value: its JSON, so `1` and `"1"` stay apart and come back as they were. */
export const optionKey = (value: FilterValue): string => JSON.stringify(value);

/** How a value reads in the bar (`<NULL>` for a null, as Superset's select shows it). */
export const optionLabel = (value: FilterValue): string => (value === null ? '<NULL>' : String(value));

/** The options of a value filter from its values query's rows, in the server's order, each once. */
export function valueOptions(rows: readonly Record<string, unknown>[], column: string): ValueOption[] {
  const seen = new Set<string>();
  const options: ValueOption[] = [];
  for (const row of rows) {
    const raw = toFilterValue(row[column]);
    const value = optionKey(raw);
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: optionLabel(raw), raw });
  }
  return options;
}

/** The values a filter state holds, as a list (a single select keeps one). */
export const valuesOf = (value: unknown): FilterValue[] =>
  Array.isArray(value) ? value.map(toFilterValue) : value === undefined || value === null ? [] : [toFilterValue(value)];
