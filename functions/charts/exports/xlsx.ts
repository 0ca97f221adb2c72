import type { FrameValue } from '../post-processing/frame.ts';
import { type ExportTable, allMidnight, isTemporalColumn } from './table.ts';

/** pandas' default sheet name, which Superset's XLSX export keeps. */
const SHEET_NAME = 'Sheet1';

type XlsxCell = string | number | boolean | Date | null;

function cellValue(value: FrameValue | undefined, temporal: boolean): XlsxCell {
  if (value === undefined || value === null) return null;
  if (temporal && typeof value === 'number') return new Date(value);
  if (Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/**
 * One query's rows as an XLSX workbook with one sheet: a header row, then typed cells (numbers as numbers,
 * booleans as booleans, instants as Excel dates formatted as dates, or date-times when any has a time).
 * The writer loads on first use: it is the heaviest module of the chart functions and only exports need it.
 */
export async function toXlsx(table: ExportTable): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  const temporal = table.colnames.map((_, index) => isTemporalColumn(table, index));
  sheet.addRow([...table.colnames]);
  for (const record of table.data)
    sheet.addRow(table.colnames.map((column, index) => cellValue(record[column], temporal[index]!)));
  table.colnames.forEach((column, index) => {
    if (!temporal[index]) return;
    const format = allMidnight(table, column) ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss';
    sheet.getColumn(index + 1).eachCell((cell, row) => {
      if (row > 1) cell.numFmt = format;
    });
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
