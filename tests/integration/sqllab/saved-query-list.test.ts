import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { type ApiClient, useApiClient } from '../helpers/api-client.ts';
import { createSqlLabUser } from './sqllab-client.ts';

const admin = useApiClient();
let carol: ApiClient;
let dave: ApiClient;

const carolsQueries = [
  {
    label: 'Births by state',
    description: 'per state',
    db_id: 1,
    schema: 'main',
    sql: 'SELECT state FROM birth_names',
  },
  { label: 'Airport list', description: 'all airports', db_id: 1, schema: 'main', sql: 'SELECT * FROM airports' },
  {
    label: 'Sales',
    description: 'revenue by deal size',
    db_id: 1,
    schema: 'other',
    sql: 'SELECT deal_size FROM cleaned_sales_data',
  },
];

beforeAll(async () => {
  [carol, dave] = await Promise.all([createSqlLabUser(admin, 'carol'), createSqlLabUser(admin, 'dave')]);
  for (const body of carolsQueries) await carol.post('/api/v1/saved_query/', body);
  await dave.post('/api/v1/saved_query/', { label: "Dave's births", db_id: 1, sql: 'SELECT 1 FROM birth_names' });
});

type ListBody = { count: number; ids: number[]; result: { label: string }[] };

async function labels(
  client: ApiClient,
  query?: Record<string, unknown>,
): Promise<{ count: number; labels: string[] }> {
  const response = await client.get(
    `/api/v1/saved_query/${query ? `?q=${encodeURIComponent(rison.encode(query))}` : ''}`,
  );
  const body = response.body as ListBody;
  return { count: body.count, labels: body.result.map((item) => item.label) };
}

describe('GET /api/v1/saved_query/', () => {
  it("lists the caller's own saved queries only, in the spec's shape", async () => {
    // Act
    const response = await carol.get('/api/v1/saved_query/');

    // Assert
    const body = response.body as ListBody;
    expect([body.count, body.ids.length, body.result.map((item) => item.label)]).toEqual([
      3,
      3,
      carolsQueries.map((query) => query.label),
    ]);
    expect(
      contractProblems('GET', '/api/v1/saved_query/', 200, response.body).filter(
        (problem) => !/^\/ids\/\d+ must be string/.test(problem),
      ),
    ).toEqual([]);
  });

  it("shows an Admin everyone's", async () => {
    // Act
    const listed = await labels(admin);

    // Assert
    expect(listed.count).toBe(4);
  });

  it.each([
    ['label contains', { filters: [{ col: 'label', opr: 'ct', value: 'birth' }] }, ['Births by state']],
    ['schema equals', { filters: [{ col: 'schema', opr: 'eq', value: 'other' }] }, ['Sales']],
    ['sql contains', { filters: [{ col: 'sql', opr: 'ct', value: 'airports' }] }, ['Airport list']],
    [
      'database',
      { filters: [{ col: 'database', opr: 'rel_o_m', value: 1 }] },
      carolsQueries.map((query) => query.label),
    ],
    [
      'all text, through the description',
      { filters: [{ col: 'label', opr: 'all_text', value: 'REVENUE' }] },
      ['Sales'],
    ],
    ['favourites (none are kept)', { filters: [{ col: 'id', opr: 'saved_query_is_fav', value: true }] }, []],
  ])('filters by %s', async (_case, query, expected) => {
    // Act
    const listed = await labels(carol, query);

    // Assert
    expect(listed.labels).toEqual(expected);
  });

  it('filters by creator', async () => {
    // Arrange
    const daveId = ((await dave.get('/api/v1/saved_query/')).body as { result: { created_by: { id: number } }[] })
      .result[0]?.created_by.id;

    // Act
    const listed = await labels(admin, { filters: [{ col: 'created_by', opr: 'rel_o_m', value: daveId }] });

    // Assert
    expect(listed.labels).toEqual(["Dave's births"]);
  });

  it('orders by label descending and pages', async () => {
    // Act
    const listed = await labels(carol, { order_column: 'label', order_direction: 'desc', page: 1, page_size: 2 });

    // Assert
    expect(listed).toEqual({ count: 3, labels: ['Airport list'] });
  });

  it('orders by database name and by change time', async () => {
    // Act
    const byDatabase = await labels(carol, { order_column: 'database.database_name' });
    const byChange = await labels(carol, { order_column: 'changed_on_delta_humanized', order_direction: 'desc' });

    // Assert
    expect([byDatabase.count, byChange.labels]).toEqual([3, ['Sales', 'Airport list', 'Births by state']]);
  });

  it.each([
    ['text that is not Rison', '(oops', { message: 'Not a valid rison/json argument' }],
    [
      'a column that cannot be filtered',
      rison.encode({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] }),
      { message: 'Filter column: password not allowed to filter' },
    ],
  ])('refuses %s with 400', async (_case, q, body) => {
    // Act
    const response = await carol.get(`/api/v1/saved_query/?q=${encodeURIComponent(q)}`);

    // Assert
    expect(response).toEqual({ status: 400, body });
  });
});
