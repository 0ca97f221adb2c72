import { describe, expect, it } from 'vitest';
import { QueryCancelledError, QueryEngineError, QueryTimeoutError } from '#shared/errors.ts';
import { queryFailureOf } from '#functions/sqllab/execution/query-errors.ts';

describe('queryFailureOf', () => {
  it('reads a cancelled run as stopped, without errors', () => {
    // Act
    const failure = queryFailureOf(new QueryCancelledError(), 30);

    // Assert
    expect({ state: failure.state, entries: failure.entries }).toEqual({ state: 'stopped', entries: [] });
  });

  it("turns the engine's timeout into Superset's SQLLAB_TIMEOUT_ERROR with the budget in words", () => {
    // Act
    const failure = queryFailureOf(new QueryTimeoutError(), 30);

    // Assert
    expect({ state: failure.state, status: (failure.error as QueryTimeoutError).status, entries: failure.entries }).toEqual({
      state: 'timed_out',
      status: 408,
      entries: [{ message: 'The query exceeded the 30 seconds timeout.', error_type: 'SQLLAB_TIMEOUT_ERROR', level: 'error', extra: {} }],
    });
  });

  it('keeps an engine error as it is answered', () => {
    // Arrange
    const error = new QueryEngineError('Catalog Error: Table with name x does not exist!', 'TABLE_DOES_NOT_EXIST_ERROR', { extra: { engine_name: 'DuckDB' } });

    // Act
    const failure = queryFailureOf(error, 30);

    // Assert
    expect(failure).toEqual({
      state: 'failed',
      error,
      entries: [{ message: 'Catalog Error: Table with name x does not exist!', error_type: 'TABLE_DOES_NOT_EXIST_ERROR', level: 'error', extra: { engine_name: 'DuckDB' } }],
    });
  });

  it('records an unexpected failure generically, never its message', () => {
    // Act
    const failure = queryFailureOf(new Error('socket hang up at 10.0.0.3'), 30);

    // Assert
    expect(failure.entries).toEqual([{ message: 'The query failed unexpectedly.', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }]);
  });
});
