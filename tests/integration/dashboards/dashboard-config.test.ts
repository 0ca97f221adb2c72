import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, del, q, saveChart, userIdOf } from '../charts/saved/saved-chart-client.ts';
import { createDashboard, putDashboard, putJson, rowOfCharts } from './dashboard-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;

beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'cfg_ann'), alphaUser(admin, 'cfg_ben')]);
});

const filter = (id: string, name: string) => ({
  id,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name,
  targets: [{ datasetId: 1, column: { name: 'gender' } }],
});
const metadataOf = async (id: number) =>
  JSON.parse((await ann.get(`/api/v1/dashboard/${id}`)).body.result.json_metadata);

describe('POST /api/v1/dashboard/{id_or_slug}/copy/', () => {
  it('copies the layout onto new charts with duplicate_slices, the caller owning the copy', async () => {
    // Arrange
    const id = await createDashboard(ben, { dashboard_title: 'Original', published: true });
    const chartId = await saveChart(ben, { slice_name: 'To clone' });
    await putDashboard(ben, id, { position_json: rowOfCharts([chartId]) });

    // Act
    const copied = await ann.post(`/api/v1/dashboard/${id}/copy/`, {
      dashboard_title: 'Copy',
      json_metadata: '{"color_scheme":"bnbColors"}',
      duplicate_slices: true,
    });
    const copy = (await ann.get(`/api/v1/dashboard/${copied.body.result?.id}`)).body.result;
    const clone = JSON.parse(copy.position_json)['CHART-' + chartId].meta.chartId;

    // Assert
    expect(copied).toEqual({
      status: 200,
      body: { result: { id: expect.any(Number), last_modified_time: expect.any(Number) } },
    });
    expect([
      copy.dashboard_title,
      copy.owners.map((owner: { id: number }) => owner.id),
      copy.charts,
      clone === chartId,
    ]).toEqual(['Copy', [await userIdOf('cfg_ann')], ['To clone'], false]);
    expect(
      (await ann.get(`/api/v1/chart/${clone}`)).body.result.owners.map((owner: { id: number }) => owner.id),
    ).toEqual([await userIdOf('cfg_ann')]);
  });

  it('shares the charts without duplicate_slices, and needs json_metadata', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Shared charts' });
    const chartId = await saveChart(ann, { slice_name: 'Shared' });
    await putDashboard(ann, id, { position_json: rowOfCharts([chartId]) });

    // Act
    const copied = await ann.post(`/api/v1/dashboard/${id}/copy/`, {
      dashboard_title: 'Same charts',
      json_metadata: '{}',
    });
    const missing = await ann.post(`/api/v1/dashboard/${id}/copy/`, { dashboard_title: 'No metadata' });

    // Assert
    expect(
      (await ann.get(`/api/v1/chart/${chartId}`)).body.result.dashboards.map(
        (dashboard: { id: number }) => dashboard.id,
      ),
    ).toEqual([id, copied.body.result.id]);
    expect(missing).toEqual({
      status: 400,
      body: { message: { json_metadata: ['Missing data for required field.'] } },
    });
  });

  it("starts the copy's metadata from the original's, the body's colour and refresh keys in their place", async () => {
    // Arrange
    const original = {
      native_filter_configuration: [filter('F1', 'Gender')],
      color_scheme: 'supersetColors',
      refresh_frequency: 60,
      stagger_refresh: true,
    };
    const id = await createDashboard(ann, { dashboard_title: 'With filters', json_metadata: JSON.stringify(original) });

    // Act
    const copied = await ann.post(`/api/v1/dashboard/${id}/copy/`, {
      dashboard_title: 'Filters kept',
      json_metadata: '{"color_scheme":"bnbColors"}',
    });

    // Assert
    expect(await metadataOf(copied.body.result.id)).toEqual({
      native_filter_configuration: [filter('F1', 'Gender')],
      stagger_refresh: true,
      color_scheme: 'bnbColors',
      refresh_frequency: 0,
      timed_refresh_immune_slices: [],
      expanded_slices: {},
      label_colors: {},
      shared_label_colors: [],
      map_label_colors: {},
      color_scheme_domain: [],
      cross_filters_enabled: true,
    });
  });
});

