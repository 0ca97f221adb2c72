import type { ChartError } from './chart-errors.ts';

/** Error types Superset shows as a database error, titled with the engine's name. */
const DATABASE_ERRORS = new Set([
  'GENERIC_DB_ENGINE_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'SYNTAX_ERROR',
  'DATABASE_NOT_FOUND_ERROR',
  'RESULTS_BACKEND_NOT_CONFIGURED_ERROR',
  'RESULTS_BACKEND_ERROR',
  'ASYNC_WORKERS_ERROR',
  'SQLLAB_TIMEOUT_ERROR',
  'DML_NOT_ALLOWED_ERROR',
  'QUERY_SECURITY_ACCESS_ERROR',
  'CONNECTION_DATABASE_TIMEOUT',
  'GENERIC_COMMAND_ERROR',
  'INVALID_CTAS_QUERY_ERROR',
  'INVALID_CVAS_QUERY_ERROR',
]);

/** Superset's titles of the other error types it has a message for. */
const TITLES: Readonly<Record<string, string>> = {
  BACKEND_TIMEOUT_ERROR: 'Timeout error',
  FRONTEND_TIMEOUT_ERROR: 'Timeout error',
  FAILED_FETCHING_DATASOURCE_INFO_ERROR: 'Missing dataset',
  MISSING_TEMPLATE_PARAMS_ERROR: 'Parameter error',
  INVALID_TEMPLATE_PARAMS_ERROR: 'Parameter error',
  INVALID_SQL_ERROR: 'Unable to parse SQL',
  MARSHMALLOW_ERROR: 'Validation failed',
  FRONTEND_NETWORK_ERROR: 'Network error',
};

/** How Superset's chart error alert titles an error: `DuckDB Error` for engine errors, its own words else, `Unexpected error` by default. */
export function errorTitle(error: ChartError | undefined): string {
  const type = error?.error_type;
  if (type && DATABASE_ERRORS.has(type)) {
    const engine =
      typeof error.extra?.engine_name === 'string' && error.extra.engine_name ? error.extra.engine_name : 'DB engine';
    return `${engine} Error`;
  }
  return (type && TITLES[type]) || 'Unexpected error';
}

/** Issue codes an engine error lists under "This may be triggered by:", as `Issue 1002 - The database returned an unexpected error.`. */
export function issueCodes(error: ChartError | undefined): string[] {
  const codes = error?.extra?.issue_codes;
  if (!Array.isArray(codes)) return [];
  return codes.flatMap((code: unknown) => {
    const { code: number, message } = (code ?? {}) as { code?: unknown; message?: unknown };
    return typeof message === 'string' ? [`Issue ${String(number)} - ${message}`] : [];
  });
}
