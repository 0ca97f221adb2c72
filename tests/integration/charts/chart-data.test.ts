import { describe, expect, it } from 'vitest';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import { contractProblems } from '../../contract/openapi.ts';
import { useApiClient } from '../helpers/api-client.ts';
import { birthNamesContext, referenceRows } from './chart-client.ts';

const client = useApiClient();
const chartData = (body: unknown) => client.post('/api/v1/chart/data', body);

/** Births per gender, most first, straight from the Parquet file. */
async function countsByGender(): Promise<{ gender: string; count: number }[]> {
  const rows = await referenceRows(
    client,
    'SELECT gender, COUNT(*)::INTEGER AS count FROM {birth_names} GROUP BY gender ORDER BY count DESC',
  );
  return rows as { gender: string; count: number }[];
}

describe('POST /api/v1/chart/data, synchronous JSON', () => {
  it('answers a full result in Superset ChartDataResponseSchema', async () => {
    // Arrange
    const expectedData = await countsByGender();

    // Act
    const { status, body } = await chartData(birthNamesContext({}, { custom_cache_timeout: -1 }));

    // Assert
    expect(status).toBe(200);
    expect(contractProblems('POST', '/api/v1/chart/data', 200, body)).toEqual([]);
    expect(body).toEqual({
      result: [
        {
          cache_key: expect.stringMatching(/^[0-9a-f]{64}$/),
          cached_dttm: null,
          cache_timeout: -1,
          is_cached: false,
          query:
            'SELECT "gender" AS "gender", COUNT(*) AS "count"\nFROM "main"."birth_names"\nGROUP BY "gender"\nORDER BY COUNT(*) DESC\nLIMIT 10',
          language: 'sql',
          colnames: ['gender', 'count'],
          coltypes: [1, 0],
          data: expectedData,
          rowcount: expectedData.length,
          sql_rowcount: expectedData.length,
          applied_filters: [],
          rejected_filters: [],
          from_dttm: null,
          to_dttm: null,
          annotation_data: [],
          applied_template_filters: [],
          label_map: { gender: ['gender'], count: ['count'] },
          status: 'success',
          error: null,
          stacktrace: null,
          result_format: 'json',
        },
      ],
    });
  });

  it('answers the compiled SQL for result_type query', async () => {
    // Act
    const { status, body } = await chartData(birthNamesContext({}, { result_type: 'query' }));

    // Assert
    expect({ status, body }).toEqual({
      status: 200,
      body: {
        result: [
          {
            query:
              'SELECT "gender" AS "gender", COUNT(*) AS "count"\nFROM "main"."birth_names"\nGROUP BY "gender"\nORDER BY COUNT(*) DESC\nLIMIT 10',
            language: 'sql',
          },
        ],
      },
    });
  });

  it('answers only the data for result_type results', async () => {
    // Arrange
    const expectedData = await countsByGender();

    // Act
    const { status, body } = await chartData(birthNamesContext({}, { result_type: 'results' }));

    // Assert
    expect({ status, body }).toEqual({
      status: 200,
      body: {
        result: [{ data: expectedData, colnames: ['gender', 'count'], coltypes: [1, 0], rowcount: 2, sql_rowcount: 2 }],
      },
    });
  });

  it('answers the same full result for result_type post_processed', async () => {
    // Arrange
    const full = await chartData(birthNamesContext());

    // Act
    const postProcessed = await chartData(birthNamesContext({}, { result_type: 'post_processed' }));

    // Assert
    expect(postProcessed.status).toBe(200);
    expect(postProcessed.body).toEqual(full.body);
  });

  it('answers raw stored rows for result_type samples, ignoring the chart metrics and ordering', async () => {
    // Arrange
    const expected = await referenceRows(
      client,
      "SELECT epoch_ms(ds)::DOUBLE AS ds, gender, name, num::INTEGER AS num FROM {birth_names} WHERE state = 'CA' LIMIT 3",
    );

    // Act
    const { status, body } = await chartData(
      birthNamesContext({ row_limit: 3, filters: [{ col: 'state', op: '==', val: 'CA' }] }, { result_type: 'samples' }),
    );

    // Assert
    const [result] = (body as { result: { colnames: string[]; rowcount: number; data: Record<string, unknown>[] }[] })
      .result;
    expect(status).toBe(200);
    expect(result!.colnames).toEqual(['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls']);
    expect(result!.data.map(({ ds, gender, name, num }) => ({ ds, gender, name, num }))).toEqual(expected);
  });

  it('answers every active column un-aggregated for result_type drill_detail', async () => {
    // Act
    const { status, body } = await chartData(
      birthNamesContext({ row_limit: 2, orderby: [] }, { result_type: 'drill_detail' }),
    );

    // Assert
    const [result] = (body as { result: { colnames: string[]; coltypes: number[]; rowcount: number }[] }).result;
    expect(status).toBe(200);
    expect([result!.colnames, result!.coltypes, result!.rowcount]).toEqual([
      ['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls', 'num_california'],
      [2, 1, 1, 0, 1, 0, 0, 0],
      2,
    ]);
  });

  it('lists the dataset columns for result_type columns', async () => {
    // Act
    const { status, body } = await chartData(birthNamesContext({}, { result_type: 'columns' }));

    // Assert
    expect({ status, body }).toEqual({
      status: 200,
      body: {
        result: [
          {
            data: [
              { column_name: 'ds', verbose_name: 'Year', dtype: 'TIMESTAMP' },
              { column_name: 'gender', verbose_name: null, dtype: 'VARCHAR' },
              { column_name: 'name', verbose_name: null, dtype: 'VARCHAR' },
              { column_name: 'num', verbose_name: null, dtype: 'BIGINT' },
              { column_name: 'state', verbose_name: null, dtype: 'VARCHAR' },
              { column_name: 'num_boys', verbose_name: null, dtype: 'BIGINT' },
              { column_name: 'num_girls', verbose_name: null, dtype: 'BIGINT' },
              { column_name: 'num_california', verbose_name: null, dtype: null },
            ],
          },
        ],
      },
    });
  });

  it('lists the dialect time grains with names and expressions for result_type timegrains', async () => {
    // Act
    const { status, body } = await chartData(birthNamesContext({}, { result_type: 'timegrains' }));

    // Assert
    const [result] = (body as { result: { data: { name: string; function: string; duration: string }[] }[] }).result;
    expect(status).toBe(200);
    expect(result!.data.map(({ name, duration }) => ({ name, duration }))).toEqual(
      TIME_GRAINS.map(({ name, duration }) => ({ name, duration })),
    );
    expect(result!.data.find((grain) => grain.duration === 'P1Y')).toEqual({
      name: 'Year',
      function: "date_trunc('year', CAST({col} AS TIMESTAMP))",
      duration: 'P1Y',
    });
  });

  it('joins time comparisons and applies post-processing', async () => {
    // Arrange
    const yearly = await referenceRows(
      client,
      "SELECT epoch_ms(date_trunc('year', ds))::DOUBLE AS ds, SUM(num)::INTEGER AS total FROM {birth_names} WHERE ds >= '1999-01-01' AND ds < '2003-01-01' GROUP BY 1 ORDER BY 1",
    );
    const totals = new Map(yearly.map((row) => [row.ds as number, row.total as number]));
    const year = (y: number) => Date.UTC(y, 0, 1);
    const axis = { sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', label: 'ds' };
    const pivot = {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: [],
        aggregates: { sum__num: { operator: 'mean' }, 'sum__num__1 year ago': { operator: 'mean' } },
      },
    };

    // Act
    const { status, body } = await chartData(
      birthNamesContext({
        columns: [axis],
        metrics: ['sum__num'],
        orderby: [],
        time_range: '2000-01-01 : 2003-01-01',
        time_offsets: ['1 year ago'],
        post_processing: [pivot, { operation: 'flatten' }],
      }),
    );

    // Assert
    const [result] = (body as { result: Record<string, unknown>[] }).result;
    expect(status).toBe(200);
    expect(result).toMatchObject({
      colnames: ['ds', 'sum__num', 'sum__num__1 year ago'],
      coltypes: [2, 0, 0],
      from_dttm: year(2000),
      to_dttm: year(2003),
      data: [2000, 2001, 2002].map((y) => ({
        ds: year(y),
        sum__num: totals.get(year(y)),
        'sum__num__1 year ago': totals.get(year(y - 1)),
      })),
    });
  });

  it('answers an empty result as the engine gave it, without post-processing it (Superset skips an empty frame)', async () => {
    // Arrange: a time series by gender whose filter matches nothing; its rename names columns a pivot of nothing lacks
    const axis = { sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', label: 'ds' };
    const pivot = {
      operation: 'pivot',
      options: { index: ['ds'], columns: ['gender'], aggregates: { sum__num: { operator: 'mean' } } },
    };
    const rename = { operation: 'rename', options: { columns: { sum__num: null }, level: 0, inplace: true } };
    const filters = [{ col: 'gender', op: '==', val: 'nobody' }];

    // Act
    const { status, body } = await chartData(
      birthNamesContext({
        columns: [axis, 'gender'],
        metrics: ['sum__num'],
        filters,
        post_processing: [pivot, rename, { operation: 'flatten' }],
      }),
    );

    // Assert
    const [result] = (body as { result: Record<string, unknown>[] }).result;
    expect([status, result?.colnames, result?.data, result?.rowcount]).toEqual([
      200,
      ['ds', 'gender', 'sum__num'],
      [],
      0,
    ]);
  });

  it('answers one result per query object', async () => {
    // Arrange
    const context = birthNamesContext();
    const second = { columns: [], metrics: ['count'], orderby: [], row_limit: 1 };

    // Act
    const { status, body } = await chartData({ ...context, queries: [...(context.queries as unknown[]), second] });

    // Assert
    const results = (body as { result: { data: unknown }[] }).result;
    expect(status).toBe(200);
    expect(results.map((result) => result.data)).toEqual([await countsByGender(), [{ count: 75_691 }]]);
  });
});

describe('POST /api/v1/chart/data refusals', () => {
  it.each([
    [
      'an invalid query object',
      birthNamesContext({ row_limit: 'ten' }),
      400,
      { message: { 'queries.0.row_limit': ['row_limit is expected to be an integer'] } },
    ],
    [
      'an unknown dataset',
      birthNamesContext({}, { datasource: { id: 999, type: 'table' } }),
      404,
      { message: 'Dataset not found' },
    ],
    [
      'a time comparison without a bounded time range',
      birthNamesContext({ time_offsets: ['1 year ago'] }),
      400,
      { message: 'An enclosed time range (both start and end) must be specified when using a Time Comparison.' },
    ],
  ])('refuses %s', async (_what, body, status, answer) => {
    // Act
    const response = await chartData(body);

    // Assert
    expect({ status: response.status, body: response.body }).toEqual({ status, body: answer });
  });

  it('answers an engine failure in the detailed errors shape', async () => {
    // Arrange
    const broken = { expressionType: 'SQL', sqlExpression: 'SUM(nope)', label: 'broken' };

    // Act
    const { status, body } = await chartData(birthNamesContext({ metrics: [broken], orderby: [] }));

    // Assert
    expect({ status, body }).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: expect.stringContaining('Referenced column "nope" not found'),
            error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
            level: 'error',
            extra: { engine_name: 'DuckDB' },
          },
        ],
      },
    });
  });

  it("answers a sum over a text column in plain words, without the engine's candidate list", async () => {
    // Arrange
    const sumOfNames = {
      expressionType: 'SIMPLE',
      column: { column_name: 'name' },
      aggregate: 'SUM',
      label: 'SUM(name)',
    };

    // Act
    const { status, body } = await chartData(birthNamesContext({ metrics: [sumOfNames], orderby: [] }));

    // Assert
    expect({ status, body }).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'SUM cannot be applied to column "name" of type VARCHAR',
            error_type: 'GENERIC_DB_ENGINE_ERROR',
            level: 'error',
            extra: { engine_name: 'DuckDB' },
          },
        ],
      },
    });
  });
});
