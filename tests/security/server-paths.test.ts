import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ApiClient, type JsonBody, startApiClient } from '../integration/helpers/api-client.ts';

/**
 * Finding 12 replayed: SQL Lab showed absolute server paths (`current_setting('allowed_paths')` listed every example
 * file under the data folder, `duckdb_databases()`, view definitions, engine errors naming files and the home
 * folder). Each query is sent through SQL Lab and as chart data on the examples database, by Admin: no answer names
 * the runtime's data folder or any absolute path under /root, /tmp, /work, /home, /etc, /var or /usr.
 */
let admin: ApiClient<JsonBody>;
let dataDir = '';

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  dataDir = admin.runtime.dataDir;
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

const textOf = (answer: Answer<JsonBody>): string => new TextDecoder().decode(answer.bytes);

/** The absolute paths an answer names: the data folder, or a path below a system folder. */
function pathsIn(text: string): string[] {
  const system = text.match(/(?<![\w:/.-])\/(?:root|tmp|work|home|etc|var|usr)\/[^\s"'\\,)]*/g) ?? [];
  return [...(text.includes(dataDir) ? [dataDir] : []), ...system];
}

/** The queries that once answered paths, and their neighbours. `{data}` stands for the runtime's data folder. */
const QUERIES = [
  "SELECT current_setting('allowed_paths') AS v",
  "SELECT current_setting('secret_directory') AS v",
  "SELECT current_setting('home_directory') AS v",
  "SELECT current_setting('extension_directory') AS v",
  'SELECT name, value FROM duckdb_settings()',
  'SELECT * FROM duckdb_databases()',
  'SELECT path FROM duckdb_databases',
  'SELECT * FROM pragma_database_list',
  'PRAGMA database_list',
  'SELECT extension_name, install_path FROM duckdb_extensions()',
  'SELECT * FROM duckdb_temporary_files()',
  'SELECT * FROM duckdb_external_file_cache()',
  "SELECT getenv('HOME') AS v",
  'SELECT sql FROM duckdb_views()',
  'SELECT view_definition FROM information_schema.views',
  'SELECT sql FROM sqlite_master',
  'SELECT definition FROM pg_catalog.pg_views',
  "SELECT * FROM query_table('duckdb_databases')",
  "SELECT * FROM read_parquet('birth_names.parquet')",
  "SELECT * FROM 'missing_folder/missing.parquet'",
  "SELECT * FROM '/nonexistent/missing.parquet'",
  "SELECT * FROM '{data}/keys/jwt-es256.pem'",
  "SELECT * FROM '{data}/examples/missing.parquet'",
  'EXPLAIN SELECT * FROM birth_names',
  'EXPLAIN ANALYZE SELECT * FROM birth_names',
  "EXPLAIN (FORMAT json) SELECT * FROM birth_names WHERE name = 'x'",
];

const sqlOf = (query: string): string => query.replaceAll('{data}', dataDir);

describe('finding 12: no answer shows where the server keeps its files', () => {
  it.each(QUERIES)('SQL Lab: %s', async (query) => {
    // Act
    const answer = await admin.post('/api/v1/sqllab/execute/', {
      database_id: 1,
      sql: sqlOf(query),
      runAsync: false,
      schema: 'main',
    });
    const echoed = textOf(answer).replaceAll(JSON.stringify(sqlOf(query)).slice(1, -1), '<the query>');

    // Assert
    expect([answer.status < 500, pathsIn(echoed)]).toEqual([true, []]);
  });

  it.each(QUERIES.filter((query) => !query.startsWith('EXPLAIN') && !query.startsWith('PRAGMA')))(
    'the cost estimate: %s',
    async (query) => {
      // Act
      const answer = await admin.post('/api/v1/sqllab/estimate/', {
        database_id: 1,
        sql: sqlOf(query),
        schema: 'main',
      });

      // Assert
      expect([answer.status < 500, pathsIn(textOf(answer))]).toEqual([true, []]);
    },
  );

  it.each([
    "current_setting('allowed_paths')",
    "current_setting('secret_directory')",
    '(SELECT max(path) FROM duckdb_databases())',
    "(SELECT string_agg(sql, ',') FROM duckdb_views())",
    "ds::VARCHAR || current_setting('allowed_paths')",
  ])('chart data with the column %s', async (expression) => {
    // Act
    const answer = await admin.post('/api/v1/chart/data', {
      datasource: { id: 1, type: 'table' },
      queries: [
        { columns: [{ expressionType: 'SQL', sqlExpression: expression, label: 'x' }], metrics: [], row_limit: 5 },
      ],
      result_type: 'full',
    });

    // Assert
    expect([answer.status < 500, pathsIn(textOf(answer))]).toEqual([true, []]);
  });

  it('a virtual dataset over the settings is refused before it is stored, without the paths', async () => {
    // Act
    const answer = await admin.post('/api/v1/dataset/', {
      database: 1,
      table_name: 'paths',
      sql: "SELECT current_setting('allowed_paths') AS paths",
    });

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 422,
      body: { message: { sql: ['The function current_setting() is not allowed'] } },
    });
  });

  it("SQL Lab's refusal says why", async () => {
    // Act
    const answer = await admin.post('/api/v1/sqllab/execute/', {
      database_id: 1,
      sql: "SELECT current_setting('allowed_paths') AS v",
      runAsync: false,
      schema: 'main',
    });

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 403,
      body: {
        errors: [
          {
            message:
              "The function current_setting() is not allowed: queries cannot see the engine's settings or where the server keeps its files.",
            error_type: 'QUERY_SECURITY_ACCESS_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      },
    });
  });

  it.each([
    '/health',
    '/api/v1/database/',
    '/api/v1/database/1',
    '/api/v1/database/1/connection',
    '/api/v1/dataset/1',
    '/superset/fetch_datasource_metadata?datasourceKey=1__table',
  ])('%s names no server path', async (path) => {
    // Act
    const answer = await admin.get(path);

    // Assert
    expect([answer.status < 500, pathsIn(textOf(answer))]).toEqual([true, []]);
  });

  it("still browses the examples' catalog: catalogs, schemas, tables and views, columns, functions (control)", async () => {
    // Act
    const catalogs = await admin.get('/api/v1/database/1/catalogs/');
    const schemas = await admin.get('/api/v1/database/1/schemas/');
    const tables = await admin.get('/api/v1/database/1/tables/?q=(schema_name:main)');
    const table = await admin.get('/api/v1/database/1/table_metadata/?name=birth_names&schema=main');
    const functions = await admin.get('/api/v1/database/1/function_names/');

    // Assert
    expect([
      catalogs.status,
      schemas.body.result,
      tables.body.result.find((entry: JsonBody) => entry.value === 'birth_names'),
      table.body.columns.map((column: JsonBody) => column.name),
      functions.body.function_names.includes('sum'),
    ]).toEqual([
      200,
      ['main'],
      { value: 'birth_names', type: 'view' },
      ['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls'],
      true,
    ]);
  });
});
