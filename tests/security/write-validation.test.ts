import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { birthNamesReader, chartBody, put, saveChart } from '../integration/charts/saved/saved-chart-client.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../integration/helpers/api-client.ts';
import { writeDuckDbFile } from '../integration/helpers/duckdb-files.ts';

/**
 * The sequel of finding 10 replayed on the write routes. Chart writes stored SQL fragments that chart data refuses
 * when the chart runs (`POST /api/v1/chart/` answered 201 to a query context whose metric reads /etc/passwd), so a
 * hostile chart waited for whoever opened it; DuckDB connection strings kept a query string Skyset ignores
 * (`duckdb:///:memory:?database=/etc/passwd`), and `extra.engine_params` that Skyset never applies. Each is now
 * refused when written, with a harmless control accepted.
 */
const admin = useApiClient<JsonBody>();
let viewer: ApiClient<JsonBody>;

beforeAll(async () => {
  viewer = await birthNamesReader(admin, 'viewer');
  const folder = join(admin.runtime.dataDir, 'tenants', 'default');
  await mkdir(folder, { recursive: true });
  await writeDuckDbFile(join(folder, 'shop.duckdb'), 'ledger');
});

const FILE_READER =
  'The function read_text() is not allowed: queries cannot read or write files, attach databases, load extensions or change engine settings.';

/** The finding's query context: a metric whose SQL reads /etc/passwd, over birth_names. */
const hostileContext = JSON.stringify({
  datasource: { id: 1, type: 'table' },
  queries: [
    {
      columns: ['name'],
      metrics: [
        { expressionType: 'SQL', sqlExpression: "(SELECT content FROM read_text('/etc/passwd'))", label: 'secret' },
      ],
    },
  ],
});
const hostileContextRefusal = {
  status: 400,
  body: { message: { query_context: [`queries.0.metrics.0.sqlExpression: ${FILE_READER}`] } },
};

const chartCount = async (): Promise<number> => (await admin.get('/api/v1/chart/')).body.count as number;

describe('chart writes refuse the SQL fragments chart data refuses', () => {
  it("[attack] POST /api/v1/chart/ with the finding's query context answers 400 naming query_context, and stores nothing", async () => {
    // Arrange
    const before = await chartCount();

    // Act
    const answer = await admin.post('/api/v1/chart/', chartBody({ query_context: hostileContext }));

    // Assert
    expect([answer, await chartCount()]).toEqual([hostileContextRefusal, before]);
  });

  it('[attack] chart data refuses the same query context when it runs (what the write now refuses earlier)', async () => {
    // Act
    const answer = await admin.post('/api/v1/chart/data', JSON.parse(hostileContext));

    // Assert
    expect([answer.status, answer.body.errors?.[0]?.error_type]).toEqual([400, 'QUERY_SECURITY_ACCESS_ERROR']);
  });

  it.each([
    [
      'an ad-hoc filter with a sub-query',
      {
        adhoc_filters: [
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > (SELECT MAX(num) FROM birth_names)' },
        ],
      },
      'adhoc_filters.0.sqlExpression: Ad hoc subquery not allowed',
    ],
    [
      'an ad-hoc column reading a file',
      { groupby: [{ expressionType: 'SQL', sqlExpression: "read_text('/etc/passwd')", label: 'x' }] },
      `groupby.0.sqlExpression: ${FILE_READER}`,
    ],
    ['a legacy WHERE that closes its parentheses', { where: '1 = 1) OR (1 = 1' }, 'where: Invalid SQL fragment'],
  ])(
    '[attack] PUT /api/v1/chart/{pk} with form data holding %s answers 400 naming params, and keeps the chart',
    async (_case, params, problem) => {
      // Arrange
      const id = await saveChart(admin);
      const before = (await admin.get(`/api/v1/chart/${id}`)).body.result.params;

      // Act
      const answer = await put(admin, `/api/v1/chart/${id}`, { params: JSON.stringify(params) });
      const after = (await admin.get(`/api/v1/chart/${id}`)).body.result.params;

      // Assert
      expect([answer, after]).toEqual([{ status: 400, body: { message: { params: [problem] } } }, before]);
    },
  );

  it("[attack] a viewer's query context backfill cannot plant the finding's query context for the owners to run", async () => {
    // Arrange
    const id = await saveChart(admin, { query_context: null });

    // Act
    const answer = await put(viewer, `/api/v1/chart/${id}`, {
      query_context: hostileContext,
      query_context_generation: true,
    });
    const after = (await admin.get(`/api/v1/chart/${id}`)).body.result.query_context;

    // Assert
    expect([answer, after]).toEqual([hostileContextRefusal, null]);
  });

  it('saves a chart whose ad-hoc SQL stays an expression (control)', async () => {
    // Arrange
    const params = {
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num) * 2', label: 'double' }],
      groupby: [
        { expressionType: 'SQL', sqlExpression: "CASE WHEN num > 10 THEN 'many' ELSE 'few' END", label: 'size' },
      ],
      adhoc_filters: [
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "name LIKE 'A%' AND ds >= '{{ from_dttm }}'" },
      ],
    };
    const context = JSON.stringify({
      datasource: { id: 1, type: 'table' },
      queries: [{ columns: ['name'], metrics: params.metrics, extras: { where: "name LIKE 'A%'" } }],
    });

    // Act
    const answer = await admin.post(
      '/api/v1/chart/',
      chartBody({ params: JSON.stringify(params), query_context: context }),
    );

    // Assert
    expect(answer.status).toBe(201);
  });
});

