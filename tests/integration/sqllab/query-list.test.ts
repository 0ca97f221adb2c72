import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueryRecord } from '#shared/sqllab/query-types.ts';
import { nextId } from '#functions/lib/counters.ts';
import { insertQuery } from '#functions/sqllab/queries/repository.ts';
import { queryRecord } from '../../unit/sqllab/query-record.ts';
import { type ApiClient, useApiClient } from '../helpers/api-client.ts';
import { createSqlLabUser } from './sqllab-client.ts';

const admin = useApiClient();
let erin: ApiClient;
let frank: ApiClient;
let erinId: number;
let frankId: number;

/** Start of the first seeded query (epoch ms); the others start a second apart. */
const T0 = 1_750_000_000_000;

async function userId(client: ApiClient): Promise<number> {
  return ((await client.get('/api/v1/me/')).body as { result: { id: number } }).result.id;
}

async function seed(userIdOf: number, username: string, offset: number, fields: Partial<QueryRecord>): Promise<number> {
  const id = await nextId('default', 'query');
  await insertQuery(
    'default',
    queryRecord({
      id,
      clientId: `list-${id}`,
      startDttm: T0 + offset,
      endDttm: T0 + offset + 250,
      changed_on: new Date(T0 + offset + 250).toISOString(),
      user_id: String(userIdOf),
      user: username,
      ...fields,
    }),
  );
  return id;
}

let births: number;

beforeAll(async () => {
  [erin, frank] = await Promise.all([createSqlLabUser(admin, 'erin'), createSqlLabUser(admin, 'frank')]);
  [erinId, frankId] = await Promise.all([userId(erin), userId(frank)]);
  births = await seed(erinId, 'erin', 0, { sql: 'SELECT name FROM birth_names', tab: 'Births', rows: 10 });
  await seed(erinId, 'erin', 1000, { sql: 'SELECT nope', state: 'failed', rows: null, tab: 'Broken' });
  await seed(erinId, 'erin', 2000, { sql: 'SELECT * FROM airports', state: 'stopped', rows: 3, tab: 'Airports' });
  await seed(frankId, 'frank', 3000, { sql: 'SELECT 42', tab: 'Answer', rows: 1 });
});

type ListBody = { count: number; ids: number[]; result: { sql: string }[] };

async function sqls(client: ApiClient, query?: Record<string, unknown>): Promise<{ count: number; sql: string[] }> {
  const response = await client.get(`/api/v1/query/${query ? `?q=${encodeURIComponent(rison.encode(query))}` : ''}`);
  const body = response.body as ListBody;
  return { count: body.count, sql: body.result.map((item) => item.sql) };
}

