import { describe, expect, it } from 'vitest';
import { QueryEngineError, QueryTimeoutError } from '#shared/errors.ts';
import { connectionFailure } from '#functions/databases/connection/connection-errors.ts';
import { FieldConflictError } from '#functions/databases/errors.ts';

describe('connectionFailure', () => {
  it('answers a missing DuckDB file as an unknown database, 422 in the errors shape, without its path', () => {
    // Arrange
    const error = new Error(
      'IO Error: Cannot open database "/tmp/x.duckdb" in read-only mode: database does not exist',
    );

    // Act
    const failure = connectionFailure(error, 'duckdb');

    // Assert
    expect([failure.status, failure.toBody()]).toEqual([
      422,
      {
        errors: [
          {
            message: 'IO Error: Cannot open database "<path>" in read-only mode: database does not exist',
            error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
            level: 'error',
            extra: { engine_name: 'DuckDB' },
          },
        ],
      },
    ]);
  });

  it.each([
    [
      new Error('IO Error: Could not set lock on file "/data/a.duckdb": Conflicting lock is held'),
      'duckdb',
      'CONNECTION_ACCESS_DENIED_ERROR',
    ],
    [
      new Error('IO Error: Cannot open file "/root/a.duckdb": Permission denied'),
      'duckdb',
      'CONNECTION_DATABASE_PERMISSIONS_ERROR',
    ],
    [
      Object.assign(new Error('User is not authorized to perform: athena:StartQueryExecution'), {
        name: 'AccessDeniedException',
      }),
      'awsathena',
      'CONNECTION_ACCESS_DENIED_ERROR',
    ],
    [new Error('WorkGroup nope is not found.'), 'awsathena', 'CONNECTION_MISSING_PARAMETERS_ERROR'],
    [
      new QueryEngineError("SCHEMA_NOT_FOUND: Schema 'x' does not exist", 'SCHEMA_DOES_NOT_EXIST_ERROR'),
      'awsathena',
      'CONNECTION_UNKNOWN_DATABASE_ERROR',
    ],
    [new QueryTimeoutError(), 'awsathena', 'CONNECTION_DATABASE_TIMEOUT'],
    [new Error('getaddrinfo ENOTFOUND athena.nowhere.amazonaws.com'), 'awsathena', 'CONNECTION_INVALID_HOSTNAME_ERROR'],
    [new Error('something odd'), 'duckdb', 'GENERIC_DB_ENGINE_ERROR'],
  ] as const)('classifies %s', (error, backend, errorType) => {
    // Act
    const failure = connectionFailure(error, backend);

    // Assert
    expect(failure.errorType).toBe(errorType);
  });

  it('keeps the field-level 422 of a connection string refused before any engine was tried', () => {
    // Arrange
    const error = new FieldConflictError({
      sqlalchemy_uri: ["DuckDB files must be given by an absolute path inside this tenant's folder"],
    });

    // Act
    const failure = connectionFailure(error, 'duckdb');

    // Assert
    expect([failure.status, failure.toBody()]).toEqual([
      422,
      { message: { sqlalchemy_uri: ["DuckDB files must be given by an absolute path inside this tenant's folder"] } },
    ]);
  });

  it("reads DuckDB's JSON errors as a sentence", () => {
    // Arrange
    const error = new Error(
      '{"exception_type":"IO","exception_message":"Cannot open file \\"x\\": No such file or directory"}',
    );

    // Act
    const failure = connectionFailure(error, 'duckdb');

    // Assert
    expect([failure.message, failure.errorType]).toEqual([
      'IO Error: Cannot open file "x": No such file or directory',
      'CONNECTION_UNKNOWN_DATABASE_ERROR',
    ]);
  });
});
