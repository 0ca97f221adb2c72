import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiClient } from '../helpers/api-client.ts';
import { contractProblemsBeyondNulls, createScratchDatabase, execute } from './execution-helpers.ts';

const admin = useApiClient();
let scratch: number;

beforeAll(async () => {
  scratch = await createScratchDatabase(admin, 'scratch-sync');
});

/** The caller's query with this client id, as GET /api/v1/query/updated_since lists it. */
async function recordOf(clientId: string): Promise<Record<string, unknown> | undefined> {
  const listed = await admin.get(`/api/v1/query/updated_since?q=${rison.encode({ last_updated_ms: 0 })}`);
  return (listed.body as { result: Record<string, unknown>[] }).result.find((query) => query.client_id === clientId);
}

const column = (name: string, type: string, typeGeneric: number) => ({
  column_name: name,
  name,
  type,
  is_dttm: typeGeneric === 2,
  type_generic: typeGeneric,
});

describe('POST /api/v1/sqllab/execute/ (synchronous)', () => {
  it("answers 200 with Superset's payload: status, rows as records, columns and the query as recorded", async () => {
    // Arrange
    const sql = "SELECT 1 AS n, 'a' AS s, DATE '2024-01-02' AS d UNION ALL SELECT 2, 'b', DATE '2024-01-03' ORDER BY n";

    // Act
    const response = await execute(admin, {
      database_id: scratch,
      sql,
      client_id: 'syncok00001',
      sql_editor_id: '5',
      tab: 'Tab 5',
      schema: 'main',
      queryLimit: 10,
    });

    // Assert
    const columns = [column('n', 'INTEGER', 0), column('s', 'VARCHAR', 1), column('d', 'DATE', 2)];
    expect(response).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: [
          { n: 1, s: 'a', d: '2024-01-02' },
          { n: 2, s: 'b', d: '2024-01-03' },
        ],
        columns,
        selected_columns: columns,
        expanded_columns: [],
        query: {
          changed_on: expect.any(String),
          dbId: scratch,
          db: 'scratch-sync',
          endDttm: expect.any(Number),
          errorMessage: null,
          executedSql: expect.stringMatching(/LIMIT 11$/),
          id: 'syncok00001',
          queryId: expect.any(Number),
          limit: 10,
          limitingFactor: 'NOT_LIMITED',
          progress: 100,
          rows: 2,
          catalog: null,
          schema: 'main',
          ctas: false,
          serverId: expect.any(Number),
          sql,
          sqlEditorId: '5',
          startDttm: expect.any(Number),
          state: 'success',
          tab: 'Tab 5',
          tempSchema: null,
          tempTable: null,
          userId: 1,
          user: 'admin',
          resultsKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
          trackingUrl: null,
          extra: {},
          errors: [],
        },
        query_id: expect.any(Number),
        displayLimitReached: false,
      },
    });
    expect(contractProblemsBeyondNulls('POST', '/api/v1/sqllab/execute/', 200, response.body)).toEqual([]);
  });

  it.each([
    ['no LIMIT and fewer rows than asked', 'SELECT range AS n FROM range(3)', 3, 'NOT_LIMITED'],
    ['no LIMIT and more rows than asked', 'SELECT range AS n FROM range(10)', 5, 'DROPDOWN'],
    ["the query's own smaller LIMIT", 'SELECT range AS n FROM range(10) LIMIT 3', 3, 'QUERY'],
    [
      "the query's own LIMIT equal to the one asked",
      'SELECT range AS n FROM range(10) LIMIT 5',
      5,
      'QUERY_AND_DROPDOWN',
    ],
  ])('records the limiting factor of %s', async (_case, sql, rows, limitingFactor) => {
    // Act
    const response = await execute(admin, { database_id: scratch, sql, queryLimit: 5 });

    // Assert
    const { data, query } = response.body as { data: unknown[]; query: Record<string, unknown> };
    expect({
      rows: data.length,
      query: { rows: query.rows, limit: query.limit, limitingFactor: query.limitingFactor },
    }).toEqual({
      rows,
      query: { rows, limit: 5, limitingFactor },
    });
  });

  it('caps at the engine a SELECT the parser cannot rewrite, running it as written', async () => {
    // Arrange: node-sql-parser would print the alias list `t(n)` as one quoted name.
    const sql = 'SELECT * FROM (VALUES (1), (2), (3)) AS t(n) ORDER BY n';

    // Act
    const response = await execute(admin, { database_id: scratch, sql, queryLimit: 2 });

    // Assert
    const { data, query } = response.body as { data: unknown[]; query: Record<string, unknown> };
    expect({ data, executedSql: query.executedSql, rows: query.rows, limitingFactor: query.limitingFactor }).toEqual({
      data: [{ n: 1 }, { n: 2 }],
      executedSql: sql,
      rows: 2,
      limitingFactor: 'DROPDOWN',
    });
  });

  it('runs a script in order and answers the rows of its last SELECT', async () => {
    // Arrange
    const sql =
      'CREATE TABLE script_t AS SELECT range AS n FROM range(20);\nINSERT INTO script_t VALUES (100);\nSELECT count(*) AS c, max(n) AS top FROM script_t';

    // Act
    const response = await execute(admin, { database_id: scratch, sql, client_id: 'script00001' });

    // Assert
    const { data, query } = response.body as { data: unknown[]; query: Record<string, unknown> };
    expect({
      status: response.status,
      data,
      progress: query.progress,
      statements: String(query.executedSql).split(';\n').length,
    }).toEqual({
      status: 200,
      data: [{ c: 21, top: 100 }],
      progress: 100,
      statements: 3,
    });
  });

  it('renders the template parameters and names repeated columns apart', async () => {
    // Act
    const response = await execute(admin, {
      database_id: scratch,
      sql: 'SELECT {{ n }} AS a, {{ n }} + 1 AS a',
      templateParams: '{"n": 3}',
    });

    // Assert
    const { data, columns } = response.body as { data: unknown[]; columns: { name: string }[] };
    expect({ data, names: columns.map((entry) => entry.name) }).toEqual({
      data: [{ a: 3, a__1: 4 }],
      names: ['a', 'a__1'],
    });
  });

  it('creates a table from the last SELECT (CTAS) where the database allows it, and answers no rows', async () => {
    // Act
    const created = await execute(admin, {
      database_id: scratch,
      sql: 'SELECT 7 AS seven',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'sevens',
    });
    const read = await execute(admin, { database_id: scratch, sql: 'SELECT seven FROM sevens' });

    // Assert
    const query = (created.body as { query: Record<string, unknown> }).query;
    expect({
      status: created.status,
      data: (created.body as { data: unknown }).data,
      ctas: query.ctas,
      tempTable: query.tempTable,
      resultsKey: query.resultsKey,
    }).toEqual({
      status: 200,
      data: [],
      ctas: true,
      tempTable: 'sevens',
      resultsKey: null,
    });
    expect(query.executedSql).toBe('CREATE TABLE "sevens" AS\nSELECT 7 AS seven');
    expect((read.body as { data: unknown }).data).toEqual([{ seven: 7 }]);
  });
});