/** Calls the database routes with a JSON body. */
const send = (method: string, path: string, body: unknown) =>
  admin.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The three routes that take a connection string, each with a body carrying `fields`. */
const DATABASE_WRITES: [string, (fields: Record<string, unknown>) => Promise<{ status: number; body: unknown }>][] = [
  ['create', (fields) => send('POST', '/api/v1/database/', { database_name: `attack_${Math.random()}`, ...fields })],
  [
    'update',
    async (fields) => {
      const created = await send('POST', '/api/v1/database/', {
        database_name: `target_${Math.random()}`,
        sqlalchemy_uri: 'duckdb:///:memory:',
      });
      return send('PUT', `/api/v1/database/${(created.body as JsonBody).id}`, fields);
    },
  ],
  ['test_connection', (fields) => send('POST', '/api/v1/database/test_connection/', fields)],
];

const parametersRefusal = (parameters: string) => ({
  status: 422,
  body: {
    message: {
      sqlalchemy_uri: [
        `DuckDB connection strings take no parameters: remove "${parameters}" (Skyset sets the engine's options itself).`,
      ],
    },
  },
});

describe('DuckDB connection strings carry no parameters Skyset would ignore', () => {
  it.each(
    [
      [
        '[attack] /etc/passwd as the database parameter of an in-memory database',
        () => 'duckdb:///:memory:?database=/etc/passwd',
        '?database=/etc/passwd',
      ],
      [
        "[attack] an engine setting on a file of the tenant's own folder",
        (data: string) => `duckdb:///${data}/tenants/default/shop.duckdb?access_mode=read_write`,
        '?access_mode=read_write',
      ],
      ['[attack] a fragment after an in-memory database', () => 'duckdb:///:memory:#/etc/passwd', '#/etc/passwd'],
    ].flatMap(([name, uri, parameters]) =>
      DATABASE_WRITES.map(([route, write]) => [`${name as string} on ${route}`, uri, parameters, write] as const),
    ),
  )('%s is refused with 422 naming sqlalchemy_uri', async (_name, uri, parameters, write) => {
    // Act
    const answer = await write({ sqlalchemy_uri: (uri as (data: string) => string)(admin.runtime.dataDir) });

    // Assert
    expect(answer).toEqual(parametersRefusal(parameters as string));
  });

  it("accepts an in-memory database and a file of the tenant's folder without parameters (control)", async () => {
    // Act
    const memory = await send('POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: 'duckdb:///:memory:' });
    const file = await send('POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: `duckdb:///${admin.runtime.dataDir}/tenants/default/shop.duckdb`,
    });

    // Assert
    expect([memory, file]).toEqual([
      { status: 200, body: { message: 'OK' } },
      { status: 200, body: { message: 'OK' } },
    ]);
  });
});

