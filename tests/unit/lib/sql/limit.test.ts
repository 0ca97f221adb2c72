import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError } from '#shared/errors.ts';
import { applyLimit } from '#functions/lib/sql/limit.ts';
import { sqlSyntaxError } from '#functions/lib/sql/statements.ts';
import { openMemoryDuckDb, type MemoryDuckDb } from './duckdb-memory.ts';
import { duckDbDialect, trinoDialect } from './parsing-dialects.ts';

const SETUP = `CREATE TABLE nums AS SELECT range AS n, 'item ' || range AS "Label Text", range % 3 AS grp FROM range(1, 21)`;

describe('applyLimit rewrites (DuckDB)', () => {
  it('adds a LIMIT to a query without one', () => {
    // Act
    const result = applyLimit('SELECT n FROM nums', 5, duckDbDialect);

    // Assert
    expect(result).toEqual({ sql: 'SELECT n FROM "nums" LIMIT 5', rewritten: true, queryLimit: null });
  });

  it('keeps a smaller LIMIT the user wrote, returning the statement untouched', () => {
    // Act
    const result = applyLimit('select n from nums limit 3', 5, duckDbDialect);

    // Assert
    expect(result).toEqual({ sql: 'select n from nums limit 3', rewritten: false, queryLimit: 3 });
  });

  it('replaces a larger LIMIT and keeps its OFFSET', () => {
    // Act
    const result = applyLimit('SELECT n FROM nums ORDER BY n LIMIT 100 OFFSET 2', 5, duckDbDialect);

    // Assert
    expect(result).toEqual({
      sql: 'SELECT n FROM "nums" ORDER BY n ASC LIMIT 5 OFFSET 2',
      rewritten: true,
      queryLimit: 100,
    });
  });

  it('limits the whole UNION, not its first branch', () => {
    // Act
    const result = applyLimit('SELECT 1 UNION ALL SELECT 2', 1, duckDbDialect);

    // Assert
    expect(result).toEqual({ sql: 'SELECT 1 UNION ALL SELECT 2 LIMIT 1', rewritten: true, queryLimit: null });
  });

  it('reads and replaces the trailing LIMIT of a UNION', () => {
    // Act
    const result = applyLimit('SELECT 1 AS a UNION ALL SELECT 2 ORDER BY a DESC LIMIT 10', 1, duckDbDialect);

    // Assert
    expect(result).toEqual({
      sql: 'SELECT 1 AS "a" UNION ALL SELECT 2 ORDER BY a DESC LIMIT 1',
      rewritten: true,
      queryLimit: 10,
    });
  });

  it('adds the limit after a UNION whose last branch is parenthesized with its own LIMIT', () => {
    // Act
    const result = applyLimit('SELECT 1 UNION ALL (SELECT 2 LIMIT 5)', 3, duckDbDialect);

    // Assert
    expect(result).toEqual({ sql: 'SELECT 1 UNION ALL (SELECT 2 LIMIT 5) LIMIT 3', rewritten: true, queryLimit: null });
  });

  it('leaves statements the grammar cannot parse unchanged', () => {
    // Act
    const result = applyLimit('SELECT grp, count(*) FROM nums GROUP BY ALL', 5, duckDbDialect);

    // Assert
    expect(result).toEqual({ sql: 'SELECT grp, count(*) FROM nums GROUP BY ALL', rewritten: false, queryLimit: null });
  });

  it.each(["INSERT INTO nums VALUES (1, 'x', 1)", 'CREATE TABLE t AS SELECT 1', 'SHOW TABLES'])(
    'leaves %j unchanged',
    (sql) => {
      // Act
      const result = applyLimit(sql, 5, duckDbDialect);

      // Assert
      expect(result).toEqual({ sql, rewritten: false, queryLimit: null });
    },
  );

  it('leaves a statement unchanged when the printed rewrite would not parse back', () => {
    // Arrange: node-sql-parser prints a named WINDOW's query as `... WINDOW w AS (...) LIMIT 4 ORDER BY n`.
    const sql = 'SELECT n, sum(n) OVER w AS s FROM nums WINDOW w AS (ORDER BY n) ORDER BY n';

    // Act
    const result = applyLimit(sql, 4, duckDbDialect);

    // Assert
    expect(result).toEqual({ sql, rewritten: false, queryLimit: null });
  });

  it.each(["SELECT * FROM (VALUES (1, 'a')) AS t(n, s) ORDER BY n", 'SELECT n FROM range(3) r(n)'])(
    'leaves %j unchanged, as the printer would quote its column alias list as one name',
    (sql) => {
      // Act
      const result = applyLimit(sql, 5, duckDbDialect);

      // Assert
      expect(result).toEqual({ sql, rewritten: false, queryLimit: null });
    },
  );

  it('refuses a negative limit', () => {
    // Act
    const apply = () => applyLimit('SELECT 1', -1, duckDbDialect);

    // Assert
    expect(apply).toThrow(BadRequestError);
  });
});

