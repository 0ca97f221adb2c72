import { beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, saveChart, userIdOf } from '../charts/saved/saved-chart-client.ts';
import { createDashboard, putDashboard, rowOfCharts } from './dashboard-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;

beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'put_ann'), alphaUser(admin, 'put_ben')]);
});

describe('PUT /api/v1/dashboard/{pk}', () => {
  it('answers the id, the change time and the body as accepted, and the new version as ETag', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Before' });

    // Act
    const response = await putDashboard(ann, id, {
      dashboard_title: 'After',
      slug: ' after save',
      published: true,
      css: '.a{}',
    });
    const read = await ann.get(`/api/v1/dashboard/${id}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        id,
        last_modified_time: expect.any(Number),
        result: { dashboard_title: 'After', slug: 'after-save', published: true, css: '.a{}' },
      },
    });
    expect(Number.isInteger(response.body.last_modified_time)).toBe(true);
    expect(contractProblems('PUT', '/api/v1/dashboard/{pk}', 200, response.body)).toEqual([]);
    expect([response.headers.get('etag'), read.headers.get('etag')]).toEqual(['"2"', '"2"']);
    expect([
      read.body.result.dashboard_title,
      read.body.result.slug,
      read.body.result.published,
      read.body.result.css,
    ]).toEqual(['After', 'after-save', true, '.a{}']);
  });

  it("puts the layout's charts on the dashboard, and the charts name the dashboard", async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Laid out' });
    const [first, second] = [
      await saveChart(ann, { slice_name: 'Layout one' }),
      await saveChart(ann, { slice_name: 'Layout two' }),
    ];

    // Act
    const response = await putDashboard(ann, id, { position_json: rowOfCharts([first, second, 999999]) });
    const dashboard = await ann.get(`/api/v1/dashboard/${id}`);
    const chart = await ann.get(`/api/v1/chart/${first}`);

    // Assert: a chart id naming nothing is left out, as Superset keeps only existing slices
    expect(response.status).toBe(200);
    expect(dashboard.body.result.charts).toEqual(['Layout one', 'Layout two']);
    expect(chart.body.result.dashboards).toEqual([{ id, dashboard_title: 'Laid out', json_metadata: null }]);
  });

  it('takes charts off when a later layout drops them', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Shrinking' });
    const [kept, dropped] = [
      await saveChart(ann, { slice_name: 'Kept' }),
      await saveChart(ann, { slice_name: 'Dropped' }),
    ];
    await putDashboard(ann, id, { position_json: rowOfCharts([kept, dropped]) });

    // Act
    await putDashboard(ann, id, { position_json: rowOfCharts([kept]) });

    // Assert
    expect([
      (await ann.get(`/api/v1/dashboard/${id}`)).body.result.charts,
      (await ann.get(`/api/v1/chart/${dropped}`)).body.result.dashboards,
    ]).toEqual([['Kept'], []]);
  });

  it('stores json_metadata as Superset does after a save: positions moved to the layout, defaults filled in', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Metadata' });
    const chartId = await saveChart(ann, { slice_name: 'Positioned' });
    const positions = JSON.parse(rowOfCharts([chartId]));

    // Act
    const response = await putDashboard(ann, id, {
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', positions, color_namespace: null }),
    });
    const read = (await ann.get(`/api/v1/dashboard/${id}`)).body.result;

    // Assert
    expect(response.status).toBe(200);
    expect(JSON.parse(read.json_metadata)).toEqual({
      color_scheme: 'supersetColors',
      timed_refresh_immune_slices: [],
      expanded_slices: {},
      refresh_frequency: 0,
      label_colors: {},
      shared_label_colors: [],
      map_label_colors: {},
      color_scheme_domain: [],
      cross_filters_enabled: true,
      default_filters: '{}',
    });
    expect([JSON.parse(read.position_json), read.charts]).toEqual([positions, ['Positioned']]);
  });

  it.each([
    [
      'a layout whose row holds a row',
      {
        position_json: JSON.stringify({
          ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
          GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
          'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['ROW-2'] },
          'ROW-2': { id: 'ROW-2', type: 'ROW', children: [] },
        }),
      },
      { position_json: ['ROW ROW-1 cannot hold ROW ROW-2 at depth 2'] },
    ],
    [
      'a layout naming a missing child',
      { position_json: JSON.stringify({ ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] } }) },
      { position_json: ['ROOT_ID: child GRID_ID does not exist'] },
    ],
    [
      'metadata of the wrong type',
      { json_metadata: '{"refresh_frequency":"often"}' },
      { 'json_metadata.refresh_frequency': ['Not a valid number.'] },
    ],
    ['metadata that is not JSON', { json_metadata: '{' }, { json_metadata: ['JSON not valid'] }],
    ['an unknown field', { colour: 'red' }, { colour: ['Unknown field.'] }],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, body, message) => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Unchanged' });

    // Act
    const response = await putDashboard(ann, id, { dashboard_title: 'Changed', ...body });

    // Assert
    expect(response).toEqual({ status: 400, body: { message } });
    expect((await ann.get(`/api/v1/dashboard/${id}`)).body.result.dashboard_title).toBe('Unchanged');
  });

  it('refuses a slug another dashboard holds, and frees its old slug when it changes', async () => {
    // Arrange
    await createDashboard(ben, { dashboard_title: 'Holder', slug: 'held-slug' });
    const id = await createDashboard(ann, { dashboard_title: 'Mover', slug: 'old-slug' });

    // Act
    const taken = await putDashboard(ann, id, { slug: 'held-slug' });
    const moved = await putDashboard(ann, id, { slug: 'new-slug' });
    const reuse = await ben.post('/api/v1/dashboard/', { dashboard_title: 'Reuser', slug: 'old-slug' });

    // Assert
    expect(taken).toEqual({ status: 422, body: { message: { slug: ['Must be unique'] } } });
    expect([moved.status, reuse.status, (await ann.get('/api/v1/dashboard/new-slug')).body.result?.id]).toEqual([
      200,
      201,
      id,
    ]);
  });

  it('keeps certification details only with a certifier', async () => {
    // Arrange
    const id = await createDashboard(ann, {
      dashboard_title: 'Certified',
      certified_by: 'Data team',
      certification_details: 'Checked',
    });

    // Act
    await putDashboard(ann, id, { certified_by: '' });
    const result = (await ann.get(`/api/v1/dashboard/${id}`)).body.result;

    // Assert
    expect([result.certified_by, result.certification_details]).toEqual(['', null]);
  });

  it('keeps a non-admin caller among the owners and refuses unknown owners', async () => {
    // Arrange
    const [annId, benId] = [await userIdOf('put_ann'), await userIdOf('put_ben')];
    const id = await createDashboard(ann, { dashboard_title: 'Owned' });

    // Act
    const handedOver = await putDashboard(ann, id, { owners: [benId] });
    const unknown = await putDashboard(ann, id, { owners: [987654] });

    // Assert
    expect(handedOver.status).toBe(200);
    expect(
      (await ann.get(`/api/v1/dashboard/${id}`)).body.result.owners.map((owner: { id: number }) => owner.id),
    ).toEqual([benId, annId]);
    expect(unknown).toEqual({ status: 422, body: { message: { owners: ['Owners are invalid'] } } });
  });

  it('refuses a dashboard the caller does not own (403) and one that does not exist (404)', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Not bens', published: true });

    // Act
    const [forbidden, missing] = [
      await putDashboard(ben, id, { dashboard_title: 'Taken over' }),
      await putDashboard(ann, 999999, { dashboard_title: 'x' }),
    ];

    // Assert
    expect([forbidden, missing]).toEqual([
      { status: 403, body: { message: 'Changing this Dashboard is forbidden' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });

  it('refuses a body that is not JSON', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Form body' });

    // Act
    const response = await ann.request(`/api/v1/dashboard/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'Request is not JSON' } });
  });
});