describe('PUT /api/v1/dashboard/{pk}/colors', () => {
  it('keeps the colour keys sent, and leaves the change time and ETag alone with mark_updated=false', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Colours', json_metadata: '{"refresh_frequency":10}' });
    const before = await ann.get(`/api/v1/dashboard/${id}`);

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/colors?mark_updated=false`, {
      color_scheme: 'bnbColors',
      label_colors: { boy: '#00f' },
      shared_label_colors: { old: 'x' },
      color_namespace: 'ns',
    });
    const after = await ann.get(`/api/v1/dashboard/${id}`);

    // Assert
    expect(response).toEqual({ status: 200, body: {} });
    expect(await metadataOf(id)).toEqual({
      refresh_frequency: 10,
      color_scheme: 'bnbColors',
      label_colors: { boy: '#00f' },
      shared_label_colors: [],
    });
    expect([after.headers.get('etag'), after.body.result.changed_on]).toEqual([
      before.headers.get('etag'),
      before.body.result.changed_on,
    ]);
  });

  it('keeps colours written as hex, rgb(a), hsl(a) and names, as the dashboard page settles them', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Colour forms' });
    const colors = {
      map_label_colors: { a: '#1FA8C9', b: 'rgba(0, 0, 0, 0.5)', c: 'hsl(120 50% 50%)', d: 'teal' },
      shared_label_colors: ['a'],
      color_scheme_domain: ['#abc', '#aabbccdd'],
    };

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/colors?mark_updated=false`, colors);

    // Assert
    expect(response).toEqual({ status: 200, body: {} });
    expect(await metadataOf(id)).toEqual(colors);
  });

  it('refuses a colour that is no colour, naming its label, and keeps the stored colours', async () => {
    // Arrange
    const id = await createDashboard(ann, {
      dashboard_title: 'Bad colour',
      json_metadata: '{"label_colors":{"boy":"#00f"}}',
    });

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/colors`, {
      label_colors: { boy: '#00f', girl: 'url(#x)' },
    });

    // Assert
    expect(response).toEqual({ status: 400, body: { message: { 'label_colors.girl': ['Invalid color'] } } });
    expect(await metadataOf(id)).toEqual({ label_colors: { boy: '#00f' } });
  });

  it('refuses colours that would make the metadata longer than a dashboard may keep', async () => {
    // Arrange
    const id = await createDashboard(ann, {
      dashboard_title: 'Too many labels',
      json_metadata: '{"refresh_frequency":0}',
    });
    const map = Object.fromEntries(Array.from({ length: 9000 }, (_, index) => [`label number ${index}`, '#1FA8C9']));

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/colors?mark_updated=false`, {
      map_label_colors: map,
      shared_label_colors: ['label number 1'],
    });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: { message: { map_label_colors: ['Longer than maximum length 163840.'] } },
    });
    expect(await metadataOf(id)).toEqual({ refresh_frequency: 0 });
  });

  it("refuses another's dashboard", async () => {
    // Arrange
    const id = await createDashboard(ben, { dashboard_title: 'Bens colours', published: true });

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/colors`, { color_scheme: 'x' });

    // Assert
    expect(response).toEqual({ status: 403, body: { message: 'Changing this Dashboard is forbidden' } });
  });
});

describe('PUT /api/v1/dashboard/{pk}/filters', () => {
  it('replaces modified filters, appends new ones, drops deleted ones and follows the new order', async () => {
    // Arrange
    const id = await createDashboard(ann, {
      dashboard_title: 'Filters',
      json_metadata: JSON.stringify({
        native_filter_configuration: [filter('F1', 'One'), filter('F2', 'Two'), filter('F3', 'Three')],
      }),
    });

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/filters`, {
      modified: [filter('F2', 'Two renamed'), filter('F4', 'Four')],
      deleted: ['F1'],
      reordered: ['F3', 'F2'],
    });

    // Assert
    const expected = [filter('F3', 'Three'), filter('F2', 'Two renamed'), filter('F4', 'Four')];
    expect(response).toEqual({ status: 200, body: { result: expected } });
    expect((await metadataOf(id)).native_filter_configuration).toEqual(expected);
  });

  it('refuses a modified filter that is not one', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Bad filter' });

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/filters`, {
      modified: [{ id: 'F9', type: 'NATIVE_FILTER', filterType: 'filter_select', targets: [] }],
    });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: { message: { 'modified.0.name': ['Missing data for required field.'] } },
    });
  });
});

describe('favourites', () => {
  it('mark and unmark a dashboard, and favorite_status tells which are', async () => {
    // Arrange
    const [liked, other] = [
      await createDashboard(ann, { dashboard_title: 'Liked' }),
      await createDashboard(ann, { dashboard_title: 'Other' }),
    ];

    // Act
    const added = await ann.request(`/api/v1/dashboard/${liked}/favorites/`, { method: 'POST' });
    const status = await ann.get(`/api/v1/dashboard/favorite_status/${q([liked, other, 999999])}`);
    const removed = await del(ann, `/api/v1/dashboard/${liked}/favorites/`);
    const after = await ann.get(`/api/v1/dashboard/favorite_status/${q([liked])}`);

    // Assert
    expect([added, removed]).toEqual([
      { status: 200, body: { result: 'OK' } },
      { status: 200, body: { result: 'OK' } },
    ]);
    expect(status.body).toEqual({
      result: [
        { id: liked, value: true },
        { id: other, value: false },
        { id: 999999, value: false },
      ],
    });
    expect(after.body).toEqual({ result: [{ id: liked, value: false }] });
    expect((await ann.get(`/api/v1/dashboard/favorite_status/${q([999999])}`)).status).toBe(404);
  });
});

describe('embedding', () => {
  it('keeps the allowed domains and the uuid across updates, and forgets them on delete', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Embedded' });

    // Act
    const none = await admin.get(`/api/v1/dashboard/${id}/embedded`);
    const first = await putJson(admin, `/api/v1/dashboard/${id}/embedded`, { allowed_domains: ['https://a.example'] });
    const second = await putJson(admin, `/api/v1/dashboard/${id}/embedded`, { allowed_domains: [] });
    const read = await admin.get(`/api/v1/dashboard/${id}/embedded`);
    const removed = await del(admin, `/api/v1/dashboard/${id}/embedded`);

    // Assert
    expect(none).toEqual({ status: 404, body: { message: 'Not found' } });
    expect(first.body).toEqual({
      result: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        allowed_domains: ['https://a.example'],
        dashboard_id: String(id),
        changed_on: expect.any(String),
        changed_by: { first_name: expect.any(String), last_name: expect.any(String) },
      },
    });
    expect([second.body.result.uuid, read.body]).toEqual([first.body.result.uuid, second.body]);
    expect([removed, (await admin.get(`/api/v1/dashboard/${id}/embedded`)).status]).toEqual([
      { status: 200, body: { message: 'OK' } },
      404,
    ]);
  });

  it('takes origins only as allowed domains, refusing the whole body otherwise', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Embedded for origins' });
    const origins = ['https://app.example.com', 'http://localhost:5173', 'http://[::1]:8080'];

    // Act
    const accepted = await putJson(admin, `/api/v1/dashboard/${id}/embedded`, { allowed_domains: origins });
    const refused = await putJson(admin, `/api/v1/dashboard/${id}/embedded`, {
      allowed_domains: ['https://ok.example', 'app.example.com', 'https://app.example.com/', 'javascript:alert(1)'],
    });
    const kept = await admin.get(`/api/v1/dashboard/${id}/embedded`);

    // Assert
    const message = expect.stringMatching(/^Not a valid origin/);
    expect(accepted.body.result.allowed_domains).toEqual(origins);
    expect(refused).toEqual({
      status: 400,
      body: {
        message: {
          'allowed_domains.1': [message],
          'allowed_domains.2': [message],
          'allowed_domains.3': [message],
        },
      },
    });
    expect(kept.body.result.allowed_domains).toEqual(origins);
  });

  it('is set by Admins only (can_set_embedded)', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Not embeddable by ann' });

    // Act
    const response = await putJson(ann, `/api/v1/dashboard/${id}/embedded`, { allowed_domains: [] });

    // Assert
    expect(response).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });
});
