import { beforeAll, describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { q } from '../charts/saved/saved-chart-client.ts';
import { postBundle, SUPERSET_EXAMPLES_DIR, zipFolder } from './bundle-client.ts';
import { chartQuery } from './chart-query.ts';

const client = useApiClient<JsonBody>();

let bundle: Uint8Array;

async function dashboardByTitle(title: string): Promise<JsonBody> {
  const list = await client.get(
    `/api/v1/dashboard/${q({ filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: title }] })}`,
  );
  const match = (list.body.result as JsonBody[]).find((dashboard) => dashboard.dashboard_title === title);
  if (!match) throw new Error(`no dashboard ${title}: ${JSON.stringify(list.body)}`);
  return (await client.get(`/api/v1/dashboard/${match.id}`)).body.result as JsonBody;
}

const chartIdsOfLayout = (positionJson: string): number[] =>
  Object.values(JSON.parse(positionJson) as Record<string, JsonBody>).flatMap((node) =>
    node.type === 'CHART' && typeof node.meta?.chartId === 'number' ? [node.meta.chartId] : [],
  );

beforeAll(async () => {
  bundle = await zipFolder(SUPERSET_EXAMPLES_DIR);
});

describe("Superset's example bundle imported into a fresh Skyset", () => {
  it("answers OK and maps the examples database and cleaned_sales_data onto Skyset's own", async () => {
    // Arrange
    const datasetsBefore = (await client.get('/api/v1/dataset/?q=(page_size:100)')).body.count as number;

    // Act
    const answer = await postBundle(client, '/api/v1/dashboard/import/', bundle, { overwrite: 'false' });
    const databases = await client.get('/api/v1/database/');
    const datasets = await client.get('/api/v1/dataset/?q=(page_size:100)');

    // Assert
    expect(answer).toEqual({ status: 200, body: { message: 'OK' } });
    expect((databases.body.result as JsonBody[]).map((database) => database.database_name)).toEqual(['examples']);
    expect(datasets.body.count).toBe(datasetsBefore);
  });

  it('opens both dashboards with every chart of the bundle placed and linked', async () => {
    // Act
    const featured = await dashboardByTitle('Featured Charts');
    const sales = await dashboardByTitle('Sales Dashboard');

    // Assert: 23 of Featured Charts' 25 charts are in the bundle (Gantt and Tree read other datasets), all 10 of Sales
    expect([chartIdsOfLayout(featured.position_json).length, chartIdsOfLayout(sales.position_json).length]).toEqual([
      23, 10,
    ]);
    expect([featured.charts.length, sales.charts.length]).toEqual([23, 10]);
    expect([featured.published, sales.published]).toEqual([false, true]);
  });

  it('rewrites the Sales Dashboard native filters onto Skyset ids', async () => {
    // Act
    const sales = await dashboardByTitle('Sales Dashboard');
    const metadata = JSON.parse(sales.json_metadata as string) as JsonBody;
    const salesDataset = (
      await client.get(
        `/api/v1/dataset/${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'cleaned_sales_data' }] })}`,
      )
    ).body.result[0];
    const layoutIds = new Set(chartIdsOfLayout(sales.position_json));

    // Assert
    const country = (metadata.native_filter_configuration as JsonBody[])[0];
    expect(country?.targets).toEqual([{ column: { name: 'country' }, datasetId: salesDataset.id }]);
    expect((country?.chartsInScope as number[]).every((id) => layoutIds.has(id))).toBe(true);
    expect(Object.keys(metadata.chart_configuration as JsonBody).every((id) => layoutIds.has(Number(id)))).toBe(true);
  });

  it('draws every chart: Explore opens it and its query answers rows', async () => {
    // Arrange
    const dashboards = [await dashboardByTitle('Featured Charts'), await dashboardByTitle('Sales Dashboard')];
    const chartIds = [...new Set(dashboards.flatMap((dashboard) => chartIdsOfLayout(dashboard.position_json)))];

    // Act
    const failures: string[] = [];
    const undrawable: string[] = [];
    for (const id of chartIds) {
      const explore = await client.get(`/api/v1/explore/?slice_id=${id}`);
      if (explore.status !== 200) failures.push(`explore ${id}: ${explore.status}`);
      const chart = (await client.get(`/api/v1/chart/${id}`)).body.result as JsonBody;
      const query = chartQuery(chart);
      if (query === undefined) {
        undrawable.push(`${chart.slice_name} (${chart.viz_type})`);
        continue;
      }
      const data = await client.post('/api/v1/chart/data', query);
      const rows = (data.body.result as JsonBody[] | undefined)?.[0]?.rowcount as number | undefined;
      if (data.status !== 200 || !rows)
        failures.push(
          `${chart.slice_name} (${chart.viz_type}): ${data.status} ${JSON.stringify(data.body).slice(0, 300)}`,
        );
    }

    // Assert: only the legacy horizon chart has no chart type in Skyset
    expect(failures).toEqual([]);
    expect([chartIds.length, undrawable]).toEqual([33, ['Seasonality of Revenue (per Product Line) (horizon)']]);
  });

  it("refuses a second import without overwrite, naming each existing dashboard in Superset's words", async () => {
    // Act
    const answer = await postBundle(client, '/api/v1/dashboard/import/', bundle, { overwrite: 'false' });

    // Assert
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].message).toBe('Error importing dashboard');
    expect(answer.body.errors[0].extra['dashboards/Featured_Charts.yaml']).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
    expect(answer.body.errors[0].extra['dashboards/Sales_Dashboard.yaml']).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
  });

  it('updates in place with overwrite: the same dashboards and charts, no duplicates', async () => {
    // Arrange
    const before = await Promise.all([dashboardByTitle('Featured Charts'), dashboardByTitle('Sales Dashboard')]);
    const chartCount = (await client.get('/api/v1/chart/?q=(page_size:100)')).body.count;

    // Act
    const answer = await postBundle(client, '/api/v1/dashboard/import/', bundle, { overwrite: 'true' });
    const after = await Promise.all([dashboardByTitle('Featured Charts'), dashboardByTitle('Sales Dashboard')]);

    // Assert
    expect(answer).toEqual({ status: 200, body: { message: 'OK' } });
    expect(after.map((dashboard) => dashboard.id)).toEqual(before.map((dashboard) => dashboard.id));
    expect((await client.get('/api/v1/chart/?q=(page_size:100)')).body.count).toBe(chartCount);
  });
});