describe('GET /api/v1/query/', () => {
  it("lists the caller's own queries, latest change first, in Superset's shape", async () => {
    // Act
    const response = await erin.get(
      `/api/v1/query/?q=${rison.encode({ filters: [{ col: 'sql', opr: 'ct', value: 'birth' }] })}`,
    );

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        count: 1,
        ids: [births],
        result: [
          {
            id: births,
            changed_on: new Date(T0 + 250).toISOString(),
            database: { database_name: 'examples' },
            executed_sql: 'SELECT 1 LIMIT 1001',
            rows: 10,
            schema: 'main',
            sql: 'SELECT name FROM birth_names',
            sql_tables: [{ catalog: null, schema: null, table: 'birth_names' }],
            status: 'success',
            tab_name: 'Births',
            user: { id: erinId, first_name: 'erin', last_name: 'Analyst' },
            start_time: T0,
            end_time: T0 + 250,
            tmp_table_name: null,
            tracking_url: null,
          },
        ],
        list_columns: expect.arrayContaining(['id', 'status', 'start_time', 'user.first_name']),
        order_columns: [
          'changed_on',
          'database.database_name',
          'rows',
          'schema',
          'start_time',
          'sql',
          'tab_name',
          'user.first_name',
        ],
        list_title: 'List Query',
      },
    });
  });

  it('answers the latest change first by default', async () => {
    // Act
    const listed = await sqls(erin);

    // Assert
    expect(listed).toEqual({
      count: 3,
      sql: ['SELECT * FROM airports', 'SELECT nope', 'SELECT name FROM birth_names'],
    });
  });

  it("shows every user's queries to an Admin", async () => {
    // Act
    const listed = await sqls(admin);

    // Assert
    expect(listed).toEqual({
      count: 4,
      sql: ['SELECT 42', 'SELECT * FROM airports', 'SELECT nope', 'SELECT name FROM birth_names'],
    });
  });

  it.each([
    ['state', [{ col: 'status', opr: 'eq', value: 'failed' }], ['SELECT nope']],
    ['SQL text', [{ col: 'sql', opr: 'ct', value: 'AIRPORTS' }], ['SELECT * FROM airports']],
    [
      'database',
      [{ col: 'database', opr: 'rel_o_m', value: 1 }],
      ['SELECT * FROM airports', 'SELECT nope', 'SELECT name FROM birth_names'],
    ],
    [
      'a start time range',
      [
        { col: 'start_time', opr: 'gt', value: T0 + 500 },
        { col: 'start_time', opr: 'lt', value: T0 + 1500 },
      ],
      ['SELECT nope'],
    ],
    [
      'changes after an ISO time',
      [{ col: 'changed_on', opr: 'gt', value: new Date(T0 + 2000).toISOString() }],
      ['SELECT * FROM airports'],
    ],
  ])('filters by %s', async (_case, filters, expected) => {
    // Act
    const listed = await sqls(erin, { filters });

    // Assert
    expect(listed.sql).toEqual(expected);
  });

  it('filters by user for an Admin', async () => {
    // Act
    const listed = await sqls(admin, { filters: [{ col: 'user', opr: 'rel_o_m', value: frankId }] });

    // Assert
    expect(listed).toEqual({ count: 1, sql: ['SELECT 42'] });
  });

  it('orders by rows and pages', async () => {
    // Act
    const listed = await sqls(erin, { order_column: 'rows', order_direction: 'desc', page: 0, page_size: 2 });

    // Assert
    expect(listed).toEqual({ count: 3, sql: ['SELECT name FROM birth_names', 'SELECT * FROM airports'] });
  });

  it.each([
    ['text that is not Rison', '(oops', 'Not a valid rison/json argument'],
    [
      'a column that cannot be filtered',
      rison.encode({ filters: [{ col: 'executed_sql', opr: 'ct', value: 'x' }] }),
      'Filter column: executed_sql not allowed to filter',
    ],
    ['a column that cannot order', rison.encode({ order_column: 'status' }), 'Invalid order by column: status'],
  ])('refuses %s with 400', async (_case, q, message) => {
    // Act
    const response = await erin.get(`/api/v1/query/?q=${encodeURIComponent(q)}`);

    // Assert
    expect(response).toEqual({ status: 400, body: { message } });
  });
});

describe('GET /api/v1/query/related/{column_name} and distinct/status', () => {
  it('answers the databases the caller may see', async () => {
    // Act
    const response = await erin.get(`/api/v1/query/related/database?q=${rison.encode({ filter: 'exam' })}`);

    // Assert
    expect(response).toEqual({ status: 200, body: { count: 1, result: [{ value: 1, text: 'examples', extra: {} }] } });
  });

  it('answers users by name', async () => {
    // Act
    const response = await erin.get(`/api/v1/query/related/user?q=${rison.encode({ filter: 'fran' })}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: { count: 1, result: [{ value: frankId, text: 'frank Analyst', extra: {} }] },
    });
  });

  it("answers the states of the caller's queries", async () => {
    // Act
    const response = await erin.get('/api/v1/query/distinct/status');

    // Assert
    expect(response).toEqual({
      status: 200,
      body: { count: 3, result: ['failed', 'stopped', 'success'].map((value) => ({ text: value, value })) },
    });
  });

  it.each(['/api/v1/query/related/owners', '/api/v1/query/distinct/sql'])('answers 404 for %s', async (path) => {
    // Act
    const response = await erin.get(path);

    // Assert
    expect(response.status).toBe(404);
  });
});

describe('GET /api/v1/saved_query/related/{column_name}', () => {
  it('answers the databases the caller may see', async () => {
    // Act
    const response = await erin.get('/api/v1/saved_query/related/database');

    // Assert
    expect(response).toEqual({ status: 200, body: { count: 1, result: [{ value: 1, text: 'examples', extra: {} }] } });
  });

  it('answers creators by name', async () => {
    // Act
    const response = await erin.get(`/api/v1/saved_query/related/created_by?q=${rison.encode({ filter: 'erin' })}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: { count: 1, result: [{ value: erinId, text: 'erin Analyst', extra: {} }] },
    });
  });
});
