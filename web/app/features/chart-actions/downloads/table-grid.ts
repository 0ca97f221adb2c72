import { escapeCsvText } from '#shared/csv-escape.ts';

/** A drawn HTML table as rows of cell texts. */
export type TableGrid = string[][];

/**
 * The cells of a drawn table (a pivot table's header and body) as a rectangular grid: a cell spanning several
 * columns or rows fills its first slot and leaves the others empty, as a spreadsheet shows merged headers.
 */
export function tableGrid(table: HTMLTableElement): TableGrid {
  const grid: string[][] = [];
  const taken: boolean[][] = [];
  [...table.rows].forEach((row, rowIndex) => {
    grid[rowIndex] ??= [];
    taken[rowIndex] ??= [];
    let column = 0;
    for (const cell of row.cells) {
      while (taken[rowIndex]![column]) column += 1;
      for (let down = 0; down < Math.max(cell.rowSpan, 1); down += 1) {
        for (let across = 0; across < Math.max(cell.colSpan, 1); across += 1) {
          const at = rowIndex + down;
          grid[at] ??= [];
          taken[at] ??= [];
          grid[at]![column + across] = down === 0 && across === 0 ? (cell.textContent ?? '').trim() : '';
          taken[at]![column + across] = true;
        }
      }
      column += Math.max(cell.colSpan, 1);
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  return grid.map((row) => Array.from({ length: width }, (_, at) => row[at] ?? ''));
}

/** The number a cell's text shows (thousands separators dropped), or undefined when it reads as text. */
function numberOf(text: string): number | undefined {
  const value = Number(text.replaceAll(',', ''));
  return text !== '' && Number.isFinite(value) ? value : undefined;
}

/**
 * The grid as CSV (RFC 4180 quoting), one line per row. Cells that read as text are formula-escaped as every CSV
 * export is; cells that read as numbers are numbers, which the escaping leaves alone.
 */
export function gridAsCsv(grid: TableGrid): string {
  const cell = (text: string) => (numberOf(text) === undefined ? escapeCsvText(text) : text);
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return grid.map((row) => row.map((text) => quote(cell(text))).join(',')).join('\r\n') + '\r\n';
}

/** The grid as an XLSX workbook of one sheet; cells that read as numbers become numeric cells, the others text cells. */
export async function gridAsXlsx(grid: TableGrid, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(
    sheetName
      .replace(/[\\/?*[\]:]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1',
  );
  for (const row of grid) sheet.addRow(row.map((text) => numberOf(text) ?? text));
  const bytes = await workbook.xlsx.writeBuffer();
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
