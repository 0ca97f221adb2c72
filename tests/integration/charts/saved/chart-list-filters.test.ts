import { beforeAll, describe, expect, it } from 'vitest';
import { CHART_LIST_COLUMNS } from '#functions/charts/saved/list-shape.ts';
import { contractProblems } from '../../../contract/openapi.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../../helpers/api-client.ts';
import { alphaUser, put, q, saveChart } from './saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
/** Ids of the charts every test lists, by name. */
const ids = { births: 0, sales: 0, games: 0 };

// Ann saves two charts, Ben one which the Admin then edits; Ben favours Ann's first.
beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'ann'), alphaUser(admin, 'ben')]);
  ids.births = await saveChart(ann, { slice_name: 'Alpha births', description: 'first' });
  ids.sales = await saveChart(ann, {
    slice_name: 'Beta sales',
    viz_type: 'bar',
    datasource_id: 2,
    query_context: null,
    certified_by: 'Data team',
  });
  ids.games = await saveChart(ben, {
    slice_name: 'Gamma games',
    viz_type: 'pie',
    datasource_id: 3,
    query_context: null,
  });
  await put(admin, `/api/v1/chart/${ids.games}`, { description: 'checked' });
  await ben.post(`/api/v1/chart/${ids.births}/favorites/`, {});
});

/** The names of the charts a list query answers, by name. */
async function namesOf(client: ApiClient<JsonBody>, query: Record<string, unknown>): Promise<unknown> {
  const response = await client.get(
    `/api/v1/chart/${q({ ...query, order_column: 'slice_name', columns: ['slice_name'] })}`,
  );
  if (response.status !== 200) return response.body;
  return response.body.result.map((row: JsonBody) => row.slice_name);
}

const ALL = ['Alpha births', 'Beta sales', 'Gamma games'];

describe("GET /api/v1/chart/ with Superset's chart filters", () => {
  it.each([
    ['created or changed by the Admin', () => admin, 'chart_created_by_me', ['Gamma games']],
    ['created or changed by Ann', () => ann, 'chart_created_by_me', ['Alpha births', 'Beta sales']],
    [
      'owned, created, changed or favoured by Ben',
      () => ben,
      'chart_owned_created_favored_by_me',
      ['Alpha births', 'Gamma games'],
    ],
  ])('finds the charts %s', async (_case, client, opr, expected) => {
    // Act
    const names = await namesOf(client(), {
      filters: [{ col: opr === 'chart_created_by_me' ? 'created_by' : 'id', opr, value: true }],
    });

    // Assert
    expect(names).toEqual(expected);
  });

  it.each([
    ['certified, true', { col: 'id', opr: 'chart_is_certified', value: true }, ['Beta sales']],
    ['certified, a word that is no boolean (no filter)', { col: 'id', opr: 'chart_is_certified', value: 'yes' }, ALL],
    ['with a creator', { col: 'created_by', opr: 'chart_has_created_by', value: true }, ALL],
    ['without a creator', { col: 'created_by', opr: 'chart_has_created_by', value: false }, []],
    [
      "favourite, 'false' (a non-empty word is true in Python)",
      { col: 'id', opr: 'chart_is_favorite', value: 'false' },
      ['Alpha births'],
    ],
    ['not favourite, 0', { col: 'id', opr: 'chart_is_favorite', value: 0 }, ['Beta sales', 'Gamma games']],
    ['all text, empty (no filter)', { col: 'slice_name', opr: 'chart_all_text', value: '' }, ALL],
    ['all text on the table name', { col: 'slice_name', opr: 'chart_all_text', value: 'VIDEO_GAME' }, ['Gamma games']],
    [
      'all text on the schema, which it does not read',
      { col: 'slice_name', opr: 'chart_all_text', value: 'main.' },
      [],
    ],
    [
      'each value of a list, all holding',
      { col: 'slice_name', opr: 'ct', value: ['alpha', 'births'] },
      ['Alpha births'],
    ],
    ['each value of a list, one failing', { col: 'slice_name', opr: 'ct', value: ['alpha', 'sales'] }, []],
    ['a name not starting with', { col: 'slice_name', opr: 'nsw', value: 'gamma' }, ['Alpha births', 'Beta sales']],
    ['no relation to a creator', { col: 'created_by', opr: 'nrel_o_m', value: 1 }, ALL],
    ['saved after 2000', { col: 'last_saved_at', opr: 'gt', value: '2000-01-01T00:00:00' }, ALL],
    ['saved before 2000', { col: 'last_saved_at', opr: 'lt', value: '2000-01-01' }, []],
    ['saved after a date it cannot read (no filter)', { col: 'last_saved_at', opr: 'gt', value: 'yesterday' }, ALL],
  ])('filters %s', async (_case, filter, expected) => {
    // Act
    const names = await namesOf(ben, { filters: [filter] });

    // Assert
    expect(names).toEqual(expected);
  });

  it.each([
    [
      'a chart filter on another column',
      { col: 'viz_type', opr: 'chart_all_text', value: 'x' },
      'Filter operation: chart_all_text not allowed on column: viz_type',
    ],
    [
      'an operator of another column type',
      { col: 'slice_name', opr: 'gt', value: 1 },
      'Filter operation: gt not allowed on column: slice_name',
    ],
    [
      'a known operator on a column that is not searched',
      { col: 'params', opr: 'eq', value: 'x' },
      'Filter column: params not allowed to filter',
    ],
    [
      'an unknown operator',
      { col: 'slice_name', opr: 'like', value: 'x' },
      'Filter operation: like not allowed on column: slice_name',
    ],
  ])("answers 400 in Flask-AppBuilder's words for %s", async (_case, filter, message) => {
    // Act
    const response = await admin.get(`/api/v1/chart/${q({ filters: [filter] })}`);

    // Assert
    expect(response).toEqual({ status: 400, body: { message } });
  });
});

