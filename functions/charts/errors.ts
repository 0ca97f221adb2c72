import { AppError, NotFoundError, QueryTimeoutError } from '#shared/errors.ts';

/** Superset's issue codes for a backend timeout (ERROR_TYPES_TO_ISSUE_CODES_MAPPING of BACKEND_TIMEOUT_ERROR). */
const TIMEOUT_ISSUE_CODES = [
  { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
  { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
];

/**
 * A chart query past its time budget: a 408, as Superset's SupersetTimeoutException answers (the contract lists only
 * 400, 401 and 500 for chart data, but a timeout is no server fault), in the detailed `errors` shape with error_type
 * BACKEND_TIMEOUT_ERROR and the issue codes the client shows.
 */
export function chartTimeoutError(timeoutMs: number, cause?: unknown): AppError {
  return new AppError(408, 'Request timed out', {
    detailed: true,
    expose: true,
    errorType: 'BACKEND_TIMEOUT_ERROR',
    extra: { timeout: Math.round(timeoutMs / 1000), issue_codes: TIMEOUT_ISSUE_CODES },
    cause,
  });
}

/** Engine timeouts become the chart timeout answer; every other error passes unchanged. */
export function asChartError(error: unknown, timeoutMs: number): unknown {
  return error instanceof QueryTimeoutError ? chartTimeoutError(timeoutMs, error) : error;
}

/** A cache key that names nothing fetchable (never stored, expired, or another tenant's). */
export const cachedDataNotFound = (): NotFoundError => new NotFoundError('Cached data not found');