describe('applyLimit keeps the meaning of the statement on DuckDB', () => {
  let duckdb: MemoryDuckDb;
  beforeAll(async () => {
    duckdb = await openMemoryDuckDb(SETUP);
  });
  afterAll(() => duckdb.close());

  const cases: [description: string, sql: string, limit: number][] = [
    ['a CTE', 'WITH big AS (SELECT n FROM nums WHERE n > 10) SELECT n FROM big ORDER BY n DESC', 4],
    ['ORDER BY with OFFSET', 'SELECT n FROM nums ORDER BY n DESC LIMIT 50 OFFSET 3', 4],
    ['OFFSET without LIMIT', 'SELECT n FROM nums ORDER BY n OFFSET 15', 3],
    [
      'a sub-query with its own LIMIT',
      'SELECT n FROM (SELECT n FROM nums ORDER BY n DESC LIMIT 6) AS top ORDER BY n',
      4,
    ],
    [
      'an IN sub-query with its own LIMIT',
      'SELECT n FROM nums WHERE n IN (SELECT n FROM nums ORDER BY n LIMIT 8) ORDER BY n',
      5,
    ],
    ['quoted identifiers', 'SELECT "Label Text" AS "Shown Label" FROM nums ORDER BY n', 2],
    [
      "a string literal containing 'limit'",
      "SELECT n, 'limit 1' AS note FROM nums WHERE \"Label Text\" <> 'limit 2' ORDER BY n",
      3,
    ],
    [
      'an aggregate with GROUP BY and HAVING',
      'SELECT grp, count(*) AS c FROM nums GROUP BY grp HAVING count(*) > 1 ORDER BY grp',
      2,
    ],
    [
      'a UNION with ORDER BY',
      'SELECT n FROM nums WHERE n < 5 UNION ALL SELECT n FROM nums WHERE n > 15 ORDER BY n DESC',
      3,
    ],
    [
      'a UNION with a parenthesized limited branch',
      'SELECT n FROM nums WHERE n = 1 UNION ALL (SELECT n FROM nums ORDER BY n DESC LIMIT 5)',
      4,
    ],
    ['a window function', 'SELECT n, sum(n) OVER (ORDER BY n) AS running FROM nums ORDER BY n', 3],
  ];

  it.each(cases)('with %s', async (_description, sql, limit) => {
    // Arrange
    const expected = (await duckdb.rows(sql)).slice(0, limit);

    // Act
    const result = applyLimit(sql, limit, duckDbDialect);

    // Assert
    expect(result.rewritten).toBe(true);
    expect(await duckdb.rows(result.sql)).toEqual(expected);
  });

  it('leaves the LIMIT of a sub-query untouched when the outer query has none', () => {
    // Act
    const result = applyLimit('SELECT * FROM (SELECT n FROM nums LIMIT 100) AS s', 2, duckDbDialect);

    // Assert
    expect(result).toEqual({
      sql: 'SELECT * FROM (SELECT n FROM "nums" LIMIT 100) AS "s" LIMIT 2',
      rewritten: true,
      queryLimit: null,
    });
  });
});

describe('applyLimit (Trino)', () => {
  it('adds LIMIT after OFFSET, the order Trino requires', () => {
    // Act
    const result = applyLimit('SELECT n FROM nums ORDER BY n OFFSET 10', 5, trinoDialect);

    // Assert
    expect(result).toEqual({
      sql: 'SELECT n FROM "nums" ORDER BY n ASC OFFSET 10 LIMIT 5',
      rewritten: true,
      queryLimit: null,
    });
  });

  it('replaces the LIMIT that follows an OFFSET', () => {
    // Act
    const result = applyLimit('SELECT n FROM nums OFFSET 10 LIMIT 500', 5, trinoDialect);

    // Assert
    expect(result).toEqual({ sql: 'SELECT n FROM "nums" OFFSET 10 LIMIT 5', rewritten: true, queryLimit: 500 });
  });

  it('limits the whole UNION', () => {
    // Act
    const result = applyLimit('SELECT 1 UNION ALL SELECT 2', 1, trinoDialect);

    // Assert
    expect(result).toEqual({ sql: 'SELECT 1 UNION ALL SELECT 2 LIMIT 1', rewritten: true, queryLimit: null });
  });

  it('leaves a UNION with a parenthesized branch unchanged, as the trino printer drops the parentheses', () => {
    // Act
    const result = applyLimit('SELECT 1 UNION ALL (SELECT 2 LIMIT 5)', 3, trinoDialect);

    // Assert
    expect(result).toEqual({ sql: 'SELECT 1 UNION ALL (SELECT 2 LIMIT 5)', rewritten: false, queryLimit: null });
  });

  it('writes SQL the trino grammar reads back', () => {
    // Act
    const result = applyLimit(
      `WITH a AS (SELECT ds FROM "main"."t" LIMIT 1000) SELECT * FROM a WHERE ds > TIMESTAMP '2020-01-01 00:00:00.000'`,
      10,
      trinoDialect,
    );

    // Assert
    expect(sqlSyntaxError(result.sql, trinoDialect)).toBeUndefined();
    expect(result).toEqual({
      sql: `WITH "a" AS (SELECT ds FROM "main"."t" LIMIT 1000) SELECT * FROM "a" WHERE ds > TIMESTAMP '2020-01-01 00:00:00.000' LIMIT 10`,
      rewritten: true,
      queryLimit: null,
    });
  });
});
