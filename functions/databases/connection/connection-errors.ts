import { AppError } from '#shared/errors.ts';
import type { ErrorType } from '#shared/error-types.ts';
import { withoutServerPaths } from '../../lib/server-paths.ts';
import { FieldConflictError } from '../errors.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';

/** The engine names Superset puts in `extra.engine_name`. */
const ENGINE_NAMES: Record<DatabaseRecord['backend'], string> = { duckdb: 'DuckDB', awsathena: 'Amazon Athena' };

/** Failure texts of DuckDB and Athena, first match wins, mapped to Superset's connection error types. */
const RULES: { pattern: RegExp; errorType: ErrorType }[] = [
  { pattern: /timed out|timeout|BACKEND_TIMEOUT/i, errorType: 'CONNECTION_DATABASE_TIMEOUT' },
  { pattern: /Permission denied|EACCES/i, errorType: 'CONNECTION_DATABASE_PERMISSIONS_ERROR' },
  {
    pattern:
      /Access ?Denied|not authorized|UnrecognizedClient|InvalidSignature|security token|Could not load credentials|lock on file/i,
    errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
  },
  { pattern: /ENOTFOUND|getaddrinfo/i, errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR' },
  { pattern: /ECONNREFUSED|EHOSTUNREACH|ECONNRESET/i, errorType: 'CONNECTION_HOST_DOWN_ERROR' },
  {
    pattern: /WorkGroup .*not found|output location|s3_staging_dir|OutputLocation/i,
    errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR',
  },
  {
    pattern: /does not exist|not found|No such file|not a valid DuckDB database|SCHEMA_NOT_FOUND/i,
    errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  },
];

/** Engine error types that already say what went wrong with the connection. */
const FROM_ENGINE: Partial<Record<ErrorType, ErrorType>> = {
  SCHEMA_DOES_NOT_EXIST_ERROR: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  DATABASE_SECURITY_ACCESS_ERROR: 'CONNECTION_ACCESS_DENIED_ERROR',
  BACKEND_TIMEOUT_ERROR: 'CONNECTION_DATABASE_TIMEOUT',
};

/** The engine's message without DuckDB's JSON wrapping, so the form shows a sentence (server paths left out). */
function readableMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(raw.slice(Math.max(raw.indexOf('{'), 0))) as {
      exception_type?: string;
      exception_message?: string;
    };
    if (parsed.exception_message)
      return withoutServerPaths(`${parsed.exception_type ?? 'DuckDB'} Error: ${parsed.exception_message}`);
  } catch {
    // Not JSON: the message is already text.
  }
  return withoutServerPaths(raw);
}

/**
 * A failed connection test as Superset answers it: 422 with `{"errors": [{message, error_type: CONNECTION_..., ...}]}`.
 * Unrecognised failures are GENERIC_DB_ENGINE_ERROR, still with the engine's message (never a stack). A connection
 * string refused before any engine was tried (a file outside the tenant's folder) keeps its field-level answer.
 */
export function connectionFailure(error: unknown, backend: DatabaseRecord['backend']): AppError {
  if (error instanceof FieldConflictError) return error;
  const message = readableMessage(error);
  const engineType = error instanceof AppError ? FROM_ENGINE[error.errorType] : undefined;
  const errorType =
    engineType ?? RULES.find((rule) => rule.pattern.test(message))?.errorType ?? 'GENERIC_DB_ENGINE_ERROR';
  return new AppError(422, message.split('\n')[0]!, {
    detailed: true,
    errorType,
    extra: { engine_name: ENGINE_NAMES[backend] },
  });
}