describe('extra.engine_params, which Skyset never applies, are refused rather than stored', () => {
  const refusal = {
    status: 400,
    body: {
      message: {
        extra: [
          "The engine_params in Extra field is not supported: Skyset sets its engines' options itself. The key connect_args is invalid.",
        ],
      },
    },
  };

  it.each(DATABASE_WRITES)(
    '[attack] connect_args.config opening the file system is refused on %s',
    async (_route, write) => {
      // Arrange
      const extra = JSON.stringify({
        engine_params: { connect_args: { config: { enable_external_access: true, allowed_directories: ['/'] } } },
      });

      // Act
      const answer = await write({ sqlalchemy_uri: 'duckdb:///:memory:', extra });

      // Assert
      expect(answer).toEqual(refusal);
    },
  );

  it.each(
    DATABASE_WRITES.flatMap(([route, write]) =>
      ['ENGINE_PARAMS', 'Engine_Params'].map((key) => [`${key} on ${route}`, key, write] as const),
    ),
  )('[attack] the key in another casing, %s, is refused all the same', async (_name, key, write) => {
    // Arrange
    const extra = JSON.stringify({ [key]: { connect_args: { config: { enable_external_access: true } } } });

    // Act
    const answer = await write({ sqlalchemy_uri: 'duckdb:///:memory:', extra });

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: {
        message: {
          extra: [
            `The ${key} in Extra field is not supported: Skyset sets its engines' options itself. The key connect_args is invalid.`,
          ],
        },
      },
    });
  });

  it("accepts the empty engine_params Superset's form writes (control)", async () => {
    // Arrange
    const extra = JSON.stringify({
      metadata_params: {},
      engine_params: { connect_args: {} },
      schemas_allowed_for_file_upload: [],
    });

    // Act
    const answer = await send('POST', '/api/v1/database/', {
      database_name: 'formlike',
      sqlalchemy_uri: 'duckdb:///:memory:',
      extra,
    });

    // Assert
    expect([answer.status, (answer.body as JsonBody).result?.extra]).toEqual([201, extra]);
  });
});

/**
 * The re-probe of finding 10: `PUT /api/v1/dataset/{pk}` stored template parameters whose value reads /etc/passwd
 * (every later use was refused, but the import refused them at once). Template parameters are now checked when
 * written as the import checks them: no value may call what no database runs, and a virtual dataset's SQL must
 * still render with them to one read-only SELECT; 422 naming template_params.
 */
describe('dataset template_params are checked when written, as imports check them', () => {
  const hostile = JSON.stringify({ x: "(SELECT content FROM read_text('/etc/passwd'))" });
  const datasetParams = async (id: number) =>
    (await admin.get(`/api/v1/dataset/${id}`)).body.result.template_params as string | null;

  it('[attack] PUT on a physical dataset is refused with 422 naming template_params, and nothing is stored', async () => {
    // Arrange
    const before = await datasetParams(1);

    // Act
    const answer = await send('PUT', '/api/v1/dataset/1', { template_params: hostile });

    // Assert
    expect(answer).toEqual({ status: 422, body: { message: { template_params: [FILE_READER] } } });
    expect(await datasetParams(1)).toEqual(before);
  });

  it('[attack] POST of a new dataset is refused with 422 naming template_params', async () => {
    // Act
    const answer = await send('POST', '/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'tpl_attack',
      sql: 'SELECT {{ x }} AS x',
      template_params: hostile,
    });

    // Assert
    expect(answer).toEqual({ status: 422, body: { message: { template_params: [FILE_READER] } } });
  });

  it('[attack] PUT of parameters that make a virtual dataset render a second statement is refused naming template_params', async () => {
    // Arrange
    const created = await send('POST', '/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'tpl_target',
      sql: 'SELECT {{ x }} AS x',
      template_params: '{"x": "1"}',
    });
    const id = (created.body as JsonBody).id as number;

    // Act
    const answer = await send('PUT', `/api/v1/dataset/${id}`, {
      template_params: '{"x": "1; DROP TABLE birth_names"}',
    });
    const control = await send('PUT', `/api/v1/dataset/${id}`, { template_params: '{"x": "2"}' });

    // Assert
    expect({ status: answer.status, fields: Object.keys((answer.body as { message: object }).message) }).toEqual({
      status: 422,
      fields: ['template_params'],
    });
    expect([created.status, control.status, await datasetParams(id)]).toEqual([201, 200, '{"x": "2"}']);
  });
});
