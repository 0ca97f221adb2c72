import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, startApiClient } from '../helpers/api-client.ts';
import { execute } from './execution-helpers.ts';

/**
 * Superset's RLS_IN_SQLLAB, on: SQL Lab reads the tables of datasets under the caller's row level security filters
 * filtered, however the query names them (qualified or not, aliased, joined, in a sub-query); a CTE of the same name
 * is left alone; a statement it cannot parse is refused rather than run unfiltered.
 */

let admin: ApiClient<JsonBody>;
const previousSetting = process.env.RLS_IN_SQLLAB;

beforeAll(async () => {
  process.env.RLS_IN_SQLLAB = 'true';
  admin = await startApiClient<JsonBody>();
  // A Regular filter on the Admin role (id 1): the Admin runs SQL Lab here.
  const filter = await admin.post('/api/v1/rowlevelsecurity/', {
    name: 'Admins see California in SQL Lab',
    filter_type: 'Regular',
    tables: [1],
    roles: [1],
    clause: "state = 'CA'",
  });
  if (filter.status !== 201) throw new Error(JSON.stringify(filter.body));
});

afterAll(async () => {
  await admin?.runtime.dispose();
  if (previousSetting === undefined) delete process.env.RLS_IN_SQLLAB;
  else process.env.RLS_IN_SQLLAB = previousSetting;
});

const states = async (sql: string) => {
  const answer = await execute(admin, { database_id: 1, sql, runAsync: false, queryLimit: 1000 });
  return { status: answer.status, states: ((answer.body.data ?? []) as { state: string }[]).map((row) => row.state) };
};

describe('SQL Lab under row level security (RLS_IN_SQLLAB)', () => {
  it.each([
    ['an unqualified table', 'SELECT DISTINCT state FROM birth_names ORDER BY 1'],
    ['a qualified, aliased table', 'SELECT DISTINCT b.state FROM main.birth_names AS b ORDER BY 1'],
    ['a sub-query', 'SELECT DISTINCT state FROM (SELECT state FROM birth_names WHERE num > 0) AS x ORDER BY 1'],
    [
      'a join of the table with itself',
      'SELECT DISTINCT a.state FROM birth_names a JOIN birth_names b ON a.state = b.state ORDER BY 1',
    ],
  ])('reads %s filtered', async (_case, sql) => {
    // Act
    const answer = await states(sql);

    // Assert
    expect(answer).toEqual({ status: 200, states: ['CA'] });
  });

  it('leaves a CTE of the same name alone', async () => {
    // Act
    const answer = await states("WITH birth_names AS (SELECT 'NY' AS state) SELECT state FROM birth_names");

    // Assert
    expect(answer).toEqual({ status: 200, states: ['NY'] });
  });

  it('keeps the filter in the SQL it records as executed', async () => {
    // Act
    const answer = await execute(admin, {
      database_id: 1,
      sql: 'SELECT COUNT(*) AS n FROM birth_names',
      runAsync: false,
    });

    // Assert
    expect(answer.status).toBe(200);
    expect(answer.body.query.executedSql).toContain("state = 'CA'");
  });

  it('refuses a statement naming the table that it cannot parse', async () => {
    // Act
    const answer = await execute(admin, {
      database_id: 1,
      sql: 'SELECT state FROM birth_names QUALIFY ROW_NUMBER() OVER (PARTITION BY state) = 1',
      runAsync: false,
    });

    // Assert
    expect([answer.status, answer.body.errors?.[0]?.message]).toEqual([
      400,
      'Row level security applies to a table this query reads, and the query could not be parsed to apply it.',
    ]);
  });
});
