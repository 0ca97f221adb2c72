import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../../helpers/api-client.ts';
import { CHART_LIST_COLUMNS, CHART_ORDER_COLUMNS } from '#functions/charts/saved/list-shape.ts';
import { alphaUser, birthNamesReader, q, saveChart, userIdOf } from './saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let reader: ApiClient<JsonBody>;
/** Ids of the four charts every test lists, by name. */
const ids = { alpha: 0, beta: 0, gamma: 0, delta: 0 };

// Saved one after another, so the newest change first is delta, gamma, beta, alpha.
beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'ann'), alphaUser(admin, 'ben')]);
  reader = await birthNamesReader(admin, 'reader');
  ids.alpha = await saveChart(ann, { slice_name: 'Alpha births', description: 'first' });
  ids.beta = await saveChart(ann, {
    slice_name: 'Beta sales',
    viz_type: 'bar',
    datasource_id: 2,
    query_context: null,
    certified_by: 'Data team',
  });
  ids.gamma = await saveChart(ben, {
    slice_name: 'Gamma games',
    viz_type: 'pie',
    datasource_id: 3,
    query_context: null,
  });
  ids.delta = await saveChart(ben, { slice_name: 'Delta births', viz_type: 'line' });
});

const idsOf = async (client: ApiClient<JsonBody>, query: Record<string, unknown>): Promise<unknown> =>
  (await client.get(`/api/v1/chart/${q(query)}`)).body.ids;

describe('GET /api/v1/chart/', () => {
  it('answers every chart, newest change first, with the list metadata', async () => {
    // Act
    const response = await admin.get('/api/v1/chart/');

    // Assert
    expect(response.status).toBe(200);
    expect({ ...response.body, result: response.body.result.length }).toEqual({
      count: 4,
      ids: [ids.delta, ids.gamma, ids.beta, ids.alpha],
      result: 4,
      list_columns: CHART_LIST_COLUMNS,
      order_columns: CHART_ORDER_COLUMNS,
      label_columns: expect.objectContaining({
        'changed_by.first_name': 'Changed By First Name',
        slice_name: 'Slice Name',
      }),
      description_columns: {},
      list_title: 'List Slice',
    });
  });

  it('cuts rows to the selected columns, nested ones included', async () => {
    // Act
    const query = {
      columns: ['id', 'slice_name', 'owners.id'],
      filters: [{ col: 'slice_name', opr: 'ct', value: 'births' }],
      order_column: 'slice_name',
      keys: ['list_columns'],
    };
    const response = await admin.get(`/api/v1/chart/${q(query)}`);

    // Assert
    const annId = await userIdOf('ann');
    const benId = await userIdOf('ben');
    expect(response).toEqual({
      status: 200,
      body: {
        count: 2,
        ids: [ids.alpha, ids.delta],
        result: [
          { id: ids.alpha, slice_name: 'Alpha births', owners: [{ id: annId }] },
          { id: ids.delta, slice_name: 'Delta births', owners: [{ id: benId }] },
        ],
        list_columns: ['id', 'slice_name', 'owners.id'],
      },
    });
  });

  it.each([
    ['viz_type eq', { col: 'viz_type', opr: 'eq', value: 'pie' }, ['gamma']],
    ['viz_type in', { col: 'viz_type', opr: 'in', value: ['pie', 'line'] }, ['delta', 'gamma']],
    ['slice_name sw', { col: 'slice_name', opr: 'sw', value: 'be' }, ['beta']],
    ['datasource_id eq', { col: 'datasource_id', opr: 'eq', value: 1 }, ['alpha', 'delta']],
    ['certified', { col: 'id', opr: 'chart_is_certified', value: true }, ['beta']],
    ['not certified', { col: 'id', opr: 'chart_is_certified', value: false }, ['alpha', 'delta', 'gamma']],
    ['all text on the name', { col: 'slice_name', opr: 'chart_all_text', value: 'BETA SALES' }, ['beta']],
    ['all text on the dataset name', { col: 'slice_name', opr: 'chart_all_text', value: 'video_game' }, ['gamma']],
    ['all text on the description', { col: 'slice_name', opr: 'chart_all_text', value: 'first' }, ['alpha']],
    ['dashboards', { col: 'dashboards', opr: 'rel_m_m', value: 1 }, []],
  ])('filters by %s', async (_case, filter, expected) => {
    // Act
    const answered = await idsOf(admin, { filters: [filter], order_column: 'slice_name', order_direction: 'asc' });

    // Assert
    expect(answered).toEqual(expected.map((name) => ids[name as keyof typeof ids]));
  });

  it.each([
    ['owners', 'rel_m_m', 'ben', ['delta', 'gamma']],
    ['created_by', 'rel_o_m', 'ann', ['alpha', 'beta']],
  ])('filters by %s', async (col, opr, username, expected) => {
    // Act
    const answered = await idsOf(admin, {
      filters: [{ col, opr, value: await userIdOf(username) }],
      order_column: 'slice_name',
    });

    // Assert
    expect(answered).toEqual(expected.map((name) => ids[name as keyof typeof ids]));
  });

  it('orders and pages', async () => {
    // Act
    const response = await admin.get(
      `/api/v1/chart/${q({ order_column: 'viz_type', order_direction: 'desc', page: 1, page_size: 2, keys: ['none'] })}`,
    );

    // Assert
    expect([response.status, response.body.count, response.body.ids]).toEqual([200, 4, [ids.delta, ids.beta]]);
  });

  it("shows a Gamma user only the charts of the datasets it may read (Superset's ChartFilter)", async () => {
    // Act
    const listed = await idsOf(reader, { order_column: 'slice_name' });
    const hidden = await reader.get(`/api/v1/chart/${ids.beta}`);

    // Assert
    expect([listed, hidden.status]).toEqual([[ids.alpha, ids.delta], 404]);
  });

  it.each([
    ['text that is not Rison', '?q=(((', { message: 'Not a valid rison/json argument' }],
    [
      'an unknown filter column',
      q({ filters: [{ col: 'secret', opr: 'eq', value: 1 }] }),
      { message: 'Filter column: secret not allowed to filter' },
    ],
    ['an unknown order column', q({ order_column: 'secret' }), { message: 'Invalid order by column: secret' }],
  ])('answers 400 for %s', async (_case, query, body) => {
    // Act
    const response = await admin.get(`/api/v1/chart/${query}`);

    // Assert
    expect(response).toEqual({ status: 400, body });
  });
});
