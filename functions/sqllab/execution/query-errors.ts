import { ERROR_TYPES } from '#shared/error-types.ts';
import { AppError, QueryCancelledError, QueryTimeoutError } from '#shared/errors.ts';
import type { QueryState } from '#shared/sqllab/query-state.ts';
import type { QueryErrorEntry, QueryRecord } from '#shared/sqllab/query-types.ts';

/** What a failed run leaves on its record and answers with. */
export interface QueryFailure {
  state: Extract<QueryState, 'failed' | 'stopped' | 'timed_out'>;
  /** The error to answer (an unexposed one stays unexposed: a generic 500, logged with its cause). */
  error: unknown;
  entries: QueryErrorEntry[];
}

/** Superset's SQLLAB_TIMEOUT_ERROR for a query past its time budget. */
export const sqlLabTimeout = (seconds: number): AppError =>
  new AppError(408, `The query exceeded the ${seconds} seconds timeout.`, {
    detailed: true,
    errorType: 'SQLLAB_TIMEOUT_ERROR',
  });

/** The record's error entries of an exposed error; a generic entry for anything else. */
export function errorEntries(error: unknown): QueryErrorEntry[] {
  if (!(error instanceof AppError) || !error.expose) {
    return [
      { message: 'The query failed unexpectedly.', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
    ];
  }
  return [{ message: error.message, error_type: error.errorType, level: error.level, extra: error.extra }];
}

/** How a run ended that did not succeed: stopped by a Stop, timed out (SQLLAB_TIMEOUT_ERROR), or failed. */
export function queryFailureOf(error: unknown, timeoutSeconds: number): QueryFailure {
  if (error instanceof QueryCancelledError) return { state: 'stopped', error, entries: [] };
  if (error instanceof QueryTimeoutError) {
    const timeout = sqlLabTimeout(timeoutSeconds);
    return { state: 'timed_out', error: timeout, entries: errorEntries(timeout) };
  }
  return { state: 'failed', error, entries: errorEntries(error) };
}

/** The error of a query that already failed, rebuilt from its record's first entry (a redelivered job, a lapsed lease). */
export function recordedError(record: Pick<QueryRecord, 'errors'>): AppError {
  const [entry] = record.errors;
  const known = ERROR_TYPES.find((type) => type === entry?.error_type);
  return new AppError(400, entry?.message ?? 'The query failed', {
    detailed: true,
    errorType: known ?? 'GENERIC_DB_ENGINE_ERROR',
    extra: entry?.extra ?? {},
  });
}

/** How a run ended that another process settled first: stopped by a Stop, else failed as its record says. */
export function recordedFailure(record: QueryRecord): QueryFailure {
  if (record.state === 'stopped') return { state: 'stopped', error: new QueryCancelledError(), entries: [] };
  return { state: 'failed', error: recordedError(record), entries: record.errors };
}
