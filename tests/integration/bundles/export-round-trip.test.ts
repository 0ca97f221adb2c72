import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, loginApiClient, useApiClient } from '../helpers/api-client.ts';
import { createTenantWithCommand } from '../helpers/runtime.ts';
import { q } from '../charts/saved/saved-chart-client.ts';
import { postBundle, SUPERSET_EXAMPLES_DIR, unzipTexts, zipFolder } from './bundle-client.ts';

const admin = useApiClient<JsonBody>();
let salesId: number;

async function dashboardIdByTitle(client: ApiClient<JsonBody>, title: string): Promise<number> {
  const list = await client.get(
    `/api/v1/dashboard/${q({ filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: title }] })}`,
  );
  return (list.body.result as JsonBody[]).find((dashboard) => dashboard.dashboard_title === title)?.id as number;
}

/** A dashboard as a tenant shows it, with its charts named by uuid instead of this tenant's ids. */
async function portableDashboard(client: ApiClient<JsonBody>, id: number) {
  const { result } = (await client.get(`/api/v1/dashboard/${id}`)).body as JsonBody;
  const charts = (
    await client.get(
      `/api/v1/chart/${q({ page_size: 100, columns: ['id', 'uuid', 'slice_name', 'viz_type', 'params'] })}`,
    )
  ).body.result as JsonBody[];
  const uuidOf = new Map(charts.map((chart) => [chart.id as number, chart.uuid as string]));
  const position = JSON.parse(result.position_json as string) as Record<string, JsonBody>;
  const layout = Object.fromEntries(
    Object.entries(position).map(([key, node]) => [
      key,
      node.type === 'CHART'
        ? { ...node, meta: { ...node.meta, chartId: uuidOf.get(node.meta.chartId as number) } }
        : node,
    ]),
  );
  const placed = new Set(
    Object.values(position).flatMap((node) => (node.type === 'CHART' ? [node.meta.chartId as number] : [])),
  );
  const onBoard = charts.filter((chart) => placed.has(chart.id as number));
  return {
    title: result.dashboard_title,
    published: result.published,
    layout,
    charts: onBoard
      .map((chart) => ({ uuid: chart.uuid, name: chart.slice_name, viz: chart.viz_type }))
      .sort((a, b) => String(a.uuid).localeCompare(String(b.uuid))),
  };
}

beforeAll(async () => {
  const imported = await postBundle(admin, '/api/v1/dashboard/import/', await zipFolder(SUPERSET_EXAMPLES_DIR), {
    overwrite: 'false',
  });
  if (imported.status !== 200) throw new Error(`import failed: ${JSON.stringify(imported.body)}`);
  salesId = await dashboardIdByTitle(admin, 'Sales Dashboard');
});

