import rison from 'rison';
import { ExploreResponse } from '#shared/api/explore.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { referenceRows } from '../charts/chart-client.ts';
import { createRoleViaApi, permissionViewIdOf, ROLE_IDS, userClient } from '../security/security-client.ts';
import { datasetItemProblems, datasetListProblems } from './dataset-contract.ts';

const client = useApiClient<JsonBody>();
let alpha: ApiClient<JsonBody>;
let gamma: ApiClient<JsonBody>;

beforeAll(async () => {
  [alpha, gamma] = await Promise.all([
    userClient(client, 'create_alpha', [ROLE_IDS.Alpha]),
    userClient(client, 'create_gamma', [ROLE_IDS.Gamma]),
  ]);
});

const create = (body: Record<string, unknown>) => client.post('/api/v1/dataset/', body);
const columnsOf = (result: { columns: { column_name: string; type: string; is_dttm: boolean }[] }) =>
  result.columns.map((column) => [column.column_name, column.type, column.is_dttm]);

describe('POST /api/v1/dataset/ (physical)', () => {
  it('registers an engine table with its columns, a count metric and the caller as owner', async () => {
    // Act: birth_names without a schema is another dataset than the example's `main.birth_names`
    const created = await create({ database: 1, table_name: 'birth_names' });
    const shown = await client.get(`/api/v1/dataset/${created.body.id}`);

    // Assert
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(Number), result: { database: 1, table_name: 'birth_names' } },
    });
    expect(datasetItemProblems(shown.body as { result: Record<string, unknown> })).toEqual([]);
    const { result } = shown.body;
    expect({
      kind: result.kind,
      schema: result.schema,
      sql: result.sql,
      main_dttm_col: result.main_dttm_col,
      owners: result.owners,
      columns: columnsOf(result),
      metrics: result.metrics.map((metric: JsonBody) => [metric.metric_name, metric.expression, metric.verbose_name]),
    }).toEqual({
      kind: 'physical',
      schema: null,
      sql: null,
      main_dttm_col: 'ds',
      owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
      columns: [
        ['ds', 'TIMESTAMP', true],
        ['gender', 'VARCHAR', false],
        ['name', 'VARCHAR', false],
        ['num', 'BIGINT', false],
        ['state', 'VARCHAR', false],
        ['num_boys', 'BIGINT', false],
        ['num_girls', 'BIGINT', false],
      ],
      metrics: [['count', 'COUNT(*)', 'COUNT(*)']],
    });
  });

  it("refuses a name another dataset has, in Superset's words", async () => {
    // Act
    const response = await create({ database: 1, schema: 'main', table_name: 'birth_names' });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: { message: { table: ['Dataset main.birth_names already exists'] } },
    });
  });

  it('refuses a table the engine does not have', async () => {
    // Act
    const response = await create({ database: 1, schema: 'main', table_name: 'no_such_table' });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: {
        message: {
          table: [
            'Table [main.no_such_table] could not be found, please double check your database connection, schema, and table name',
          ],
        },
      },
    });
  });

  it('refuses an unknown database and unknown owners together', async () => {
    // Act
    const response = await create({ database: 99, table_name: 'birth_names', owners: [4242] });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: { message: { database: ['Database does not exist'], owners: ['Owners are invalid'] } },
    });
  });

  it.each([
    [{ table_name: 'x' }, { database: ['Missing data for required field.'] }],
    [{ database: 1, table_name: '' }, { table_name: ['Length must be between 1 and 250.'] }],
    [{ database: 1, table_name: 'x', colour: 'red' }, { colour: ['Unknown field.'] }],
  ])('answers 400 for the body %j', async (body, message) => {
    // Act
    const response = await create(body);

    // Assert
    expect(response).toEqual({ status: 400, body: { message } });
  });
});

describe('POST /api/v1/dataset/ (virtual)', () => {
  it('reads the columns of its SQL from the engine', async () => {
    // Act
    const created = await create({
      database: 1,
      schema: 'main',
      table_name: 'california_names',
      sql: "SELECT name, num, ds FROM birth_names WHERE state = 'CA';",
    });
    const shown = await client.get(`/api/v1/dataset/${created.body.id}`);

    // Assert
    expect(created.status).toBe(201);
    const { result } = shown.body;
    expect([result.kind, result.sql, result.main_dttm_col, columnsOf(result)]).toEqual([
      'virtual',
      "SELECT name, num, ds FROM birth_names WHERE state = 'CA'",
      'ds',
      [
        ['name', 'VARCHAR', false],
        ['num', 'BIGINT', false],
        ['ds', 'TIMESTAMP', true],
      ],
    ]);
  });

  it.each([
    ['DELETE FROM birth_names', 'Only `SELECT` statements are allowed'],
    ['SHOW TABLES', 'Only `SELECT` statements are allowed'],
    ['SELECT 1; SELECT 2', 'Only single queries supported'],
    ['SELECT 1) AS t, (SELECT 2', 'Only single queries supported'],
  ])('refuses %j', async (sql, message) => {
    // Act
    const response = await create({ database: 1, table_name: 'refused', sql });

    // Assert
    expect(response).toEqual({ status: 422, body: { message: { sql: [message] } } });
  });

  it('refuses template parameters that are no JSON object', async () => {
    // Act
    const response = await create({
      database: 1,
      table_name: 'templated',
      sql: 'SELECT {{ n }} AS n',
      template_params: '{"n": ',
    });

    // Assert
    expect(response).toEqual({ status: 422, body: { message: { template_params: ['JSON not valid'] } } });
  });

  it("answers Superset's create failure when the engine cannot run the SQL", async () => {
    // Act
    const response = await create({ database: 1, table_name: 'broken', sql: 'SELECT * FROM no_such_table' });

    // Assert
    expect(response).toEqual({ status: 422, body: { message: 'Dataset could not be created.' } });
  });

  it('charts as a sub-query with its template parameters rendered', async () => {
    // Arrange
    const sql = "SELECT name, num FROM birth_names WHERE state = '{{ state }}'";
    const created = await create({
      database: 1,
      table_name: 'names_by_state',
      sql,
      template_params: '{"state": "TX"}',
    });
    const context = {
      datasource: { id: created.body.id, type: 'table' },
      queries: [
        {
          columns: ['name'],
          metrics: [{ label: 'total', expressionType: 'SQL', sqlExpression: 'SUM(num)' }],
          orderby: [['total', false]],
          row_limit: 3,
        },
      ],
    };

    // Act
    const answer = await client.post('/api/v1/chart/data', context);

    // Assert
    const expected = await referenceRows(
      client,
      "SELECT name, SUM(num) AS total FROM {birth_names} WHERE state = 'TX' GROUP BY name ORDER BY total DESC LIMIT 3",
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result[0].data).toEqual(expected.map((row) => ({ name: row.name, total: Number(row.total) })));
    expect(answer.body.result[0].query).toContain(`WHERE state = 'TX'\n) AS "virtual_table"`);
  });
});

