import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importError, postBundle, unzipTexts, zipTexts } from '../integration/bundles/bundle-client.ts';
import { type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';
import { writeDuckDbFile } from '../integration/helpers/duckdb-files.ts';
import { tableItems } from '../integration/helpers/table-items.ts';

/**
 * Finding 10 replayed: `POST /api/v1/assets/import/` stored database URIs that `POST /api/v1/database/` refuses
 * (`duckdb:////etc/passwd`, another tenant's DuckDB file) and datasets whose SQL reads files. Every import route
 * now runs the create routes' checks through the same functions: each attack is refused whole, 422 in Superset's
 * import error shape naming the file, with exactly the words the create route answers, and nothing is written.
 */
let admin: ApiClient<JsonBody>;
let data = '';

const EXAMPLES_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
const WAREHOUSE_UUID = '5b0f3e2a-1c4d-4e6f-8a9b-0c1d2e3f4a5b';
const DATASET_UUID = '6c1a4f3b-2d5e-4f70-9b8c-1d2e3f4a5b6c';
const CHART_UUID = '7d2b5a4c-3e6f-4081-8c9d-2e3f4a5b6c7d';
const DASHBOARD_UUID = '8e3c6b5d-4f70-4192-9dae-3f4a5b6c7d8e';

/** The four import routes: path, file field, the `type` their `metadata.yaml` declares, the model their errors name. */
const ROUTES = [
  { path: '/api/v1/assets/import/', field: 'bundle', type: 'assets', model: 'assets' },
  { path: '/api/v1/dashboard/import/', field: 'formData', type: 'Dashboard', model: 'dashboard' },
  { path: '/api/v1/chart/import/', field: 'formData', type: 'Slice', model: 'chart' },
  { path: '/api/v1/dataset/import/', field: 'formData', type: 'SqlaTable', model: 'dataset' },
] as const;
type Route = (typeof ROUTES)[number];

/** What a bundle's database or chart carries besides the defaults. */
interface BundleParts {
  database?: Record<string, unknown>;
  chart?: Record<string, unknown>;
}

/** A whole bundle: a dashboard showing a chart on a dataset of a database, every route importing all of it. */
function bundle(
  route: Route,
  database: { name: string; uuid: string; uri: string },
  dataset: Record<string, unknown> = {},
  parts: BundleParts = {},
): Uint8Array {
  const position = {
    'CHART-1': {
      type: 'CHART',
      id: 'CHART-1',
      children: [],
      meta: { uuid: CHART_UUID, chartId: 1, width: 4, height: 50 },
    },
  };
  return zipTexts({
    'metadata.yaml': stringify({ version: '1.0.0', type: route.type, timestamp: '2026-01-01T00:00:00+00:00' }),
    [`databases/${database.name}.yaml`]: stringify({
      database_name: database.name,
      sqlalchemy_uri: database.uri,
      uuid: database.uuid,
      version: '1.0.0',
      ...parts.database,
    }),
    [`datasets/${database.name}/hostile.yaml`]: stringify({
      table_name: 'hostile',
      schema: 'main',
      sql: 'SELECT name, num FROM birth_names',
      uuid: DATASET_UUID,
      version: '1.0.0',
      database_uuid: database.uuid,
      columns: [{ column_name: 'name' }, { column_name: 'num' }],
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
      ...dataset,
    }),
    'charts/Hostile_1.yaml': stringify({
      slice_name: 'Hostile',
      viz_type: 'table',
      params: {},
      uuid: CHART_UUID,
      version: '1.0.0',
      dataset_uuid: DATASET_UUID,
      ...parts.chart,
    }),
    'dashboards/Hostile_1.yaml': stringify({
      dashboard_title: 'Hostile',
      position,
      metadata: {},
      uuid: DASHBOARD_UUID,
      version: '1.0.0',
    }),
  });
}

const examples = { name: 'examples', uuid: EXAMPLES_UUID, uri: 'duckdb:////tmp/examples.db' };
const warehouse = (uri: string) => ({ name: 'warehouse', uuid: WAREHOUSE_UUID, uri });
const importAs = (route: Route, bytes: Uint8Array) =>
  postBundle(admin, route.path, bytes, { overwrite: 'true' }, route.field);
const answerOf = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  data = admin.runtime.dataDir;
  await mkdir(join(data, 'tenants', 'default'), { recursive: true });
  await mkdir(join(data, 'tenants', 'globex'), { recursive: true });
  await writeDuckDbFile(join(data, 'tenants', 'globex', 'books.duckdb'), 'globex-ledger');
  await writeDuckDbFile(join(data, 'tenants', 'default', 'shop.duckdb'), 'ledger');
  await symlink(join(data, 'tenants', 'globex', 'books.duckdb'), join(data, 'tenants', 'default', 'borrowed.duckdb'));
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

/** Connection strings POST /api/v1/database/ refuses. `{data}` stands for the runtime's data folder. */
const URIS: [string, string][] = [
  ['[attack] /etc/passwd as a DuckDB file', 'duckdb:////etc/passwd'],
  ["[attack] another tenant's DuckDB file", 'duckdb:///{data}/tenants/globex/books.duckdb'],
  ['[attack] a relative climb', 'duckdb:///../other/x.duckdb'],
  ["[attack] a .. climb from the tenant's folder", 'duckdb:///{data}/tenants/default/../globex/books.duckdb'],
  ['[attack] a percent-encoded climb', 'duckdb:///{data}/tenants/default/%2E%2E/globex/books.duckdb'],
  [
    "[attack] a link in the tenant's folder to another tenant's file",
    'duckdb:///{data}/tenants/default/borrowed.duckdb',
  ],
  ['[attack] the token signing key', 'duckdb:///{data}/keys/jwt-es256.pem'],
  ['an engine Skyset does not run', 'postgresql://bob:secret@db:5432/sales'],
  [
    '[attack] /etc/passwd as the database parameter of an in-memory database',
    'duckdb:///:memory:?database=/etc/passwd',
  ],
  [
    "[attack] an engine setting on a file of the tenant's own folder",
    'duckdb:///{data}/tenants/default/shop.duckdb?access_mode=read_write',
  ],
  ['[attack] a fragment after an in-memory database', 'duckdb:///:memory:#/etc/passwd'],
];

describe('finding 10: imports run the connection checks of POST /api/v1/database/', () => {
  it.each(URIS.flatMap(([name, uri]) => ROUTES.map((route) => [`${name} through ${route.path}`, uri, route] as const)))(
    '%s is refused whole',
    async (_name, template, route) => {
      // Arrange
      const uri = template.replaceAll('{data}', data);
      const created = await admin.post('/api/v1/database/', {
        database_name: `direct_${Math.random()}`,
        sqlalchemy_uri: uri,
      });
      const before = await tableItems();

      // Act
      const answer = await importAs(route, bundle(route, warehouse(uri)));

      // Assert
      expect([created.status === 400 || created.status === 422, answerOf(answer)]).toEqual([
        true,
        importError(`Error importing ${route.model}`, { 'databases/warehouse.yaml': created.body.message }),
      ]);
      expect(await tableItems()).toEqual(before);
    },
  );

  it("creates a database on a file of the tenant's own folder (control)", async () => {
    // Act
    const answer = await importAs(
      ROUTES[0],
      bundle(ROUTES[0], warehouse(`duckdb:///${data}/tenants/default/shop.duckdb`), { sql: 'SELECT title FROM books' }),
    );
    const databases = await admin.get('/api/v1/database/');

    // Assert
    expect([answerOf(answer), databases.body.result.map((database: JsonBody) => database.database_name)]).toEqual([
      { status: 200, body: { message: 'OK' } },
      ['examples', 'warehouse'],
    ]);
  });
});

/** Virtual dataset SQL the create route refuses. `{data}` stands for the runtime's data folder. */
const HOSTILE_SQL = [
  "SELECT content FROM read_text('/etc/passwd')",
  "SELECT * FROM read_csv('/etc/hostname')",
  "SELECT * FROM glob('{data}/**')",
  "SELECT * FROM read_parquet('{data}/examples/birth_names.parquet')",
  "SELECT * FROM read_blob('{data}/dynamodb/*')",
  "SELECT * FROM read_json_auto('{data}/blobs/x.json')",
  "SELECT * FROM sniff_csv('{data}/keys/jwt-es256.pem')",
  "SELECT * FROM '/etc/passwd'",
  "SELECT * FROM birth_names, '{data}/keys/jwt-es256.pem'",
  "SELECT current_setting('allowed_paths') AS paths",
  'SELECT path FROM duckdb_databases()',
  'SELECT sql FROM duckdb_views()',
  "SELECT * FROM query('SELECT 1')",
  "SELECT * FROM enable_logging(storage = 'file', storage_path = '/tmp/logs')",
  "COPY birth_names TO '/tmp/x.csv'",
  "ATTACH '/tmp/x.duckdb' AS x",
  'SELECT 1; SELECT 2',
  'DELETE FROM birth_names',
  'SELECT 1) AS t, (SELECT 2',
];

describe('finding 10: imports run the SQL checks of the dataset routes', () => {
  let names = 0;

  it.each(
    HOSTILE_SQL.flatMap((sql) =>
      [ROUTES[0], ROUTES[3]].map((route) => [`${sql} through ${route.path}`, sql, route] as const),
    ),
  )('%s is refused whole', async (_name, template, route) => {
    // Arrange
    const sql = template.replaceAll('{data}', data);
    const created = await admin.post('/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: `direct_${(names += 1)}`,
      sql,
    });
    const before = await tableItems();

    // Act
    const answer = await importAs(route, bundle(route, examples, { sql }));

    // Assert
    expect([created.status, answerOf(answer)]).toEqual([
      422,
      importError(`Error importing ${route.model}`, { 'datasets/examples/hostile.yaml': created.body.message }),
    ]);
    expect(await tableItems()).toEqual(before);
  });

  it.each([
    ['metrics', { metrics: [{ metric_name: 'paths', expression: "max(current_setting('allowed_paths'))" }] }],
    ['metrics', { metrics: [{ metric_name: 'secret', expression: "max(length(read_text('/etc/passwd')))" }] }],
    ['columns', { columns: [{ column_name: 'paths', expression: "current_setting('allowed_paths')" }] }],
    ['columns', { columns: [{ column_name: 'rows', expression: '(SELECT count(*) FROM birth_names)' }] }],
  ])(
    '[attack] a hostile %s expression is refused in the words of PUT /api/v1/dataset/{pk}',
    async (_field, members) => {
      // Arrange
      const put = await admin.request('/api/v1/dataset/1?override_columns=true', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(members),
      });
      const before = await tableItems();

      // Act
      const answer = await importAs(ROUTES[0], bundle(ROUTES[0], examples, members));

      // Assert
      expect([put.status, answerOf(answer)]).toEqual([
        422,
        importError('Error importing assets', { 'datasets/examples/hostile.yaml': put.body.message }),
      ]);
      expect(await tableItems()).toEqual(before);
    },
  );

  it('an overwrite cannot swap hostile SQL into a dataset imported before', async () => {
    // Arrange
    const first = await importAs(ROUTES[0], bundle(ROUTES[0], examples));

    // Act
    const second = await importAs(
      ROUTES[0],
      bundle(ROUTES[0], examples, { sql: "SELECT content FROM read_text('/etc/passwd')" }),
    );
    const stored = await admin.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:hostile)))`);

    // Assert
    expect([answerOf(first).status, second.status, stored.body.result.map((dataset: JsonBody) => dataset.sql)]).toEqual(
      [200, 422, ['SELECT name, num FROM birth_names']],
    );
  });
});

describe('imports run the check of extra of POST /api/v1/database/', () => {
  it.each(['engine_params', 'ENGINE_PARAMS'])(
    '[attack] %s changing the engine configuration are refused whole, in the words of POST /api/v1/database/',
    async (key) => {
      // Arrange
      const extra = {
        [key]: { connect_args: { config: { enable_external_access: true, allowed_directories: ['/'] } } },
      };
      const created = await admin.post('/api/v1/database/', {
        database_name: 'direct_engine_params',
        sqlalchemy_uri: 'duckdb:///:memory:',
        extra: JSON.stringify(extra),
      });
      const before = await tableItems();

      // Act
      const answer = await importAs(
        ROUTES[0],
        bundle(
          ROUTES[0],
          { name: 'configured', uuid: 'd38ab1a2-94c5-46e7-82f3-8e9fa0b1c2d3', uri: 'duckdb:///:memory:' },
          {},
          { database: { extra } },
        ),
      );

      // Assert
      expect([created.status, answerOf(answer)]).toEqual([
        400,
        importError('Error importing assets', { 'databases/configured.yaml': created.body.message }),
      ]);
      expect(await tableItems()).toEqual(before);
    },
  );
});

/** The chart fragments of finding 10's sequel, each as chart YAML fields, and the POST /api/v1/chart/ body carrying the same. */
const birthNamesContext = (query: Record<string, unknown>) =>
  JSON.stringify({
    datasource: { id: 1, type: 'table' },
    queries: [{ columns: ['name'], metrics: ['count'], ...query }],
  });
const HOSTILE_CHARTS: [string, { params?: Record<string, unknown>; query_context?: string }][] = [
  [
    '[attack] a file reader as a query context metric',
    {
      query_context: birthNamesContext({
        metrics: [
          { expressionType: 'SQL', sqlExpression: "(SELECT content FROM read_text('/etc/passwd'))", label: 'x' },
        ],
      }),
    },
  ],
  [
    '[attack] a sub-query in an ad-hoc filter of the form data',
    {
      params: {
        adhoc_filters: [
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > (SELECT MAX(num) FROM birth_names)' },
        ],
      },
    },
  ],
  [
    '[attack] a file reader as an ad-hoc column',
    { params: { groupby: [{ expressionType: 'SQL', sqlExpression: "read_text('/etc/passwd')", label: 'x' }] } },
  ],
  [
    '[attack] a second statement in a HAVING extra',
    { query_context: birthNamesContext({ extras: { having: 'COUNT(*) > 1; DROP TABLE birth_names' } }) },
  ],
];

describe('imports run the chart fragment check of POST /api/v1/chart/', () => {
  it.each(
    HOSTILE_CHARTS.flatMap(([name, chart]) =>
      ROUTES.slice(0, 3).map((route) => [`${name} through ${route.path}`, chart, route] as const),
    ),
  )('%s is refused whole', async (_name, chart, route) => {
    // Arrange
    const created = await admin.post('/api/v1/chart/', {
      slice_name: 'direct',
      viz_type: 'table',
      datasource_id: 1,
      datasource_type: 'table',
      params: JSON.stringify(chart.params ?? {}),
      query_context: chart.query_context ?? null,
    });
    const before = await tableItems();

    // Act
    const answer = await importAs(route, bundle(route, examples, {}, { chart }));

    // Assert
    expect([created.status, answerOf(answer)]).toEqual([
      400,
      importError(`Error importing ${route.model}`, { 'charts/Hostile_1.yaml': created.body.message }),
    ]);
    expect(await tableItems()).toEqual(before);
  });

  it('imports a chart whose ad-hoc SQL stays an expression, and stores it as sent (control)', async () => {
    // Arrange
    const params = {
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num) * 2', label: 'double' }],
      groupby: [
        { expressionType: 'SQL', sqlExpression: "CASE WHEN num > 10 THEN 'many' ELSE 'few' END", label: 'size' },
      ],
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "name LIKE 'A%'" }],
    };

    // Act
    const answer = await importAs(ROUTES[2], bundle(ROUTES[2], examples, {}, { chart: { params } }));
    const stored = await admin.get(`/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:Hostile)))`);

    // Assert
    expect([
      answerOf(answer),
      stored.body.result.map((chart: JsonBody) => JSON.parse(chart.params as string).metrics),
    ]).toEqual([{ status: 200, body: { message: 'OK' } }, [params.metrics]]);
  });
});

describe('dataset imports keep fetch_values_predicate and template_params, checked as PUT /api/v1/dataset/{pk} checks them', () => {
  /** The dataset answer of the one dataset called `table`. */
  async function datasetNamed(table: string): Promise<JsonBody | undefined> {
    const listed = await admin.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`);
    const id = listed.body.result[0]?.id as number | undefined;
    return id === undefined ? undefined : (await admin.get(`/api/v1/dataset/${id}`)).body.result;
  }

  it.each([
    ['fetch_values_predicate', { fetch_values_predicate: "name IN (SELECT content FROM read_text('/etc/passwd'))" }],
    ['fetch_values_predicate', { fetch_values_predicate: '1 = 1) OR (1 = 1' }],
    ['template_params', { template_params: '{not json' }],
    ['template_params', { template_params: JSON.stringify({ x: "(SELECT content FROM read_text('/etc/passwd'))" }) }],
  ])('[attack] a hostile %s on a new dataset is refused whole, in the words of PUT', async (_field, fields) => {
    // Arrange
    const put = await admin.request('/api/v1/dataset/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    const before = await tableItems();

    // Act
    const answer = await importAs(
      ROUTES[3],
      bundle(ROUTES[3], examples, {
        uuid: '9f4d7c6e-5081-42a3-8ebf-4a5b6c7d8e9f',
        table_name: 'predicate_attack',
        ...fields,
      }),
    );

    // Assert
    expect([put.status, answerOf(answer)]).toEqual([
      422,
      importError('Error importing dataset', { 'datasets/examples/hostile.yaml': put.body.message }),
    ]);
    expect(await tableItems()).toEqual(before);
  });

  it('[attack] a hostile fetch_values_predicate over birth_names with overwrite=true is refused, birth_names unchanged', async () => {
    // Arrange
    const exported = unzipTexts((await admin.get('/api/v1/dataset/export/?q=!(1)')).bytes);
    const birthNames = parse(
      Object.entries(exported).find(([path]) => path.endsWith('birth_names.yaml'))?.[1] ?? '',
    ) as { uuid: string };
    const predicate = { fetch_values_predicate: "name = (SELECT content FROM read_text('/etc/passwd'))" };
    const put = await admin.request('/api/v1/dataset/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(predicate),
    });
    const before = await tableItems();

    // Act
    const answer = await importAs(
      ROUTES[3],
      bundle(ROUTES[3], examples, { uuid: birthNames.uuid, table_name: 'birth_names', sql: null, ...predicate }),
    );

    // Assert
    expect([put.status, answerOf(answer)]).toEqual([
      422,
      importError('Error importing dataset', { 'datasets/examples/hostile.yaml': put.body.message }),
    ]);
    expect(await tableItems()).toEqual(before);
  });

  it.each([
    ['by its uuid, without overwrite', ROUTES[1], { uuid: DATASET_UUID }],
    [
      'by its table, with overwrite',
      ROUTES[0],
      { uuid: 'a05e8d7f-6192-43b4-9fc0-5b6c7d8e9fa0', table_name: 'birth_names', sql: null },
    ],
  ])('[attack] a hostile metric on an existing dataset reused %s is refused whole', async (_case, route, identity) => {
    // Arrange
    await importAs(ROUTES[3], bundle(ROUTES[3], examples));
    const metrics = [{ metric_name: 'secret', expression: "max(length(read_text('/etc/passwd')))" }];
    const put = await admin.request('/api/v1/dataset/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ metrics }),
    });
    const before = await tableItems();

    // Act
    const answer = await postBundle(
      admin,
      route.path,
      bundle(route, examples, { ...identity, metrics }),
      { overwrite: 'true' },
      route.field,
    );

    // Assert
    expect([put.status, answerOf(answer)]).toEqual([
      422,
      importError(`Error importing ${route.model}`, { 'datasets/examples/hostile.yaml': put.body.message }),
    ]);
    expect(await tableItems()).toEqual(before);
  });

  it('keeps a harmless fetch_values_predicate and template parameters on create, and replaces them on overwrite', async () => {
    // Arrange
    const uuid = 'b16f9e80-72a3-44c5-a0d1-6c7d8e9fa0b1';
    const settings = {
      filter_select_enabled: false,
      normalize_columns: true,
      always_filter_main_dttm: true,
      default_endpoint: '/x',
      offset: 2,
    };

    // Act
    const created = await importAs(
      ROUTES[3],
      bundle(ROUTES[3], examples, {
        uuid,
        table_name: 'kept',
        fetch_values_predicate: "name LIKE 'A%'",
        template_params: { region: 'north' },
        ...settings,
      }),
    );
    const first = await datasetNamed('kept');
    const replaced = await importAs(
      ROUTES[3],
      bundle(ROUTES[3], examples, {
        uuid,
        table_name: 'kept',
        fetch_values_predicate: 'num > 10',
        template_params: '{"region": "south"}',
      }),
    );
    const second = await datasetNamed('kept');

    // Assert
    expect([answerOf(created), answerOf(replaced)]).toEqual([
      { status: 200, body: { message: 'OK' } },
      { status: 200, body: { message: 'OK' } },
    ]);
    expect([first, second].map((dataset) => [dataset?.fetch_values_predicate, dataset?.template_params])).toEqual([
      ["name LIKE 'A%'", '{"region":"north"}'],
      ['num > 10', '{"region": "south"}'],
    ]);
    expect(Object.fromEntries(Object.keys(settings).map((key) => [key, first?.[key]]))).toEqual(settings);
  });

  it('renders virtual SQL with the template parameters the bundle brings', async () => {
    // Act
    const answer = await importAs(
      ROUTES[3],
      bundle(ROUTES[3], examples, {
        uuid: 'c27fa091-83b4-45d6-b1e2-7d8e9fa0b1c2',
        table_name: 'templated',
        sql: "SELECT name, num FROM birth_names WHERE state = '{{ state }}'",
        template_params: { state: 'CA' },
      }),
    );

    // Assert
    expect(answerOf(answer)).toEqual({ status: 200, body: { message: 'OK' } });
  });
});
