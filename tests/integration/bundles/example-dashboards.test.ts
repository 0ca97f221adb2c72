import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, loginApiClient } from '../helpers/api-client.ts';
import { startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';
import { q } from '../charts/saved/saved-chart-client.ts';

let runtime: TestRuntime;
let client: ApiClient<JsonBody>;

const SLUGS = ['births', 'sales', 'world_health', 'video_games'];

beforeAll(async () => {
  runtime = await startTestRuntime(undefined, { exampleDashboards: true });
  client = await loginApiClient<JsonBody>(runtime);
});

afterAll(async () => {
  await runtime?.dispose();
});

async function dashboard(
  slug: string,
): Promise<{ id: number; layout: Record<string, JsonBody>; metadata: JsonBody; charts: string[] }> {
  const { result } = (await client.get(`/api/v1/dashboard/${slug}`)).body as JsonBody;
  return {
    id: result.id,
    layout: JSON.parse(result.position_json),
    metadata: JSON.parse(result.json_metadata),
    charts: result.charts,
  };
}

const typesOf = (layout: Record<string, JsonBody>) =>
  new Set(Object.values(layout).flatMap((node) => (typeof node === 'object' ? [node.type as string] : [])));
const chartIdsOf = (layout: Record<string, JsonBody>) =>
  Object.values(layout).flatMap((node) => (node.type === 'CHART' ? [node.meta.chartId as number] : []));

describe('the example dashboards a new tenant starts with', () => {
  it('are the four published dashboards over the example data, each with tabs, markdown and its charts', async () => {
    // Act
    const list = await client.get(
      `/api/v1/dashboard/${q({ order_column: 'dashboard_title', order_direction: 'asc', page_size: 25 })}`,
    );
    const dashboards = await Promise.all(SLUGS.map(dashboard));

    // Assert
    expect((list.body.result as JsonBody[]).map((item) => [item.dashboard_title, item.slug, item.published])).toEqual([
      ['USA Births Names', 'births', true],
      ['Vehicle Sales', 'sales', true],
      ['Video Game Sales', 'video_games', true],
      ["World Bank's Data", 'world_health', true],
    ]);
    for (const { layout, charts } of dashboards) {
      expect([...typesOf(layout)].sort()).toEqual([
        'CHART',
        'GRID',
        'HEADER',
        'MARKDOWN',
        'ROOT',
        'ROW',
        'TAB',
        'TABS',
      ]);
      expect(charts).toHaveLength(chartIdsOf(layout).length);
    }
  });

  it('have cross-filters on and native filters on their own dataset, with one cascading pair', async () => {
    // Arrange
    const datasets = (await client.get(`/api/v1/dataset/${q({ page_size: 100, columns: ['id', 'table_name'] })}`)).body
      .result as JsonBody[];
    const datasetId = new Map(datasets.map((dataset) => [dataset.table_name as string, dataset.id as number]));

    // Act
    const [births, sales, world, games] = await Promise.all(SLUGS.map(dashboard));
    const filters = (metadata: JsonBody) => metadata.native_filter_configuration as JsonBody[];
    const country = filters(sales!.metadata).find((filter) => filter.name === 'Country');
    const city = filters(sales!.metadata).find((filter) => filter.name === 'City');

    // Assert
    expect([births, sales, world, games].map((board) => board!.metadata.cross_filters_enabled)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(filters(births!.metadata).map((filter) => [filter.name, filter.filterType, filter.targets])).toEqual([
      ['Gender', 'filter_select', [{ column: { name: 'gender' }, datasetId: datasetId.get('birth_names') }]],
      ['State', 'filter_select', [{ column: { name: 'state' }, datasetId: datasetId.get('birth_names') }]],
      ['Year', 'filter_time', [{}]],
    ]);
    expect(city?.cascadeParentIds).toEqual([country?.id]);
    expect(
      Object.keys(sales!.metadata.chart_configuration as JsonBody)
        .map(Number)
        .sort(),
    ).toEqual(chartIdsOf(sales!.layout).sort());
  });

  it('draw every chart: Explore opens it and its query context answers rows', async () => {
    // Arrange
    const chartIds = (await Promise.all(SLUGS.map(dashboard))).flatMap((board) => chartIdsOf(board.layout));

    // Act
    const failures: string[] = [];
    for (const id of chartIds) {
      const explore = await client.get(`/api/v1/explore/?slice_id=${id}`);
      const chart = (await client.get(`/api/v1/chart/${id}`)).body.result as JsonBody;
      const data = await client.post('/api/v1/chart/data', JSON.parse(chart.query_context as string));
      const rows = (data.body.result as JsonBody[] | undefined)?.[0]?.rowcount as number | undefined;
      if (explore.status !== 200 || data.status !== 200 || !rows)
        failures.push(
          `${chart.slice_name}: ${explore.status} ${data.status} ${JSON.stringify(data.body).slice(0, 300)}`,
        );
    }

    // Assert
    expect(failures).toEqual([]);
    expect(chartIds).toHaveLength(23);
  });

  it('are installed once: a restart keeps them as they are, and one deleted stays deleted', async () => {
    // Arrange
    const births = await dashboard('births');
    expect((await client.request(`/api/v1/dashboard/${births.id}`, { method: 'DELETE' })).status).toBe(200);
    const chartCount = (await client.get('/api/v1/chart/')).body.count;

    // Act
    await runtime.close();
    runtime = { ...(await startTestRuntime(runtime.dataDir, { exampleDashboards: true })), dispose: runtime.dispose };
    client = await loginApiClient<JsonBody>(runtime);
    const list = await client.get('/api/v1/dashboard/');

    // Assert
    expect((list.body.result as JsonBody[]).map((item) => item.slug).sort()).toEqual([
      'sales',
      'video_games',
      'world_health',
    ]);
    expect((await client.get('/api/v1/chart/')).body.count).toBe(chartCount);
  });
});
