import { GenericDataType } from '#shared/generic-data-type.ts';

/** Superset's database datetime format (`%Y-%m-%d %H:%M:%S`), in UTC as the engine answers. */
function databaseDatetime(value: number | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A result cell as the data pane shows it: null as Superset's `N/A`, a temporal column's epoch milliseconds as a
 * date and time, objects as JSON, the rest as they are.
 */
export function cellText(value: unknown, coltype?: number): string {
  if (value === null || value === undefined) return 'N/A';
  if (coltype === GenericDataType.TEMPORAL && (typeof value === 'number' || typeof value === 'string'))
    return databaseDatetime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The rows with a cell containing the search text (any case, as shown), Superset's data pane filter. */
export function filterRows(
  colnames: readonly string[],
  coltypes: readonly number[],
  data: readonly Record<string, unknown>[],
  search: string,
): readonly Record<string, unknown>[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return data;
  return data.filter((row) =>
    colnames.some((name, at) => cellText(row[name], coltypes[at]).toLowerCase().includes(needle)),
  );
}
