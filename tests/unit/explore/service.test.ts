import { describe, expect, it } from 'vitest';
import type { ChartDataRunner, ChartQueryResult } from '#functions/datasets/chart-data-port.ts';
import { exploreJson } from '#functions/explore/service.ts';
import { LegacyFormData } from '#functions/explore/form-data.ts';
import { accessOf } from '#functions/lib/auth/caller-access.ts';

const CALLER = accessOf({ sub: '1', username: 'admin', tenant: 'default', roles: ['Admin'] }, [
  { id: 1, name: 'Admin', permissions: [] },
]);
const JAN = Date.UTC(2020, 0, 1);

/** A chart data service answering one fixed result and remembering the query contexts it was given. */
function recordingRunner(result: ChartQueryResult): { run: ChartDataRunner; contexts: unknown[] } {
  const contexts: unknown[] = [];
  return { contexts, run: async (_access, context) => (contexts.push(context), { result: [result] }) };
}

const tableForm = LegacyFormData.parse({
  datasource: '1__table',
  viz_type: 'table',
  groupby: ['state'],
  metrics: ['count'],
  time_range: '2000-01-01 : 2001-01-01',
});

describe('exploreJson', () => {
  it("answers Superset's legacy payload for a table", async () => {
    // Arrange
    const runner = recordingRunner({
      cache_key: 'k1',
      cached_dttm: null,
      cache_timeout: 300,
      is_cached: false,
      query: 'SELECT 1',
      status: 'success',
      rowcount: 1,
      colnames: ['state', 'count'],
      coltypes: [1, 0],
      data: [{ state: 'CA', count: 7 }],
    });

    // Act
    const answer = await exploreJson(CALLER, tableForm, { responseType: 'json', force: false }, runner.run);

    // Assert
    expect(answer).toEqual({
      kind: 'json',
      body: {
        cache_key: 'k1',
        cached_dttm: null,
        cache_timeout: 300,
        data: { records: [{ state: 'CA', count: 7 }], columns: ['state', 'count'] },
        error: null,
        errors: [],
        form_data: tableForm,
        is_cached: false,
        query: 'SELECT 1',
        status: 'success',
        stacktrace: null,
        rowcount: 1,
        colnames: ['state', 'count'],
        coltypes: [1, 0],
        from_dttm: Date.UTC(2000, 0, 1),
        to_dttm: Date.UTC(2001, 0, 1),
        applied_filters: [],
        rejected_filters: [],
      },
    });
  });

  it('asks the chart data service for the query text with ?query=true', async () => {
    // Arrange
    const runner = recordingRunner({ query: 'SELECT state, COUNT(*) AS count FROM birth_names', language: 'sql' });

    // Act
    const answer = await exploreJson(CALLER, tableForm, { responseType: 'query', force: true }, runner.run);

    // Assert
    expect([answer, runner.contexts]).toEqual([
      { kind: 'json', body: { query: 'SELECT state, COUNT(*) AS count FROM birth_names', language: 'sql' } },
      [expect.objectContaining({ result_type: 'query', force: true })],
    ]);
  });

  it('answers CSV rows with ?csv=true', async () => {
    // Arrange
    const runner = recordingRunner({
      colnames: ['state', 'count'],
      data: [
        { state: 'CA', count: 7 },
        { state: 'N,Y', count: 3 },
      ],
    });

    // Act
    const answer = await exploreJson(CALLER, tableForm, { responseType: 'csv', force: false }, runner.run);

    // Assert
    expect(answer).toEqual({ kind: 'csv', text: 'state,count\nCA,7\n"N,Y",3\n' });
  });

  it('escapes formula text and column names in ?csv=true rows, as every CSV export does', async () => {
    // Arrange
    const runner = recordingRunner({ colnames: ['=state', 'count'], data: [{ '=state': '+1+1', count: -7 }] });

    // Act
    const answer = await exploreJson(CALLER, tableForm, { responseType: 'csv', force: false }, runner.run);

    // Assert
    expect(answer).toEqual({ kind: 'csv', text: "'=state,count\n'+1+1,-7\n" });
  });

  it('answers NVD3 series for a line chart', async () => {
    // Arrange
    const formData = LegacyFormData.parse({
      datasource: '1__table',
      viz_type: 'line',
      metrics: ['sum__num'],
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
    });
    const runner = recordingRunner({
      colnames: ['__timestamp', 'sum__num'],
      data: [{ __timestamp: JAN, sum__num: 5 }],
    });

    // Act
    const answer = await exploreJson(CALLER, formData, { responseType: 'json', force: false }, runner.run);

    // Assert
    expect(answer.kind === 'json' && (answer.body as { data: unknown }).data).toEqual([
      { key: 'sum__num', values: [{ x: JAN, y: 5 }] },
    ]);
  });
});
