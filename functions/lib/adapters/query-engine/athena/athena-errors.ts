import type { AthenaError } from '@aws-sdk/client-athena';
import { type AppError, QueryEngineError, QueryTimeoutError } from '#shared/errors.ts';
import type { ErrorType } from '#shared/error-types.ts';
import { refusedCallMessage, splitArgumentTypes, type RefusedCall } from '../refused-call.ts';

/** The engine name Superset puts in `extra.engine_name` for Athena databases. */
export const ATHENA_ENGINE_NAME = 'Amazon Athena';

/** AthenaError.ErrorType values that mean "query exhausted resources at this scale factor". */
const EXHAUSTED_RESOURCES_TYPES = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]);
/** AthenaError.ErrorType values that mean Athena's own query timeout. */
const ATHENA_TIMEOUT_TYPES = new Set([206, 210]);

/** Reason patterns, first match wins; Trino prefixes its reasons with an error code, older engines only say it in words. */
const REASON_RULES: { pattern: RegExp; errorType: ErrorType }[] = [
  {
    pattern: /^SCHEMA_NOT_FOUND|Schema '.*' does not exist|Database .* not found/i,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
  },
  {
    pattern: /^TABLE_NOT_FOUND|Table '.*' does not exist|Table .* not found/i,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
  },
  { pattern: /^COLUMN_NOT_FOUND|Column '.*' cannot be resolved/i, errorType: 'COLUMN_DOES_NOT_EXIST_ERROR' },
  { pattern: /^SYNTAX_ERROR|mismatched input|extraneous input|no viable alternative/i, errorType: 'SYNTAX_ERROR' },
  {
    pattern: /exhausted resources|bytes scanned limit was exceeded|EXCEEDED_\w*_LIMIT/i,
    errorType: 'RESULT_TOO_LARGE_ERROR',
  },
  {
    pattern: /^PERMISSION_DENIED|Access Denied|AccessDeniedException|not authorized/i,
    errorType: 'DATABASE_SECURITY_ACCESS_ERROR',
  },
];

/**
 * Explains why Athena failed an execution (Status.StateChangeReason plus Status.AthenaError) as a Skyset error; with
 * the execution's `sql`, a function refused for its argument types names the column it was applied to.
 */
export function toAthenaFailure(reason: string | undefined, athenaError?: AthenaError, sql = ''): AppError {
  const message = reason ?? athenaError?.ErrorMessage ?? 'Athena query failed';
  if (athenaError?.ErrorType !== undefined && ATHENA_TIMEOUT_TYPES.has(athenaError.ErrorType)) {
    return new QueryTimeoutError(message, { extra: { engine_name: ATHENA_ENGINE_NAME } });
  }
  const typeRefusal = typeRefusalMessage(message, sql);
  if (typeRefusal !== undefined)
    return new QueryEngineError(typeRefusal, 'GENERIC_DB_ENGINE_ERROR', { extra: { engine_name: ATHENA_ENGINE_NAME } });
  const errorType = classifyReason(message, athenaError);
  const extra: Record<string, unknown> = { engine_name: ATHENA_ENGINE_NAME };
  if (errorType === 'SYNTAX_ERROR') Object.assign(extra, reasonPosition(message));
  return new QueryEngineError(message, errorType, { extra });
}

/** Trino's refusal of a function for its argument types (FUNCTION_NOT_FOUND; SYNTAX_ERROR on engine v2). */
const UNEXPECTED_PARAMETERS =
  /^(?:FUNCTION_NOT_FOUND|SYNTAX_ERROR): (?:line (\d+):(\d+): )?Unexpected parameters \((.*)\) for function ([\w$]+)\./;
/** Trino's other type refusals: an operator or a check that does not take these types. */
const TYPE_REFUSAL = /^(?:TYPE_MISMATCH|OPERATOR_NOT_FOUND): (?:line \d+:\d+: )?([\s\S]+)$/;

/** The plain words of a type refusal, without Trino's code, position and list of expected signatures. */
function typeRefusalMessage(message: string, sql: string): string | undefined {
  const unexpected = UNEXPECTED_PARAMETERS.exec(message);
  if (unexpected) {
    const [, line, column, types, functionName] = unexpected;
    const offset = line === undefined ? undefined : offsetOf(sql, Number(line), Number(column));
    const call: RefusedCall = {
      functionName: functionName!,
      argumentTypes: splitArgumentTypes(types!),
      ...(offset === undefined ? {} : { offset }),
    };
    return refusedCallMessage(call, sql);
  }
  return TYPE_REFUSAL.exec(message)?.[1];
}

/** The character offset of Trino's 1-based line and column in `sql`, when the SQL has that line. */
function offsetOf(sql: string, line: number, column: number): number | undefined {
  const lines = sql.split('\n');
  if (line > lines.length) return undefined;
  return lines.slice(0, line - 1).reduce((total, text) => total + text.length + 1, 0) + column - 1;
}

function classifyReason(message: string, athenaError: AthenaError | undefined): ErrorType {
  // A column named in a syntax-coded reason ("SYNTAX_ERROR: line 1:8: Column 'x' cannot be resolved", engine v2) is a column error.
  if (/Column '.*' cannot be resolved/i.test(message)) return 'COLUMN_DOES_NOT_EXIST_ERROR';
  const rule = REASON_RULES.find(({ pattern }) => pattern.test(message));
  if (rule) return rule.errorType;
  if (athenaError?.ErrorType !== undefined && EXHAUSTED_RESOURCES_TYPES.has(athenaError.ErrorType))
    return 'RESULT_TOO_LARGE_ERROR';
  return 'GENERIC_DB_ENGINE_ERROR';
}

/** The `line 2:6:` position Trino puts in its reasons, when there is one. */
export function reasonPosition(message: string): { line: number; column: number } | Record<string, never> {
  const match = /line (\d+):(\d+)/.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : {};
}
