import { describe, expect, it } from 'vitest';
import {
  lineAndColumn,
  parseDuckDbError,
  toQueryEngineError,
} from '#functions/lib/adapters/query-engine/duckdb/duckdb-errors.ts';

const ENGINE = { engine_name: 'DuckDB' };

describe('toQueryEngineError', () => {
  it.each([
    [
      '{"exception_type":"Catalog","exception_message":"Table with name nope does not exist!\\nDid you mean \\"pg_enum\\"?","position":"14","error_subtype":"MISSING_ENTRY"}',
      'TABLE_DOES_NOT_EXIST_ERROR',
      'Catalog Error: Table with name nope does not exist!\nDid you mean "pg_enum"?',
      ENGINE,
    ],
    [
      '{"exception_type":"Binder","exception_message":"Referenced column \\"nocol\\" not found in FROM clause!","position":"7","error_subtype":"COLUMN_NOT_FOUND"}',
      'COLUMN_DOES_NOT_EXIST_ERROR',
      'Binder Error: Referenced column "nocol" not found in FROM clause!',
      ENGINE,
    ],
    [
      'Parser Error: {"exception_type":"Parser","exception_message":"syntax error at or near \\"WHERE\\"","error_subtype":"SYNTAX_ERROR","position":"19"}',
      'SYNTAX_ERROR',
      'Parser Error: syntax error at or near "WHERE"',
      { ...ENGINE, line: 2, column: 6 },
    ],
    [
      '{"exception_type":"Catalog","exception_message":"Schema with name nos does not exist!"}',
      'SCHEMA_DOES_NOT_EXIST_ERROR',
      'Catalog Error: Schema with name nos does not exist!',
      ENGINE,
    ],
    [
      '{"exception_type":"Catalog","exception_message":"Table with name \\"nos.t\\" does not exist because schema \\"nos\\" does not exist.","position":"14"}',
      'SCHEMA_DOES_NOT_EXIST_ERROR',
      'Catalog Error: Table with name "nos.t" does not exist because schema "nos" does not exist.',
      ENGINE,
    ],
    [
      '{"exception_type":"Catalog","exception_message":"SET schema: No catalog + schema named \\"nos\\" found."}',
      'SCHEMA_DOES_NOT_EXIST_ERROR',
      'Catalog Error: SET schema: No catalog + schema named "nos" found.',
      ENGINE,
    ],
    [
      '{"exception_type":"Conversion","exception_message":"Could not convert string \'a\' to INT32","position":"7"}',
      'GENERIC_DB_ENGINE_ERROR',
      "Conversion Error: Could not convert string 'a' to INT32",
      ENGINE,
    ],
    [
      'Catalog Error: Table with name nope does not exist!\n\nLINE 1: SELECT * FROM nope\n                      ^',
      'TABLE_DOES_NOT_EXIST_ERROR',
      'Catalog Error: Table with name nope does not exist!',
      ENGINE,
    ],
    [
      '{"exception_type":"Permission","exception_message":"Cannot access file \\"/etc/passwd\\" - file system operations are disabled by configuration"}',
      'QUERY_SECURITY_ACCESS_ERROR',
      'Permission Error: Cannot access file "<path>" - file system operations are disabled by configuration',
      ENGINE,
    ],
    [
      '{"exception_type":"Invalid Input","exception_message":"Cannot change configuration option \\"threads\\" - the configuration has been locked"}',
      'QUERY_SECURITY_ACCESS_ERROR',
      'Invalid Input Error: Cannot change configuration option "threads" - the configuration has been locked',
      ENGINE,
    ],
    [
      'INTERNAL Error: Attempted to access index 3\n\nStack Trace:\n0 duckdb::Exception::Exception',
      'GENERIC_DB_ENGINE_ERROR',
      'INTERNAL Error: Attempted to access index 3',
      ENGINE,
    ],
  ])('maps %j to %s', (raw, errorType, message, extra) => {
    // Act
    const error = toQueryEngineError(parseDuckDbError(raw), 'SELECT 1 AS a\nFROM WHERE a = 1');
    // Assert
    expect({ kind: error.name, errorType: error.errorType, message: error.message, extra: error.extra }).toEqual({
      kind: 'QueryEngineError',
      errorType,
      message,
      extra,
    });
  });
});

describe('lineAndColumn', () => {
  it.each([
    ['SELEC 1', 0, { line: 1, column: 1 }],
    ['SELECT 1,\n  2 FRM range(3)', 18, { line: 2, column: 9 }],
    ["SELECT 'é' AS a, nocol", 18, { line: 1, column: 18 }],
  ])('places byte offset %j:%i at %j', (sql, offset, expected) => {
    // Act
    const position = lineAndColumn(sql, offset);
    // Assert
    expect(position).toEqual(expected);
  });
});

describe('toQueryEngineError for a function refused for its argument types', () => {
  const candidates = '\\n\\tCandidate functions:\\n\\tsum(DECIMAL) -> DECIMAL\\n';
  const refusal = (call: string, position: number) =>
    `{"exception_type":"Binder","exception_message":"No function matches the given name and argument types '${call}'. You might need to add explicit type casts.${candidates}","position":"${position}","error_subtype":"NO_MATCHING_FUNCTION"}`;

  it.each([
    [
      'a metric over a quoted column',
      refusal('sum(VARCHAR)', 7),
      'SELECT SUM("name") AS "SUM(name)" FROM t',
      'SUM cannot be applied to column "name" of type VARCHAR',
    ],
    [
      'a column behind its table and multi-byte text before it',
      refusal('avg(BOOLEAN)', 13),
      'SELECT \'é\', AVG(t."is ""on""") FROM t',
      'AVG cannot be applied to column "is "on"" of type BOOLEAN',
    ],
    [
      'an expression, not a column',
      refusal('sum(VARCHAR)', 7),
      'SELECT SUM(lower(name)) FROM t',
      'SUM cannot be applied to a value of type VARCHAR',
    ],
    [
      'an operator over two values',
      refusal('+(VARCHAR, INTEGER_LITERAL)', 12),
      'SELECT name + 1 FROM t',
      '+ cannot be applied to values of types VARCHAR, INTEGER',
    ],
    [
      'the plain text form, without a position',
      "Binder Error: No function matches the given name and argument types 'sum(DECIMAL(18,3), DATE)'. You might need to add explicit type casts.",
      'SELECT 1',
      'SUM cannot be applied to values of types DECIMAL(18,3), DATE',
    ],
  ])('says %s in plain words', (_case, raw, sql, message) => {
    // Act
    const error = toQueryEngineError(parseDuckDbError(raw), sql);

    // Assert
    expect({ kind: error.name, errorType: error.errorType, message: error.message, extra: error.extra }).toEqual({
      kind: 'QueryEngineError',
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message,
      extra: ENGINE,
    });
  });
});
