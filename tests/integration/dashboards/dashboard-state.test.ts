import { beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, birthNamesReader, del } from '../charts/saved/saved-chart-client.ts';
import { createDashboard, putJson } from './dashboard-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let gus: ApiClient<JsonBody>;

beforeAll(async () => {
  [ann, ben, gus] = await Promise.all([
    alphaUser(admin, 'state_ann'),
    alphaUser(admin, 'state_ben'),
    birthNamesReader(admin, 'state_gus'),
  ]);
});

const STATE = {
  dataMask: {
    'NATIVE_FILTER-1': {
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
      filterState: { value: ['girl'] },
    },
  },
  activeTabs: ['TAB-2'],
  anchor: 'CHART-7',
  urlParams: [['standalone', '1']],
};

describe('dashboard permalinks', () => {
  it('keep the filters, tabs, anchor and URL parameters, and give them back by key', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Linked', slug: 'linked-board' });

    // Act
    const created = await ann.post('/api/v1/dashboard/linked-board/permalink', STATE);
    const read = await ann.get(`/api/v1/dashboard/permalink/${created.body.key}`);

    // Assert
    expect(created).toEqual({
      status: 201,
      body: {
        key: expect.stringMatching(/^[\w-]{22}$/),
        url: expect.stringMatching(new RegExp(`/superset/dashboard/p/${created.body.key}/$`)),
      },
    });
    expect(contractProblems('POST', '/api/v1/dashboard/{pk}/permalink', 201, created.body)).toEqual([]);
    expect(read).toEqual({ status: 200, body: { dashboardId: String(id), state: STATE } });
  });

  it('show nothing of a dashboard the reader may not see, and refuse state fields Superset does not know', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Private link' });
    const created = await ann.post(`/api/v1/dashboard/${id}/permalink`, { activeTabs: [] });

    // Act
    const [hidden, unknown, badKey] = [
      await gus.get(`/api/v1/dashboard/permalink/${created.body.key}`),
      await ann.post(`/api/v1/dashboard/${id}/permalink`, { filters: {} }),
      await ann.get('/api/v1/dashboard/permalink/not*a*key'),
    ];

    // Assert
    expect([hidden, unknown, badKey]).toEqual([
      { status: 404, body: { message: 'Not found' } },
      { status: 400, body: { message: { filters: ['Unknown field.'] } } },
      { status: 400, body: { message: 'Invalid permalink key' } },
    ]);
  });
});

describe('native filter states (native_filters_key)', () => {
  it('store, read, replace and forget a state; only its owner changes it', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Filtered', published: true });
    const value = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['boy'] } } });

    // Act
    const created = await ann.post(`/api/v1/dashboard/${id}/filter_state`, { value });
    const path = `/api/v1/dashboard/${id}/filter_state/${created.body.key}`;
    const read = await ann.get(path);
    const byOther = await putJson(ben, path, { value: '{}' });
    const replaced = await putJson(ann, path, { value: '{"a":1}' });
    const reread = await ann.get(path);
    const deleted = await del(ann, path);
    const gone = await ann.get(path);

    // Assert
    expect(created).toEqual({ status: 201, body: { key: expect.stringMatching(/^[\w-]{22}$/) } });
    expect([read, byOther, replaced, reread, deleted, gone]).toEqual([
      { status: 200, body: { value } },
      { status: 403, body: { message: "You don't have permission to modify the value." } },
      { status: 200, body: { key: created.body.key } },
      { status: 200, body: { value: '{"a":1}' } },
      { status: 200, body: { message: 'Deleted successfully' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });

  it('refuses a value that is not JSON, and a key of another dashboard', async () => {
    // Arrange
    const [first, second] = [
      await createDashboard(ann, { dashboard_title: 'First state' }),
      await createDashboard(ann, { dashboard_title: 'Second state' }),
    ];
    const created = await ann.post(`/api/v1/dashboard/${first}/filter_state`, { value: '{}' });

    // Act
    const [notJson, elsewhere] = [
      await ann.post(`/api/v1/dashboard/${first}/filter_state`, { value: '{oops' }),
      await ann.get(`/api/v1/dashboard/${second}/filter_state/${created.body.key}`),
    ];

    // Assert
    expect([notJson, elsewhere]).toEqual([
      { status: 400, body: { message: { value: ['JSON not valid'] } } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });
});
