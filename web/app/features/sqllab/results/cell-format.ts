import { GenericDataType } from '#shared/generic-data-type.ts';
import type { ResultColumn } from '#shared/sqllab/query-types.ts';

/** How SQL Lab's grid shows a missing value (Superset's `NULL_STRING`). */
export const NULL_TEXT = 'NULL';

/** A `YYYY-MM-DDTHH:MM:SS[.fff]` timestamp as the engine answers it, shown with a space as Superset's CSV and grid do. */
const ISO_DATETIME = /^(-?\d{4,}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

function datetimeText(value: unknown): string {
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 19).replace('T', ' ');
  }
  const text = String(value);
  const match = ISO_DATETIME.exec(text);
  return match ? `${match[1]} ${match[2]}` : text;
}

/**
 * A cell as SQL Lab shows it: NULL for a missing value, a temporal value as date and time, nested values (lists,
 * structs) as JSON, numbers exactly as the engine gave them (Superset shows every decimal), the rest as text.
 */
export function cellText(value: unknown, column: Pick<ResultColumn, 'type_generic' | 'is_dttm'>): string {
  if (value === null || value === undefined) return NULL_TEXT;
  if (column.is_dttm || column.type_generic === GenericDataType.TEMPORAL) return datetimeText(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Numbers line up on the right, as in a spreadsheet. */
export function isNumericColumn(column: Pick<ResultColumn, 'type_generic'>): boolean {
  return column.type_generic === GenericDataType.NUMERIC;
}

/** The rows with a cell containing the search text in any case, as shown (Superset's "Filter results"). */
export function filterResultRows(
  columns: readonly ResultColumn[],
  data: readonly Record<string, unknown>[],
  search: string,
): readonly Record<string, unknown>[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return data;
  return data.filter((row) =>
    columns.some((column) => cellText(row[column.name], column).toLowerCase().includes(needle)),
  );
}

/**
 * The result as tab-separated text with a header line, as Superset's "Copy to Clipboard" writes it: a missing value
 * is an empty field; tabs and line breaks inside a value become spaces so every row stays one line.
 */
export function resultAsTsv(columns: readonly ResultColumn[], data: readonly Record<string, unknown>[]): string {
  const field = (value: unknown, column: ResultColumn) =>
    value === null || value === undefined ? '' : cellText(value, column).replace(/[\t\n\r]+/g, ' ');
  const lines = [columns.map((column) => column.name).join('\t')];
  for (const row of data) lines.push(columns.map((column) => field(row[column.name], column)).join('\t'));
  return `${lines.join('\n')}\n`;
}

const MIN_WIDTH = 80;
const MAX_WIDTH = 320;
const CHAR_WIDTH = 8;
const SAMPLE_ROWS = 50;

/**
 * A column's width in pixels from its name, its type and the first rows' text: wide enough for typical values,
 * bounded so one long text does not push the others out of view.
 */
export function columnWidth(column: ResultColumn, data: readonly Record<string, unknown>[]): number {
  let longest = Math.max(column.name.length + 2, column.type.length);
  for (const row of data.slice(0, SAMPLE_ROWS)) longest = Math.max(longest, cellText(row[column.name], column).length);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest * CHAR_WIDTH + 24));
}
