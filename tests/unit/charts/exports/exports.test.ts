import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toCsv } from '#functions/charts/exports/csv.ts';
import { downloadName, type ExportFormat, type ExportQuery, exportFile } from '#functions/charts/exports/respond.ts';
import { toXlsx } from '#functions/charts/exports/xlsx.ts';
import { type DownloadStore, downloadResult, INLINE_DOWNLOAD_MAX_BYTES } from '#functions/lib/download.ts';
import { memoryBlobStore } from '../../lib/memory-blob-store.ts';

const NOW = Date.UTC(2024, 0, 31, 23, 59, 58);
/** A store that can sign, so only the size decides between inline and a redirect. */
const store = () => ({ blobs: memoryBlobStore({ signing: true }), tenant: 't1' });

const table = (overrides: Partial<ExportQuery> = {}): ExportQuery => ({
  colnames: ['ds', 'name', 'num', 'flag'],
  coltypes: [2, 1, 0, 3],
  data: [
    { ds: Date.UTC(2008, 0, 1), name: 'Amy, "A"', num: 1.5, flag: true },
    { ds: Date.UTC(2009, 0, 1), name: null, num: 2, flag: false },
  ],
  rowLimit: 10,
  rowLimitReached: false,
  ...overrides,
});

describe('toCsv', () => {
  it('writes a header and pandas-style cells, dates without time when all are midnight', () => {
    // Act
    const csv = toCsv(table());

    // Assert
    expect(csv).toBe('ds,name,num,flag\n2008-01-01,"Amy, ""A""",1.5,True\n2009-01-01,,2,False\n');
  });

  it('writes date-times, with milliseconds only when some instant has them', () => {
    // Arrange
    const data = [{ ds: Date.UTC(2008, 0, 1, 10, 0, 0, 250) }, { ds: Date.UTC(2008, 0, 1) }];

    // Act
    const csv = toCsv({ colnames: ['ds'], coltypes: [2], data });

    // Assert
    expect(csv).toBe('ds\n2008-01-01 10:00:00.250\n2008-01-01 00:00:00.000\n');
  });

  it('escapes text cells and column names a spreadsheet would run, never numbers or negative numbers in text', () => {
    // Arrange
    const data = [
      { '=label': '=HYPERLINK("http://evil.example")', num: -3, text: '-10' },
      { '=label': '@SUM(1,1)', num: 2, text: '-x' },
    ];

    // Act
    const csv = toCsv({ colnames: ['=label', 'num', 'text'], coltypes: [1, 0, 1], data });

    // Assert
    expect(csv).toBe(`'=label,num,text\n"'=HYPERLINK(""http://evil.example"")",-3,-10\n"'@SUM(1,1)",2,'-x\n`);
  });
});

describe('toXlsx', () => {
  it('writes one sheet with a header row and typed cells', async () => {
    // Act
    const bytes = await toXlsx(table());

    // Assert
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Sheet1']);
    expect(rows).toEqual([
      ['ds', 'name', 'num', 'flag'],
      [new Date(Date.UTC(2008, 0, 1)), 'Amy, "A"', 1.5, true],
      [new Date(Date.UTC(2009, 0, 1)), undefined, 2, false],
    ]);
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd');
  });

  it('keeps formula-like text as text cells, unescaped', async () => {
    // Arrange
    const hostile = ["=cmd|' /C calc'!A0", '+1+1'];

    // Act
    const bytes = await toXlsx({
      colnames: ['=a', 'b'],
      coltypes: [1, 1],
      data: [{ '=a': hostile[0]!, b: hostile[1]! }],
    });

    // Assert
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const cells = workbook.worksheets[0]!.getRows(1, 2)!.flatMap((row) => [1, 2].map((at) => row.getCell(at)));
    expect(cells.map((cell) => [cell.type, cell.value])).toEqual([
      [ExcelJS.ValueType.String, '=a'],
      [ExcelJS.ValueType.String, 'b'],
      [ExcelJS.ValueType.String, hostile[0]],
      [ExcelJS.ValueType.String, hostile[1]],
    ]);
  });
});

/** The export's file as the API answers it (inline, or a redirect past the inline cap). */
async function exportResponse(format: ExportFormat, queries: ExportQuery[], nowMs: number, target: DownloadStore) {
  return downloadResult(await exportFile(format, queries, nowMs), target);
}

describe('exportFile, as the API answers it', () => {
  it('answers one query as a CSV download with the row limit headers', async () => {
    // Act
    const response = await exportResponse('csv', [table({ rowLimitReached: true })], NOW, store());

    // Assert
    expect(response).toEqual({
      statusCode: 200,
      text: toCsv(table()),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename=20240131_235958.csv',
        'x-row-limit': '10',
        'x-row-limit-reached': 'true',
      },
    });
  });

  it('answers several queries as a zip holding one file per query', async () => {
    // Act
    const response = await exportResponse('csv', [table(), table({ data: [] })], NOW, store());

    // Assert
    const files = unzipSync(response.binary!);
    expect(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual({
      'query_1.csv': toCsv(table()),
      'query_2.csv': 'ds,name,num,flag\n',
    });
    expect(response.headers).toEqual({
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename=20240131_235958.zip',
      'x-row-limit': '10',
      'x-row-limit-reached': 'false',
    });
  });

  it('redirects a file over the inline cap to its signed download, keeping the row limit headers', async () => {
    // Arrange
    const target = store();
    const big = table({ colnames: ['name'], coltypes: [1], data: [{ name: 'a'.repeat(INLINE_DOWNLOAD_MAX_BYTES) }] });

    // Act
    const response = await exportResponse('csv', [big], NOW, target);

    // Assert
    const [key] = await target.blobs.list('tenants/t1/downloads/');
    expect([key, response, target.blobs.objects.get(key!)]).toEqual([
      expect.stringMatching(/^tenants\/t1\/downloads\/[0-9a-f-]{36}\/20240131_235958\.csv$/),
      {
        statusCode: 302,
        headers: {
          'x-row-limit': '10',
          'x-row-limit-reached': 'false',
          location: `https://signed.test/${key}?name=20240131_235958.csv&type=text%2Fcsv%3B+charset%3Dutf-8`,
        },
      },
      { body: toCsv(big), contentType: 'text/csv; charset=utf-8' },
    ]);
  });

  it('refuses an answer without queries', async () => {
    // Act
    const attempt = exportResponse('xlsx', [], NOW, store());

    // Assert
    await expect(attempt).rejects.toThrow('Empty query result');
  });
});

describe('downloadName', () => {
  it('names downloads by UTC time as Superset does', () => {
    // Act
    const name = downloadName('xlsx', NOW);

    // Assert
    expect(name).toBe('20240131_235958.xlsx');
  });
});