describe('GET /api/v1/dashboard/export/', () => {
  it("answers a ZIP in Superset's layout: metadata, the database without secrets, the dataset, the charts and the dashboard", async () => {
    // Act
    const answer = await admin.get(`/api/v1/dashboard/export/${q([salesId])}`);
    const files = unzipTexts(answer.bytes);
    const root = Object.keys(files)[0]?.split('/')[0] ?? '';
    const paths = Object.keys(files)
      .map((path) => path.slice(root.length + 1))
      .sort();

    // Assert
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('content-disposition')]).toEqual([
      200,
      'application/zip',
      `attachment; filename=${root}.zip`,
    ]);
    expect(root).toMatch(/^dashboard_export_\d{8}T\d{6}$/);
    expect(paths.filter((path) => !path.startsWith('charts/'))).toEqual([
      `dashboards/Sales_Dashboard_${salesId}.yaml`,
      'databases/examples.yaml',
      'datasets/examples/cleaned_sales_data.yaml',
      'metadata.yaml',
    ]);
    expect(paths.filter((path) => path.startsWith('charts/'))).toHaveLength(10);
    expect(parse(files[`${root}/metadata.yaml`] ?? '')).toEqual({
      version: '1.0.0',
      type: 'Dashboard',
      timestamp: expect.any(String),
    });
  });

  it('writes the database settings without a password and the dashboard with chart and dataset uuids', async () => {
    // Act
    const files = unzipTexts((await admin.get(`/api/v1/dashboard/export/${q([salesId])}`)).bytes);
    const byName = (suffix: string) =>
      parse(Object.entries(files).find(([path]) => path.endsWith(suffix))?.[1] ?? '') as JsonBody;
    const database = byName('databases/examples.yaml');
    const dataset = byName('datasets/examples/cleaned_sales_data.yaml');
    const dashboard = byName(`dashboards/Sales_Dashboard_${salesId}.yaml`);

    // Assert
    expect(Object.keys(database)).toEqual([
      'database_name',
      'sqlalchemy_uri',
      'cache_timeout',
      'expose_in_sqllab',
      'allow_run_async',
      'allow_ctas',
      'allow_cvas',
      'allow_dml',
      'allow_file_upload',
      'extra',
      'impersonate_user',
      'uuid',
      'version',
    ]);
    expect([database.database_name, database.sqlalchemy_uri, dataset.database_uuid]).toEqual([
      'examples',
      'duckdb:///:memory:',
      database.uuid,
    ]);
    expect(dashboard.uuid).toBe('04f79081-fb49-7bac-7f14-cc76cd2ad93b');
    const chartNode = dashboard.position['CHART-1NOOLm5YPs'] as JsonBody;
    expect(chartNode.meta.uuid).toBe('c3d643cd-fd6f-4659-a5b7-59402487a8d0');
    expect(dashboard.metadata.native_filter_configuration[0].targets).toEqual([
      { column: { name: 'country' }, datasetUuid: dataset.uuid },
    ]);
  });

  it('answers 404 when an id names no dashboard', async () => {
    // Act
    const answer = await admin.get(`/api/v1/dashboard/export/${q([salesId, 999_999])}`);

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('export then import into another tenant', () => {
  it('gives the same dashboard, layout and charts there', async () => {
    // Arrange
    await createTenantWithCommand(admin.runtime.dataDir, 'roundtrip', 'roundtrip-pw');
    const other = await loginApiClient<JsonBody>(admin.runtime, 'admin', 'roundtrip-pw', 'roundtrip');
    const exported = await admin.get(`/api/v1/dashboard/export/${q([salesId])}`);

    // Act
    const imported = await postBundle(other, '/api/v1/dashboard/import/', exported.bytes, { overwrite: 'false' });
    const otherId = await dashboardIdByTitle(other, 'Sales Dashboard');

    // Assert
    expect(imported).toEqual({ status: 200, body: { message: 'OK' } });
    const original = await portableDashboard(admin, salesId);
    expect(original.charts.filter((chart) => typeof chart.uuid === 'string')).toHaveLength(10);
    expect(await portableDashboard(other, otherId)).toEqual(original);
  });
});

describe('GET /api/v1/chart/export/, /api/v1/dataset/export/ and /api/v1/assets/export/', () => {
  it('export a chart with its dataset and database, a dataset with its database, and everything', async () => {
    // Arrange
    const chartId = (
      await admin.get(`/api/v1/chart/${q({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Items Sold' }] })}`)
    ).body.result[0].id as number;
    const datasetId = (
      await admin.get(
        `/api/v1/dataset/${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'cleaned_sales_data' }] })}`,
      )
    ).body.result[0].id as number;

    // Act
    const [chart, dataset, assets] = await Promise.all([
      admin.get(`/api/v1/chart/export/${q([chartId])}`),
      admin.get(`/api/v1/dataset/export/${q([datasetId])}`),
      admin.get('/api/v1/assets/export/'),
    ]);
    const pathsOf = (bytes: Uint8Array) =>
      Object.keys(unzipTexts(bytes))
        .map((path) => path.split('/').slice(1).join('/'))
        .sort();

    // Assert
    expect(pathsOf(chart.bytes)).toEqual([
      `charts/Items_Sold_${chartId}.yaml`,
      'databases/examples.yaml',
      'datasets/examples/cleaned_sales_data.yaml',
      'metadata.yaml',
    ]);
    expect(pathsOf(dataset.bytes)).toEqual([
      'databases/examples.yaml',
      'datasets/examples/cleaned_sales_data.yaml',
      'metadata.yaml',
    ]);
    expect(pathsOf(assets.bytes).filter((path) => path.startsWith('dashboards/'))).toHaveLength(2);
    expect(Object.keys(unzipTexts(assets.bytes))[0]).toMatch(/^assets_export_\d{8}T\d{6}\//);
  });
});

describe("a dataset's settings through export and import", () => {
  it('arrive whole in another tenant: template parameters, fetch_values_predicate and the flags Superset exports', async () => {
    // Arrange
    const settings = {
      template_params: '{"region":"north"}',
      fetch_values_predicate: "name LIKE 'A%'",
      filter_select_enabled: false,
      normalize_columns: true,
      always_filter_main_dttm: true,
      default_endpoint: '/superset/dashboard/1/',
      offset: 2,
    };
    const created = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'round_trip_settings',
      sql: 'SELECT name, num FROM birth_names',
    });
    const id = created.body.id as number;
    await admin.request(`/api/v1/dataset/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });
    await createTenantWithCommand(admin.runtime.dataDir, 'settings', 'settings-pw');
    const other = await loginApiClient<JsonBody>(admin.runtime, 'admin', 'settings-pw', 'settings');
    const exported = await admin.get(`/api/v1/dataset/export/${q([id])}`);

    // Act
    const imported = await postBundle(other, '/api/v1/dataset/import/', exported.bytes, { overwrite: 'false' });
    const otherId = (
      await other.get(
        `/api/v1/dataset/${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'round_trip_settings' }] })}`,
      )
    ).body.result[0]?.id as number;
    const shown = (await other.get(`/api/v1/dataset/${otherId}`)).body.result as JsonBody;

    // Assert
    expect([imported, Object.fromEntries(Object.keys(settings).map((key) => [key, shown[key]]))]).toEqual([
      { status: 200, body: { message: 'OK' } },
      settings,
    ]);
  });
});