describe('POST /api/v1/sqllab/execute/ refusals and engine errors', () => {
  it('refuses DML against a database without allow_dml, keeping the failed query in the history', async () => {
    // Act
    const response = await execute(admin, {
      database_id: 1,
      sql: 'DELETE FROM birth_names',
      client_id: 'dmlrefused1',
      runAsync: false,
    });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'Only SELECT statements are allowed against this database.',
            error_type: 'DML_NOT_ALLOWED_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      },
    });
    expect(await recordOf('dmlrefused1')).toMatchObject({
      status: 'failed',
      error_message: 'Only SELECT statements are allowed against this database.',
    });
  });

  it.each([
    [
      'CTAS on a database without allow_ctas',
      { database_id: 1, sql: 'SELECT 1', select_as_cta: true },
      403,
      'DATABASE_SECURITY_ACCESS_ERROR',
    ],
    [
      'CTAS whose last statement is not a SELECT',
      { sql: 'SELECT 1; DROP TABLE x', select_as_cta: true },
      400,
      'INVALID_CTAS_QUERY_ERROR',
    ],
    [
      'CVAS of more than one statement',
      { sql: 'SELECT 1; SELECT 2', select_as_cta: true, ctas_method: 'VIEW' },
      400,
      'INVALID_CVAS_QUERY_ERROR',
    ],
    ['an undefined template parameter', { sql: 'SELECT {{ missing }}' }, 400, 'MISSING_TEMPLATE_PARAMS_ERROR'],
    [
      'template parameters that are not JSON',
      { sql: 'SELECT 1', templateParams: '{nope' },
      400,
      'INVALID_TEMPLATE_PARAMS_ERROR',
    ],
    ['an empty script', { sql: ' ;; ' }, 400, 'INVALID_SQL_ERROR'],
    ['a missing table', { sql: 'SELECT * FROM no_such_table' }, 400, 'TABLE_DOES_NOT_EXIST_ERROR'],
    ['a missing column', { sql: 'SELECT no_such_column FROM range(1)' }, 400, 'COLUMN_DOES_NOT_EXIST_ERROR'],
  ])('answers %s with its error type', async (_case, body, status, errorType) => {
    // Act
    const response = await execute(admin, { database_id: scratch, ...body });

    // Assert
    expect(response).toEqual({
      status,
      body: {
        errors: [{ message: expect.any(String), error_type: errorType, level: 'error', extra: expect.any(Object) }],
      },
    });
  });

  it('answers a syntax error with the line and column DuckDB gives', async () => {
    // Act
    const response = await execute(admin, { database_id: scratch, sql: 'SELECT 1 FROM\nWHERE x' });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: expect.stringContaining('syntax error at or near "WHERE"'),
            error_type: 'SYNTAX_ERROR',
            level: 'error',
            extra: { engine_name: 'DuckDB', line: 2, column: 1 },
          },
        ],
      },
    });
  });

  it('answers 404 for a database that does not exist and 403 for one not exposed in SQL Lab', async () => {
    // Arrange
    const hidden = await createScratchDatabase(admin, 'scratch-hidden', { expose_in_sqllab: false });

    // Act
    const missing = await execute(admin, { database_id: 9999, sql: 'SELECT 1' });
    const refused = await execute(admin, { database_id: hidden, sql: 'SELECT 1' });

    // Assert
    expect([missing, refused]).toEqual([
      { status: 404, body: { message: 'The database was not found.' } },
      {
        status: 403,
        body: {
          errors: [
            {
              message: 'You do not have access to database scratch-hidden in SQL Lab.',
              error_type: 'DATABASE_SECURITY_ACCESS_ERROR',
              level: 'error',
              extra: { database: 'scratch-hidden' },
            },
          ],
        },
      },
    ]);
  });

  it('answers 400 naming the fields of an invalid payload and a client id already used', async () => {
    // Arrange
    await execute(admin, { database_id: scratch, sql: 'SELECT 1', client_id: 'dupe0000001' });

    // Act
    const invalid = await execute(admin, { sql: 42 });
    const duplicate = await execute(admin, { database_id: scratch, sql: 'SELECT 1', client_id: 'dupe0000001' });

    // Assert
    expect([invalid, duplicate]).toEqual([
      {
        status: 400,
        body: { message: { database_id: ['Missing data for required field.'], sql: ['Not a valid string.'] } },
      },
      { status: 400, body: { message: 'A query with client_id dupe0000001 already exists' } },
    ]);
  });
});
