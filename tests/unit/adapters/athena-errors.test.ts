import { describe, expect, it } from 'vitest';
import { toAthenaFailure } from '#functions/lib/adapters/query-engine/athena/athena-errors.ts';

/** The parts of a mapped failure a response shows. */
function summary(error: ReturnType<typeof toAthenaFailure>): {
  kind: string;
  errorType: string;
  extra: Record<string, unknown>;
} {
  return { kind: error.name, errorType: error.errorType, extra: error.extra };
}

const ENGINE = { engine_name: 'Amazon Athena' };

describe('toAthenaFailure', () => {
  it.each([
    [
      "TABLE_NOT_FOUND: line 1:15: Table 'awsdatacatalog.examples.nope' does not exist",
      'TABLE_DOES_NOT_EXIST_ERROR',
      ENGINE,
    ],
    ["Table 'awsdatacatalog.examples.nope' does not exist", 'TABLE_DOES_NOT_EXIST_ERROR', ENGINE],
    [
      "COLUMN_NOT_FOUND: line 1:8: Column 'nocol' cannot be resolved or requester is not authorized",
      'COLUMN_DOES_NOT_EXIST_ERROR',
      ENGINE,
    ],
    ["SYNTAX_ERROR: line 1:8: Column 'nocol' cannot be resolved", 'COLUMN_DOES_NOT_EXIST_ERROR', ENGINE],
    ["SCHEMA_NOT_FOUND: line 1:15: Schema 'nowhere' does not exist", 'SCHEMA_DOES_NOT_EXIST_ERROR', ENGINE],
    [
      "SYNTAX_ERROR: line 2:6: mismatched input 'WHERE'. Expecting: <identifier>",
      'SYNTAX_ERROR',
      { ...ENGINE, line: 2, column: 6 },
    ],
    ["line 1:8: mismatched input 'FRM'", 'SYNTAX_ERROR', { ...ENGINE, line: 1, column: 8 }],
    ['Query exhausted resources at this scale factor', 'RESULT_TOO_LARGE_ERROR', ENGINE],
    ['Bytes scanned limit was exceeded', 'RESULT_TOO_LARGE_ERROR', ENGINE],
    [
      'PERMISSION_DENIED: Access Denied: Insufficient Lake Formation permission(s)',
      'DATABASE_SECURITY_ACCESS_ERROR',
      ENGINE,
    ],
    ["INVALID_CAST_ARGUMENT: Cannot cast 'a' to INT", 'GENERIC_DB_ENGINE_ERROR', ENGINE],
  ])('maps %j to %s', (reason, errorType, extra) => {
    // Act
    const error = toAthenaFailure(reason);
    // Assert
    expect({ ...summary(error), message: error.message }).toEqual({
      kind: 'QueryEngineError',
      errorType,
      extra,
      message: reason,
    });
  });

  it('maps an exhausted-resources AthenaError type even when the reason text says nothing of it', () => {
    // Act
    const error = toAthenaFailure('Query failed', { ErrorCategory: 1, ErrorType: 4 });
    // Assert
    expect(summary(error)).toEqual({ kind: 'QueryEngineError', errorType: 'RESULT_TOO_LARGE_ERROR', extra: ENGINE });
  });

  it("maps Athena's own query timeout to a timeout error", () => {
    // Act
    const error = toAthenaFailure('Query timeout', { ErrorCategory: 1, ErrorType: 206 });
    // Assert
    expect(summary(error)).toEqual({ kind: 'QueryTimeoutError', errorType: 'BACKEND_TIMEOUT_ERROR', extra: ENGINE });
  });

  it('falls back to the AthenaError message when there is no reason', () => {
    // Act
    const error = toAthenaFailure(undefined, { ErrorCategory: 2, ErrorType: 1000, ErrorMessage: 'User error' });
    // Assert
    expect({ ...summary(error), message: error.message }).toEqual({
      kind: 'QueryEngineError',
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      extra: ENGINE,
      message: 'User error',
    });
  });
});

describe('toAthenaFailure for a function or operator refused for its argument types', () => {
  const sql = 'SELECT "gender" AS "gender",\n  SUM("name") AS "SUM(name)"\nFROM "examples"."birth_names"';

  it.each([
    [
      'FUNCTION_NOT_FOUND names the column',
      'FUNCTION_NOT_FOUND: line 2:3: Unexpected parameters (varchar) for function sum. Expected: sum(double) , sum(real) , sum(bigint)',
      'SUM cannot be applied to column "name" of type VARCHAR',
    ],
    [
      'engine v2 says it as a syntax error',
      'SYNTAX_ERROR: line 2:3: Unexpected parameters (varchar(5)) for function sum. Expected: sum(double)',
      'SUM cannot be applied to column "name" of type VARCHAR(5)',
    ],
    [
      'a position past the SQL names no column',
      'FUNCTION_NOT_FOUND: line 9:1: Unexpected parameters (varchar) for function avg. Expected: avg(double)',
      'AVG cannot be applied to a value of type VARCHAR',
    ],
    [
      'TYPE_MISMATCH keeps its words without code and position',
      'TYPE_MISMATCH: line 1:8: Cannot check if varchar is BETWEEN integer and integer',
      'Cannot check if varchar is BETWEEN integer and integer',
    ],
  ])('%s', (_case, reason, message) => {
    // Act
    const error = toAthenaFailure(reason, undefined, sql);

    // Assert
    expect({ ...summary(error), message: error.message }).toEqual({
      kind: 'QueryEngineError',
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      extra: ENGINE,
      message,
    });
  });
});
