import { describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { useApiClient } from '../helpers/api-client.ts';

const admin = useApiClient();

describe('POST /api/v1/sqllab/estimate/', () => {
  it("estimates each statement's rows and bytes with DuckDB's planner, rendering the template first", async () => {
    // Arrange
    const sql =
      "SELECT name, num FROM birth_names WHERE gender = '{{ gender }}';\nCREATE TABLE scratch (x INTEGER);\nSELECT count(*) AS c FROM birth_names";

    // Act
    const response = await admin.post('/api/v1/sqllab/estimate/', {
      database_id: 1,
      schema: 'main',
      sql,
      template_params: { gender: 'girl' },
    });

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        result: {
          statements: [
            {
              statement: 1,
              sql: "SELECT name, num FROM birth_names WHERE gender = 'girl'",
              rows: expect.any(Number),
              bytes: expect.any(Number),
              bytes_scanned: null,
              cost_usd: null,
              human: { rows: expect.stringMatching(/ rows$/), bytes: expect.stringMatching(/ (B|KB|MB)$/) },
            },
            {
              statement: 2,
              sql: 'CREATE TABLE scratch (x INTEGER)',
              rows: null,
              bytes: null,
              bytes_scanned: null,
              cost_usd: null,
              human: {},
            },
            {
              statement: 3,
              sql: 'SELECT count(*) AS c FROM birth_names',
              rows: 1,
              bytes: 8,
              bytes_scanned: null,
              cost_usd: null,
              human: { rows: '1 row', bytes: '8 B' },
            },
          ],
          price_per_tb_usd: null,
        },
      },
    });
    const [first] = (response.body as { result: { statements: { rows: number; bytes: number }[] } }).result.statements;
    // name (VARCHAR, 16 bytes in DuckDB) and num (BIGINT, 8) per row.
    expect(first!.bytes).toBe(first!.rows * 24);
    expect(contractProblems('POST', '/api/v1/sqllab/estimate/', 200, response.body)).toEqual([]);
  });

  it.each([
    [
      'a missing database',
      { database_id: 9999, sql: 'SELECT 1' },
      { status: 404, body: { message: 'The database was not found.' } },
    ],
    [
      'a statement the engine cannot plan',
      { database_id: 1, sql: 'SELECT * FROM no_such_table' },
      { status: 400, body: { errors: [expect.objectContaining({ error_type: 'TABLE_DOES_NOT_EXIST_ERROR' })] } },
    ],
    [
      'a payload without sql',
      { database_id: 1 },
      { status: 400, body: { message: { sql: ['Missing data for required field.'] } } },
    ],
    [
      'a script that would leave the sandbox',
      { database_id: 1, sql: "SELECT 1;\nATTACH '/tmp/other.duckdb'" },
      {
        status: 403,
        body: {
          errors: [
            {
              message:
                'ATTACH is not allowed: queries cannot read or write files, attach databases, load extensions or change engine settings.',
              error_type: 'QUERY_SECURITY_ACCESS_ERROR',
              level: 'error',
              extra: {},
            },
          ],
        },
      },
    ],
  ])('answers %s with an error', async (_case, body, expected) => {
    // Act
    const response = await admin.post('/api/v1/sqllab/estimate/', body);

    // Assert
    expect(response).toEqual(expected);
  });
});

describe('POST /api/v1/sqllab/format_sql/', () => {
  it.each([
    [
      'the engine named',
      { sql: 'select a,b from t where x=1 limit 3', engine: 'trino' },
      'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1\nLIMIT\n  3',
    ],
    ["the database's grammar", { sql: 'select {a: 1} as s', database_id: 1 }, 'SELECT\n  {a: 1} AS s'],
    ["the deployment's grammar when no engine is named", { sql: 'select 1' }, 'SELECT\n  1'],
  ])('formats in %s', async (_case, body, result) => {
    // Act
    const response = await admin.post('/api/v1/sqllab/format_sql/', body);

    // Assert
    expect(response).toEqual({ status: 200, body: { result } });
    expect(contractProblems('POST', '/api/v1/sqllab/format_sql/', 200, response.body)).toEqual([]);
  });

  it('answers 400 for text the formatter cannot read', async () => {
    // Act
    const response = await admin.post('/api/v1/sqllab/format_sql/', { sql: "select 'unterminated" });

    // Assert
    expect(response).toEqual({ status: 400, body: { message: expect.stringMatching(/^Unable to format SQL: /) } });
  });
});