describe('a new dataset elsewhere in the API', () => {
  it('is listed, filtered as virtual, and opens in Explore', async () => {
    // Arrange
    const created = await create({
      database: 1,
      schema: 'main',
      table_name: 'listed_names',
      sql: 'SELECT name, ds FROM birth_names',
    });
    const virtualOnly = {
      filters: [
        { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
        { col: 'table_name', opr: 'eq', value: 'listed_names' },
      ],
    };

    // Act
    const listed = await client.get(`/api/v1/dataset/?q=${encodeURIComponent(rison.encode(virtualOnly))}`);
    const explore = await client.get(
      `/api/v1/explore/?datasource_type=table&datasource_id=${created.body.id}&viz_type=table`,
    );

    // Assert
    expect(datasetListProblems(listed.body as { result: Record<string, unknown>[] })).toEqual([]);
    expect(listed.body.result.map((row: JsonBody) => [row.id, row.kind, row.sql, row.explore_url])).toEqual([
      [
        created.body.id,
        'virtual',
        'SELECT name, ds FROM birth_names',
        `/explore/?datasource_type=table&datasource_id=${created.body.id}`,
      ],
    ]);
    expect(ExploreResponse.parse(explore.body)).toEqual(explore.body);
    const { dataset } = explore.body.result;
    expect([
      explore.status,
      dataset.id,
      dataset.sql,
      dataset.main_dttm_col,
      dataset.columns.map((column: JsonBody) => column.column_name),
    ]).toEqual([200, created.body.id, 'SELECT name, ds FROM birth_names', 'ds', ['name', 'ds']]);
  });
});

describe('who may create a dataset', () => {
  it('lets an Alpha (every datasource) create one they then own, and refuses Gamma by its role', async () => {
    // Act
    const byAlpha = await alpha.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'alpha_names',
      sql: 'SELECT name FROM birth_names',
    });
    const byGamma = await gamma.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'gamma_names',
      sql: 'SELECT name FROM birth_names',
    });

    // Assert
    const shown = await alpha.get(`/api/v1/dataset/${byAlpha.body.id}`);
    expect([byAlpha.status, shown.body.result.owners.map((owner: JsonBody) => owner.first_name), byGamma]).toEqual([
      201,
      ['First'],
      { status: 403, body: { message: 'Forbidden' } },
    ]);
  });
});

describe('what a dataset may read', () => {
  it('needs the schema for a physical table and the whole database for virtual SQL', async () => {
    // Arrange: a Gamma user who may write datasets and read schema `main` only; flights' example dataset is gone
    const roleId = await createRoleViaApi(client, 'main_writers');
    const pairs = await Promise.all([
      permissionViewIdOf(client, 'schema_access', '[examples].[main]'),
      permissionViewIdOf(client, 'can_write', 'Dataset'),
    ]);
    await client.post(`/api/v1/security/roles/${roleId}/permissions`, { permission_view_menu_ids: pairs });
    const writer = await userClient(client, 'main_writer', [ROLE_IDS.Gamma, roleId]);
    const flights = (
      await client.get(
        `/api/v1/dataset/?q=${encodeURIComponent(rison.encode({ filters: [{ col: 'table_name', opr: 'eq', value: 'flights' }] }))}`,
      )
    ).body.result[0];
    await client.request(`/api/v1/dataset/${flights.id}`, { method: 'DELETE' });

    // Act
    const physical = await writer.post('/api/v1/dataset/', { database: 1, schema: 'main', table_name: 'flights' });
    const noSchema = await writer.post('/api/v1/dataset/', { database: 1, table_name: 'flights' });
    const virtual = await writer.post('/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'sneaky',
      sql: 'SELECT * FROM birth_names',
    });

    // Assert
    expect([physical.status, noSchema, virtual]).toEqual([
      201,
      {
        status: 422,
        body: {
          message: {
            sql: [
              'You need access to the following tables: `flights`, `all_database_access` or `all_datasource_access` permission',
            ],
          },
        },
      },
      {
        status: 422,
        body: {
          message: {
            sql: ['You need access to the database examples (`database_access` or `all_database_access`) to query it.'],
          },
        },
      },
    ]);
  });
});
