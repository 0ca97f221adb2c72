import { describe, expect, it } from 'vitest';
import type { ParsingDialect } from '#functions/lib/sql/parser.ts';
import {
  classifyStatement,
  splitStatements,
  sqlSyntaxError,
  type StatementKind,
} from '#functions/lib/sql/statements.ts';
import { duckDbDialect, trinoDialect } from './parsing-dialects.ts';

const both: [string, ParsingDialect][] = [
  ['duckdb', duckDbDialect],
  ['trino', trinoDialect],
];

describe.each(both)('splitStatements (%s)', (_name, dialect) => {
  it('splits on semicolons, trims and drops empty statements', () => {
    // Act
    const statements = splitStatements('  SELECT 1 ;\n\n;SELECT 2;  ', dialect);

    // Assert
    expect(statements).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('does not split inside strings, quoted identifiers or comments', () => {
    // Arrange
    const script = `SELECT 'a;b', "c;d" FROM t -- e;f\n; /* g; h */ SELECT 'it''s;'`;

    // Act
    const statements = splitStatements(script, dialect);

    // Assert
    expect(statements).toEqual([`SELECT 'a;b', "c;d" FROM t -- e;f`, `/* g; h */ SELECT 'it''s;'`]);
  });

  it('drops statements made of comments only', () => {
    // Act
    const statements = splitStatements('SELECT 1;\n-- the end\n/* really */', dialect);

    // Assert
    expect(statements).toEqual(['SELECT 1']);
  });

  it('answers nothing for an empty script', () => {
    // Act
    const statements = splitStatements(' ; \n', dialect);

    // Assert
    expect(statements).toEqual([]);
  });
});

describe('splitStatements (DuckDB-only syntax)', () => {
  it('splits statements the parser cannot parse', () => {
    // Act
    const statements = splitStatements(
      'SELECT g, count(*) FROM t GROUP BY ALL; FROM tbl SELECT x; SUMMARIZE t',
      duckDbDialect,
    );

    // Assert
    expect(statements).toEqual(['SELECT g, count(*) FROM t GROUP BY ALL', 'FROM tbl SELECT x', 'SUMMARIZE t']);
  });

  it('keeps dollar-quoted strings, E-strings and nested comments whole', () => {
    // Arrange
    const script = `SELECT $$a;b$$, $tag$c;$$;d$tag$; SELECT E'x\\';y'; /* a /* b; */ c; */ SELECT 3`;

    // Act
    const statements = splitStatements(script, duckDbDialect);

    // Assert
    expect(statements).toEqual([
      `SELECT $$a;b$$, $tag$c;$$;d$tag$`,
      `SELECT E'x\\';y'`,
      `/* a /* b; */ c; */ SELECT 3`,
    ]);
  });
});

describe.each(both)('classifyStatement (%s)', (_name, dialect) => {
  const cases: [string, StatementKind][] = [
    ['SELECT 1', 'select'],
    ['  -- leading comment\n/* another */ select * from t', 'select'],
    ['((SELECT 1))', 'select'],
    ['WITH a AS (SELECT 1 AS x) SELECT x FROM a', 'select'],
    ['WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT n FROM r', 'select'],
    ['VALUES (1), (2)', 'select'],
    ['TABLE t', 'select'],
    ['FROM t SELECT x', 'select'],
    ['SHOW TABLES', 'select'],
    ['DESCRIBE t', 'select'],
    ['EXPLAIN SELECT 1', 'select'],
    ['EXPLAIN DELETE FROM t', 'select'],
    ['EXPLAIN ANALYZE DELETE FROM t', 'dml'],
    ['EXPLAIN (ANALYZE, FORMAT JSON) UPDATE t SET a = 1', 'dml'],
    ['EXPLAIN (TYPE IO, FORMAT JSON) SELECT 1', 'select'],
    ['SUMMARIZE t', 'select'],
    ['INSERT INTO t VALUES (1)', 'dml'],
    ['update t set a = 1', 'dml'],
    ['DELETE FROM t', 'dml'],
    ['MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE', 'dml'],
    ["COPY t TO 'out.csv'", 'dml'],
    ['TRUNCATE t', 'dml'],
    ['WITH a AS (SELECT 1 AS x) INSERT INTO t SELECT x FROM a', 'dml'],
    ['WITH a AS (SELECT 1 AS x) DELETE FROM t WHERE x IN (SELECT x FROM a)', 'dml'],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'dml'],
    ['CREATE TABLE t (a INT)', 'ddl'],
    ['DROP TABLE t', 'ddl'],
    ['ALTER TABLE t ADD COLUMN b INT', 'ddl'],
    ["ATTACH 'other.db'", 'ddl'],
    ['DETACH other', 'ddl'],
    ['INSTALL httpfs', 'ddl'],
    ['LOAD httpfs', 'ddl'],
    ['SET threads = 1', 'ddl'],
    ['PRAGMA table_info(t)', 'ddl'],
    ['CALL pragma_version()', 'ddl'],
    ["EXPORT DATABASE 'dir'", 'ddl'],
    ["IMPORT DATABASE 'dir'", 'ddl'],
    ['USE other', 'ddl'],
    ['BEGIN TRANSACTION', 'other'],
    ['', 'other'],
  ];

  it.each(cases)('%j is %s', (sql, expected) => {
    // Act
    const kind = classifyStatement(sql, dialect);

    // Assert
    expect(kind).toBe(expected);
  });
});

describe('sqlSyntaxError', () => {
  it('answers undefined for SQL the grammar parses', () => {
    // Act
    const error = sqlSyntaxError(
      `SELECT date_trunc('day', CAST("ds" AS TIMESTAMP)) FROM "main"."t" OFFSET 1 LIMIT 10`,
      trinoDialect,
    );

    // Assert
    expect(error).toBeUndefined();
  });

  it("answers the parser's message for SQL the grammar cannot parse", () => {
    // Act
    const error = sqlSyntaxError('SELECT FROM WHERE', trinoDialect);

    // Assert
    expect(error).toMatch(/^Expected .* but .* found\.$/);
  });
});
