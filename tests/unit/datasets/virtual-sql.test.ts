import { describe, expect, it } from 'vitest';
import { SELECT_ONLY, SINGLE_QUERY_ONLY, virtualSqlProblem } from '#functions/datasets/virtual-sql.ts';
import { duckDbDialect, trinoDialect } from '../lib/sql/parsing-dialects.ts';

describe('virtualSqlProblem', () => {
  it.each([
    ['SELECT name FROM birth_names', undefined],
    ['select name from birth_names;', undefined],
    ['WITH t AS (SELECT 1 AS x) SELECT x FROM t', undefined],
    ['(SELECT 1)', undefined],
    ['VALUES (1), (2)', undefined],
    ['FROM birth_names SELECT name', undefined],
    ["SELECT ';' AS semicolon -- a comment; still one", undefined],
    ['', SELECT_ONLY],
    ['-- only a comment', SELECT_ONLY],
    ['DELETE FROM birth_names', SELECT_ONLY],
    ['WITH t AS (DELETE FROM birth_names RETURNING *) SELECT * FROM t', SELECT_ONLY],
    ['CREATE TABLE x AS SELECT 1', SELECT_ONLY],
    ['SHOW TABLES', SELECT_ONLY],
    ['EXPLAIN SELECT 1', SELECT_ONLY],
    ['SELECT 1; SELECT 2', SINGLE_QUERY_ONLY],
    ['SELECT 1) AS t, (SELECT 2', SINGLE_QUERY_ONLY],
    ['SELECT (1', SINGLE_QUERY_ONLY],
    ["SELECT * FROM birth_names UNION SELECT * FROM query('SELECT 1')", 'The function query() is not allowed'],
    ["SELECT * FROM read_csv('/etc/passwd')", 'The function read_csv() is not allowed'],
    ["SELECT content FROM read_text('/etc/passwd')", 'The function read_text() is not allowed'],
    ["SELECT current_setting('allowed_paths') AS paths", 'The function current_setting() is not allowed'],
    ["COPY birth_names TO '/tmp/x.csv'", 'COPY is not allowed'],
  ])('DuckDB: %j -> %j', (sql, problem) => {
    // Act
    const found = virtualSqlProblem(sql, duckDbDialect);

    // Assert
    expect(found).toBe(problem);
  });

  it.each([
    ['SELECT name FROM birth_names', undefined],
    ['INSERT INTO t SELECT 1', SELECT_ONLY],
    ["UNLOAD (SELECT 1) TO 's3://bucket/x'", 'UNLOAD is not allowed'],
  ])('Trino: %j -> %j', (sql, problem) => {
    // Act
    const found = virtualSqlProblem(sql, trinoDialect);

    // Assert
    expect(found).toBe(problem);
  });

  it('answers 400 for SQL nested past the parser depth', () => {
    // Arrange
    const deep = `SELECT ${'('.repeat(150)}1${')'.repeat(150)}`;

    // Act
    const check = () => virtualSqlProblem(deep, duckDbDialect);

    // Assert
    expect(check).toThrow(/nested too deeply/);
  });
});
