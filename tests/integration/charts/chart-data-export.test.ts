import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useApiClient } from '../helpers/api-client.ts';
import { birthNamesContext, referenceRows } from './chart-client.ts';

const client = useApiClient();
const exportOf = (query: Record<string, unknown>, context: Record<string, unknown>) =>
  client.post('/api/v1/chart/data', birthNamesContext(query, context));

/** Births per gender as CSV lines, most first, straight from the Parquet file. */
async function genderCsv(): Promise<string> {
  const rows = await referenceRows(
    client,
    'SELECT gender, COUNT(*)::INTEGER AS count FROM {birth_names} GROUP BY gender ORDER BY count DESC',
  );
  return ['gender,count', ...rows.map((row) => `${String(row.gender)},${String(row.count)}`)].join('\n') + '\n';
}

const ATTACHMENT = /^attachment; filename=\d{8}_\d{6}\.(csv|xlsx|zip)$/;

describe('chart data exports', () => {
  it('answers CSV as a download', async () => {
    // Arrange
    const expected = await genderCsv();

    // Act
    const { status, headers, bytes } = await exportOf({}, { result_format: 'csv' });

    // Assert
    expect(status).toBe(200);
    expect(strFromU8(bytes)).toBe(expected);
    expect([headers.get('content-type'), headers.get('content-disposition')]).toEqual([
      'text/csv; charset=utf-8',
      expect.stringMatching(ATTACHMENT),
    ]);
  });

  it('answers XLSX as a workbook with one sheet, a header row and typed cells', async () => {
    // Arrange
    const axis = { sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', label: 'ds' };
    const query = { columns: [axis], metrics: ['count'], orderby: [], time_range: '2000-01-01 : 2002-01-01' };
    // The chart orders by its metric, most first.
    const expected = await referenceRows(
      client,
      "SELECT epoch_ms(date_trunc('year', ds))::DOUBLE AS ds, COUNT(*)::INTEGER AS count FROM {birth_names} WHERE ds >= '2000-01-01' AND ds < '2002-01-01' GROUP BY 1 ORDER BY 2 DESC",
    );

    // Act
    const { status, headers, bytes } = await exportOf(query, { result_format: 'xlsx' });

    // Assert
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.worksheets[0]!;
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(workbook.worksheets.length).toBe(1);
    expect(
      sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([['ds', 'count'], ...expected.map((row) => [new Date(row.ds as number), row.count])]);
  });

  it('answers several queries as a zip with one file per query', async () => {
    // Arrange
    const context = { ...birthNamesContext({}, { result_format: 'csv' }) };
    const queries = [...(context.queries as unknown[]), { columns: [], metrics: ['count'], orderby: [] }];

    // Act
    const { status, headers, bytes } = await client.post('/api/v1/chart/data', { ...context, queries });

    // Assert
    const files = Object.fromEntries(
      Object.entries(unzipSync(bytes)).map(([name, content]) => [name, strFromU8(content)]),
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/zip');
    expect(files).toEqual({ 'query_1.csv': await genderCsv(), 'query_2.csv': 'count\n75691\n' });
  });

  it("keeps the chart's row limit, so the file holds what the chart shows", async () => {
    // Act
    const { headers, bytes } = await exportOf(
      { columns: ['state'], row_limit: 2 },
      { result_format: 'csv', result_type: 'full' },
    );

    // Assert
    expect(strFromU8(bytes).trim().split('\n').length - 1).toBe(2);
    expect([headers.get('x-row-limit'), headers.get('x-row-limit-reached')]).toEqual(['2', 'true']);
  });

  it('exports every row up to EXPORT_MAX_ROW when the query asks for row_limit 0 (the full export)', async () => {
    // Arrange
    const [{ states }] = (await referenceRows(
      client,
      'SELECT COUNT(DISTINCT state)::INTEGER AS states FROM {birth_names}',
    )) as [{ states: number }];

    // Act
    const { headers, bytes } = await exportOf(
      { columns: ['state'], row_limit: 0 },
      { result_format: 'csv', result_type: 'results' },
    );

    // Assert
    expect(strFromU8(bytes).trim().split('\n').length - 1).toBe(states);
    expect([headers.get('x-row-limit'), headers.get('x-row-limit-reached')]).toEqual(['1000000', 'false']);
  });

  it('keeps the row limit of sample exports', async () => {
    // Act
    const { headers, bytes } = await exportOf({ row_limit: 2 }, { result_format: 'csv', result_type: 'samples' });

    // Assert
    expect(strFromU8(bytes).trim().split('\n').length - 1).toBe(2);
    expect([headers.get('x-row-limit'), headers.get('x-row-limit-reached')]).toEqual(['2', 'true']);
  });

  it('refuses to export a result type without rows', async () => {
    // Act
    const { status, body } = await exportOf({}, { result_format: 'csv', result_type: 'query' });

    // Assert
    expect({ status, body }).toEqual({ status: 400, body: { message: 'Result type query cannot be exported as csv' } });
  });
});
