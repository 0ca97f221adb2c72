import { describe, expect, it } from 'vitest';
import { type AppError, QueryCancelledError, QueryEngineError, QueryTimeoutError } from '#shared/errors.ts';
import { queryFailureOf, recordedFailure } from '#functions/sqllab/execution/query-errors.ts';
import { INTERRUPTED_MESSAGE, interruptedEntries } from '#functions/sqllab/queries/lease.ts';
import { queryRecord } from '../query-record.ts';

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
    expect({
      state: failure.state,
      status: (failure.error as QueryTimeoutError).status,
      entries: failure.entries,
    }).toEqual({
      state: 'timed_out',
      status: 408,
      entries: [
        {
          message: 'The query exceeded the 30 seconds timeout.',
          error_type: 'SQLLAB_TIMEOUT_ERROR',
          level: 'error',
          extra: {},
        },
      ],
    });
  });

  it('keeps an engine error as it is answered', () => {
    // Arrange
    const error = new QueryEngineError(
      'Catalog Error: Table with name x does not exist!',
      'TABLE_DOES_NOT_EXIST_ERROR',
      { extra: { engine_name: 'DuckDB' } },
    );

    // Act
    const failure = queryFailureOf(error, 30);

    // Assert
    expect(failure).toEqual({
      state: 'failed',
      error,
      entries: [
        {
          message: 'Catalog Error: Table with name x does not exist!',
          error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
          level: 'error',
          extra: { engine_name: 'DuckDB' },
        },
      ],
    });
  });

  it('records an unexpected failure generically, never its message', () => {
    // Act
    const failure = queryFailureOf(new Error('socket hang up at 10.0.0.3'), 30);

    // Assert
    expect(failure.entries).toEqual([
      { message: 'The query failed unexpectedly.', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
    ]);
  });
});

describe('recordedFailure', () => {
  it('answers a run that a reader failed for a lapsed lease with the error its record holds', () => {
    // Arrange
    const record = queryRecord({ state: 'failed', errors: interruptedEntries(), errorMessage: INTERRUPTED_MESSAGE });

    // Act
    const failure = recordedFailure(record);

    // Assert
    expect({ state: failure.state, entries: failure.entries, body: (failure.error as AppError).toBody() }).toEqual({
      state: 'failed',
      entries: interruptedEntries(),
      body: { errors: interruptedEntries() },
    });
  });

  it('answers a run that a Stop ended as stopped', () => {
    // Act
    const failure = recordedFailure(queryRecord({ state: 'stopped' }));

    // Assert
    expect({
      state: failure.state,
      error: failure.error instanceof QueryCancelledError,
      entries: failure.entries,
    }).toEqual({ state: 'stopped', error: true, entries: [] });
  });
});
