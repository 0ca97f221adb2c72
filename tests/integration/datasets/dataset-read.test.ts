import rison from 'rison';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import { describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { datasetItemProblems, datasetListProblems } from './dataset-contract.ts';

const client = useApiClient<JsonBody>();
const list = (query: object) => client.get(`/api/v1/dataset/?q=${encodeURIComponent(rison.encode(query))}`);

describe('GET /api/v1/dataset/{pk}', () => {
  it('answers the dataset as Superset shows it, within the contract', async () => {
    // Act
    const { status, body } = await client.get('/api/v1/dataset/1');

    // Assert
    expect(status).toBe(200);
    expect(datasetItemProblems(body as { result: Record<string, unknown> })).toEqual([]);
    const { result } = body;
    expect({
      id: body.id,
      uid: result.uid,
      table_name: result.table_name,
      schema: result.schema,
      kind: result.kind,
      datasource_type: result.datasource_type,
      database: result.database,
      main_dttm_col: result.main_dttm_col,
      owners: result.owners,
      url: result.url,
      changed_on_humanized: result.changed_on_humanized,
      time_grain_sqla: result.time_grain_sqla,
      granularity_sqla: result.granularity_sqla,
      column_names: result.columns.map((column: { column_name: string }) => column.column_name),
      metric_names: result.metrics.map((metric: { metric_name: string }) => metric.metric_name),
      verbose_ds: result.verbose_map.ds,
    }).toEqual({
      id: 1,
      uid: '1__table',
      table_name: 'birth_names',
      schema: 'main',
      kind: 'physical',
      datasource_type: 'table',
      database: { id: 1, database_name: 'examples', backend: 'duckdb', allow_multi_catalog: false },
      main_dttm_col: 'ds',
      owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
      url: '/tablemodelview/edit/1',
      changed_on_humanized: expect.stringMatching(/ago$|^now$/),
      time_grain_sqla: TIME_GRAINS.map((grain) => [grain.duration, grain.name]),
      granularity_sqla: [['ds', 'ds']],
      column_names: ['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls', 'num_california'],
      metric_names: ['count', 'sum__num'],
      verbose_ds: 'Year',
    });
  });

  it('types columns generically', async () => {
    // Act
    const { body } = await client.get('/api/v1/dataset/1');

    // Assert
    const types = Object.fromEntries(
      body.result.columns.map((column: { column_name: string; type_generic: number }) => [
        column.column_name,
        column.type_generic,
      ]),
    );
    expect(types).toEqual({
      ds: 2,
      gender: 1,
      name: 1,
      num: 0,
      state: 1,
      num_boys: 0,
      num_girls: 0,
      num_california: null,
    });
  });

  it('answers 404 for an unknown dataset', async () => {
    // Act
    const response = await client.get('/api/v1/dataset/9999');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('answers 404 for an id that is not an integer', async () => {
    // Act
    const response = await client.get('/api/v1/dataset/abc');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('GET /api/v1/dataset/', () => {
  it('lists every example dataset, within the contract', async () => {
    // Act
    const { status, body } = await list({
      order_column: 'table_name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    });

    // Assert
    expect(status).toBe(200);
    expect(datasetListProblems(body as { result: Record<string, unknown>[] })).toEqual([]);
    expect([body.count, body.result.map((row: { table_name: string }) => row.table_name)]).toEqual([
      9,
      [
        'airports',
        'birth_names',
        'cleaned_sales_data',
        'energy_usage',
        'flights',
        'long_lat',
        'random_time_series',
        'video_game_sales',
        'wb_health_population',
      ],
    ]);
  });

  it('answers one row in the list shape', async () => {
    // Act
    const { body } = await list({ filters: [{ col: 'table_name', opr: 'eq', value: 'birth_names' }] });

    // Assert
    const { uuid, changed_on_utc, changed_on_delta_humanized, ...row } = body.result[0];
    expect([body.count, body.ids, typeof uuid, typeof changed_on_utc, typeof changed_on_delta_humanized, row]).toEqual([
      1,
      [1],
      'string',
      'string',
      'string',
      {
        id: 1,
        table_name: 'birth_names',
        schema: 'main',
        catalog: null,
        sql: null,
        kind: 'physical',
        datasource_type: 'table',
        database: { id: 1, database_name: 'examples' },
        description: expect.any(String),
        default_endpoint: null,
        extra: null,
        explore_url: '/explore/?datasource_type=table&datasource_id=1',
        owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
        changed_by_name: '',
      },
    ]);
  });

  it.each([
    [{ col: 'table_name', opr: 'ct', value: 'sales' }, ['cleaned_sales_data', 'video_game_sales']],
    [{ col: 'table_name', opr: 'sw', value: 'wb' }, ['wb_health_population']],
    [{ col: 'database', opr: 'rel_o_m', value: 2 }, []],
    [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }, []],
  ])('filters with %j', async (filter, expected) => {
    // Act
    const { body } = await list({ filters: [filter], order_column: 'table_name', order_direction: 'asc' });

    // Assert
    expect(body.result.map((row: { table_name: string }) => row.table_name)).toEqual(expected);
  });

  it('pages in descending order', async () => {
    // Act
    const { body } = await list({ order_column: 'table_name', order_direction: 'desc', page: 1, page_size: 2 });

    // Assert
    expect([body.count, body.result.map((row: { table_name: string }) => row.table_name)]).toEqual([
      9,
      ['random_time_series', 'long_lat'],
    ]);
  });

  it('answers 400 for an unknown filter column', async () => {
    // Act
    const response = await list({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] });

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'Filter column: password not allowed to filter' } });
  });
});
