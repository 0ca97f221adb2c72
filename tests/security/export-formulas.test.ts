import ExcelJS from 'exceljs';
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportContent } from '#functions/lib/composition/report-delivery.ts';
import { type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';
import { saveChart } from '../integration/charts/saved/saved-chart-client.ts';
import { createScratchDatabase, execute } from '../integration/sqllab/execution-helpers.ts';

/**
 * Finding 5 replayed: cells (and a column name) that a spreadsheet runs as formulas, planted in data, come out of every
 * CSV export escaped as Superset escapes them (a leading `'`, `|` as `\|`; negative numbers untouched), and out of
 * every XLSX export as text cells, never formulas.
 */
const HOSTILE_SQL =
  "SELECT * FROM (VALUES (1, '=HYPERLINK(\"http://evil.example\",\"x\")'), (2, '+1+1'), (3, '@SUM(1,1)'), " +
  "(4, '=cmd|'' /C calc''!A0'), (5, '-10')) AS t(n, \"=SUM(A1)\")";

const ESCAPED_CSV = [
  "n,'=SUM(A1)",
  '1,"\'=HYPERLINK(""http://evil.example"",""x"")"',
  "2,'+1+1",
  '3,"\'@SUM(1,1)"',
  "4,'=cmd\\|' /C calc'!A0",
  '5,-10',
  '',
].join('\n');

const HOSTILE_TEXTS = ['=HYPERLINK("http://evil.example","x")', '+1+1', '@SUM(1,1)', "=cmd|' /C calc'!A0", '-10'];

let admin: ApiClient<JsonBody>;
let datasetId: number;
let chartId: number;

/** The chart data query of the hostile dataset: both columns, in order. */
const hostileContext = (resultFormat: string) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['n', '=SUM(A1)'], metrics: [], orderby: [['n', true]], row_limit: 10 }],
  result_format: resultFormat,
  result_type: 'full',
});

/** Each cell of the first sheet as [type, value], header row first. */
async function xlsxCells(bytes: Uint8Array): Promise<[number, unknown][][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  const rows = workbook.worksheets[0]!.getRows(1, 6)!;
  return rows.map((row) => [1, 2].map((at): [number, unknown] => [row.getCell(at).type, row.getCell(at).value]));
}

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  const created = await admin.post('/api/v1/dataset/', {
    database: 1,
    schema: 'main',
    table_name: 'hostile_cells',
    sql: HOSTILE_SQL,
  });
  if (created.status !== 201) throw new Error(`dataset not created: ${JSON.stringify(created.body)}`);
  datasetId = created.body.id as number;
  chartId = await saveChart(admin, {
    slice_name: 'Hostile cells',
    datasource_id: datasetId,
    params: JSON.stringify({
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['n', '=SUM(A1)'],
    }),
    query_context: JSON.stringify(hostileContext('json')),
  });
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

describe('formula cells in CSV exports', () => {
  it('POST /api/v1/chart/data with result_format csv escapes them', async () => {
    // Act
    const response = await admin.post('/api/v1/chart/data', hostileContext('csv'));

    // Assert
    expect([response.status, strFromU8(response.bytes)]).toEqual([200, ESCAPED_CSV]);
  });

  it('GET /api/v1/chart/{pk}/data/?format=csv escapes them', async () => {
    // Act
    const response = await admin.get(`/api/v1/chart/${chartId}/data/?format=csv&type=full`);

    // Assert
    expect([response.status, strFromU8(response.bytes)]).toEqual([200, ESCAPED_CSV]);
  });

  it('GET /api/v1/sqllab/export/{client_id}/ escapes them', async () => {
    // Arrange
    const scratch = await createScratchDatabase(admin, 'hostile-scratch');
    await execute(admin, { database_id: scratch, sql: `${HOSTILE_SQL} ORDER BY n`, client_id: 'hostile0001' });

    // Act
    const response = await admin.get('/api/v1/sqllab/export/hostile0001/');

    // Assert
    expect([response.status, strFromU8(response.bytes)]).toEqual([200, ESCAPED_CSV]);
  });

  it("a report's CSV attachment escapes them and its XLSX attachment keeps them as text cells", async () => {
    // Arrange
    const request = {
      tenantId: 'default',
      reportId: 1,
      executor: { userId: 1, username: 'admin' },
      target: { chartId },
      formats: ['CSV', 'XLSX'] as const,
    };

    // Act
    const content = await buildReportContent({
      ...request,
      formats: [...request.formats],
      customWidth: null,
      deadline: Date.now() + 60_000,
    });

    // Assert
    const [csv, xlsx] = content.attachments;
    expect([csv?.filename, csv?.content.toString('utf8'), xlsx?.filename]).toEqual([
      'Hostile cells.csv',
      ESCAPED_CSV,
      'Hostile cells.xlsx',
    ]);
    expect(await xlsxCells(new Uint8Array(xlsx!.content))).toEqual(textCells());
  });
});

/** The XLSX export's cells: numbers as numbers, every hostile text (and the column name) as a plain text cell. */
const textCells = (): [number, unknown][][] => [
  [
    [ExcelJS.ValueType.String, 'n'],
    [ExcelJS.ValueType.String, '=SUM(A1)'],
  ],
  ...HOSTILE_TEXTS.map((text, index): [number, unknown][] => [
    [ExcelJS.ValueType.Number, index + 1],
    [ExcelJS.ValueType.String, text],
  ]),
];

describe('formula cells in XLSX exports', () => {
  it('POST /api/v1/chart/data with result_format xlsx writes them as text cells', async () => {
    // Act
    const response = await admin.post('/api/v1/chart/data', hostileContext('xlsx'));

    // Assert
    expect([response.status, await xlsxCells(response.bytes)]).toEqual([200, textCells()]);
  });
});
