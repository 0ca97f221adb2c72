import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, birthNamesReader, del, put, q, saveChart, userIdOf } from '../charts/saved/saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let gus: ApiClient<JsonBody>;

beforeAll(async () => {
  [ann, ben, gus] = await Promise.all([
    alphaUser(admin, 'rel_ann'),
    alphaUser(admin, 'rel_ben'),
    birthNamesReader(admin, 'rel_gus'),
  ]);
});

async function createDashboard(client: ApiClient<JsonBody>, body: Record<string, unknown>): Promise<number> {
  const created = await client.post('/api/v1/dashboard/', body);
  if (created.status !== 201)
    throw new Error(`dashboard not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

const chartNamesOf = async (client: ApiClient<JsonBody>, dashboardId: number) =>
  (await client.get(`/api/v1/dashboard/${dashboardId}`)).body.result?.charts;

describe('a chart on dashboards', () => {
  it('is put on the dashboards its save names, and both sides show it', async () => {
    // Arrange
    const dashboardId = await createDashboard(ann, { dashboard_title: 'Births board', json_metadata: '{}' });

    // Act
    const chartId = await saveChart(ann, { slice_name: 'Births on a board', dashboards: [dashboardId] });
    const item = await ann.get(`/api/v1/chart/${chartId}`);
    const list = await ann.get(
      `/api/v1/chart/${q({ columns: ['id', 'dashboards.id', 'dashboards.dashboard_title'], filters: [{ col: 'dashboards', opr: 'rel_m_m', value: dashboardId }] })}`,
    );

    // Assert
    expect(item.body.result.dashboards).toEqual([
      { id: dashboardId, dashboard_title: 'Births board', json_metadata: '{}' },
    ]);
    expect(list.body.result).toEqual([
      { id: chartId, dashboards: [{ id: dashboardId, dashboard_title: 'Births board' }] },
    ]);
    expect(await chartNamesOf(ann, dashboardId)).toEqual(['Births on a board']);
  });

  it('moves to exactly the dashboards a PUT names', async () => {
    // Arrange
    const [first, second] = [
      await createDashboard(ann, { dashboard_title: 'First' }),
      await createDashboard(ann, { dashboard_title: 'Second' }),
    ];
    const chartId = await saveChart(ann, { slice_name: 'Moving chart', dashboards: [first] });

    // Act
    const moved = await put(ann, `/api/v1/chart/${chartId}`, { dashboards: [second] });

    // Assert
    expect(moved.status).toBe(200);
    expect([await chartNamesOf(ann, first), await chartNamesOf(ann, second)]).toEqual([[], ['Moving chart']]);
  });

  it("refuses to put a chart on someone else's dashboard, and changes nothing", async () => {
    // Arrange
    const bensDashboard = await createDashboard(ben, { dashboard_title: "Ben's board" });
    const chartId = await saveChart(ann, { slice_name: 'Not for ben' });

    // Act
    const response = await put(ann, `/api/v1/chart/${chartId}`, { slice_name: 'Renamed', dashboards: [bensDashboard] });

    // Assert
    expect(response).toEqual({
      status: 403,
      body: { message: 'Changing one or more of these dashboards is forbidden' },
    });
    expect([
      (await ann.get(`/api/v1/chart/${chartId}`)).body.result.slice_name,
      await chartNamesOf(ben, bensDashboard),
    ]).toEqual(['Not for ben', []]);
  });

  it("keeps a chart on another's dashboard when its owner saves it again", async () => {
    // Arrange: ben puts ann's chart on his dashboard (an Admin could; here ben is made an owner of the chart first)
    const bensDashboard = await createDashboard(ben, { dashboard_title: "Ben's collection" });
    const chartId = await saveChart(ann, {
      slice_name: 'Shared chart',
      owners: [await userIdOf('rel_ann'), await userIdOf('rel_ben')],
    });
    expect((await put(ben, `/api/v1/chart/${chartId}`, { dashboards: [bensDashboard] })).status).toBe(200);

    // Act: ann overwrites the chart, naming the dashboards it sits on, as the save modal does
    const response = await put(ann, `/api/v1/chart/${chartId}`, {
      slice_name: 'Shared chart v2',
      dashboards: [bensDashboard],
    });

    // Assert
    expect([response.status, await chartNamesOf(ben, bensDashboard)]).toEqual([200, ['Shared chart v2']]);
  });

  it('leaves its dashboards when it is deleted', async () => {
    // Arrange
    const dashboardId = await createDashboard(ann, { dashboard_title: 'Losing a chart' });
    const chartId = await saveChart(ann, { slice_name: 'Doomed', dashboards: [dashboardId] });

    // Act
    const deleted = await del(ann, `/api/v1/chart/${chartId}`);

    // Assert
    expect([deleted.status, await chartNamesOf(ann, dashboardId)]).toEqual([200, []]);
  });
});

describe('who sees a published dashboard', () => {
  it("is whoever may read the dataset of one of its charts (Superset's DashboardAccessFilter)", async () => {
    // Arrange: dataset 1 is birth_names, which gus may read; dataset 2 is not
    const readable = await createDashboard(ann, { dashboard_title: 'Has births', published: true });
    const unreadable = await createDashboard(ann, { dashboard_title: 'Has sales', published: true });
    await saveChart(ann, { slice_name: 'Births chart', dashboards: [readable] });
    await saveChart(ann, { slice_name: 'Sales chart', datasource_id: 2, dashboards: [unreadable] });

    // Act
    const [seen, hidden] = await Promise.all([
      gus.get(`/api/v1/dashboard/${readable}`),
      gus.get(`/api/v1/dashboard/${unreadable}`),
    ]);

    // Assert
    expect([seen.status, seen.body.result?.charts, hidden.status]).toEqual([200, ['Births chart'], 404]);
  });
});