describe('GET /api/v1/chart/ arguments', () => {
  it('reads a JSON argument as Flask-AppBuilder does', async () => {
    // Act
    const query = JSON.stringify({
      filters: [{ col: 'slice_name', opr: 'sw', value: 'beta' }],
      columns: ['id'],
      keys: ['none'],
    });
    const response = await admin.get(`/api/v1/chart/?q=${encodeURIComponent(query)}`);

    // Assert
    expect(response).toEqual({ status: 200, body: { count: 1, ids: [ids.sales], result: [{ id: ids.sales }] } });
  });

  it("orders by the last saver's name, an order column of Superset's", async () => {
    // Act
    const response = await admin.get(
      `/api/v1/chart/${q({ order_column: 'last_saved_by.first_name', order_direction: 'asc', keys: ['none'] })}`,
    );

    // Assert: Admin saved Gamma games last; Ann's two follow, newest change first.
    expect([response.status, response.body.ids]).toEqual([200, [ids.games, ids.sales, ids.births]]);
  });

  it.each([
    [
      'a searchable column that is no order column',
      { order_column: 'description' },
      'Invalid order by column: description',
    ],
    [
      'a metadata key it does not know',
      { keys: ['secrets'] },
      {
        'keys.0': [
          'Must be one of: list_columns, order_columns, label_columns, description_columns, list_title, none.',
        ],
      },
    ],
    ['a negative page', { page: -1 }, { page: ['Must be greater than or equal to 0.'] }],
  ])('answers 400 for %s', async (_case, query, message) => {
    // Act
    const response = await admin.get(`/api/v1/chart/${q(query)}`);

    // Assert
    expect(response).toEqual({ status: 400, body: { message } });
  });

  it.each([
    ['past the largest page', 1000],
    ['negative', -5],
  ])('caps a page size %s instead of refusing it', async (_case, pageSize) => {
    // Act
    const response = await admin.get(`/api/v1/chart/${q({ page_size: pageSize, keys: ['none'] })}`);

    // Assert
    expect([response.status, response.body.count, response.body.ids.length]).toEqual([200, 3, 3]);
  });

  it('answers in the shape of the contract, apart from its known defects', async () => {
    // Act
    const response = await admin.get('/api/v1/chart/');

    // Assert: the spec types `ids` as strings and each nested list (owners, dashboards, tags) as one object.
    const problems = contractProblems('GET', '/api/v1/chart/', 200, response.body).filter(
      (problem) =>
        !/^\/ids\/\d+ must be string/.test(problem) &&
        !/^\/result\/\d+\/(owners|dashboards|tags) must be object/.test(problem),
    );
    expect([response.status, problems]).toEqual([200, []]);
  });

  it("answers the contract's list columns, without the saved query context, and drops unknown selections", async () => {
    // Act
    const response = await admin.get(
      `/api/v1/chart/${q({ columns: ['query_context', 'secret'], keys: ['list_columns'] })}`,
    );

    // Assert
    expect(response.body.list_columns).toEqual(CHART_LIST_COLUMNS);
    expect(response.body.result.map((row: JsonBody) => 'query_context' in row)).toEqual([false, false, false]);
  });
});
