import { stringify } from 'csv-stringify/sync';
import { escapeCsvText } from '#shared/csv-escape.ts';
import type { FrameValue } from '../post-processing/frame.ts';
import { type ExportTable, allMidnight, anyMillis, isTemporalColumn } from './table.ts';

type CellWriter = (value: FrameValue | undefined) => string;

/** An instant as pandas writes a datetime column: date only when all are midnight, milliseconds when any has some. */
function instantWriter(dateOnly: boolean, withMillis: boolean): CellWriter {
  return (value) => {
    if (typeof value !== 'number') return plainCell(value);
    const iso = new Date(value).toISOString();
    if (dateOnly) return iso.slice(0, 10);
    return `${iso.slice(0, 10)} ${iso.slice(11, withMillis ? 23 : 19)}`;
  };
}

/** A value as pandas' `to_csv` writes it: empty for missing, `True`/`False`, lists as JSON; text formula-escaped. */
function plainCell(value: FrameValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return escapeCsvText(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * One query's rows as CSV, as Superset's export writes them (pandas `to_csv`, `index=False`, comma separated,
 * UTF-8): a header row of column names, then one line per record. Text cells and column names that a spreadsheet
 * would run as formulas are escaped as Superset's `df_to_escaped_csv` does (#shared/csv-escape.ts).
 */
export function toCsv(table: ExportTable): string {
  const writers: CellWriter[] = table.colnames.map((column, index) =>
    isTemporalColumn(table, index) ? instantWriter(allMidnight(table, column), anyMillis(table, column)) : plainCell,
  );
  const rows = table.data.map((record) => table.colnames.map((column, index) => writers[index]!(record[column])));
  return stringify([table.colnames.map(escapeCsvText), ...rows]);
}
