import { QueryEngineError } from '#shared/errors.ts';
import type { ErrorType } from '#shared/error-types.ts';
import { withoutServerPaths } from '../../../server-paths.ts';
import { refusedCallMessage, splitArgumentTypes, type RefusedCall } from '../refused-call.ts';

/** The engine name Superset puts in `extra.engine_name` for DuckDB databases. */
export const DUCKDB_ENGINE_NAME = 'DuckDB';

/** DuckDB's structured error (setting `errors_as_json`): type, message and a UTF-8 byte offset. */
export interface DuckDbErrorDetails {
  exceptionType: string;
  message: string;
  subtype?: string;
  position?: number;
}

/**
 * Reads a DuckDB error message. With `errors_as_json` DuckDB answers JSON, sometimes behind a
 * `Parser Error: ` prefix; plain text (older paths, node-api's own errors) is read as `Type Error: text`.
 */
export function parseDuckDbError(raw: string): DuckDbErrorDetails {
  const json = tryParseJson(raw.slice(Math.max(raw.indexOf('{'), 0)));
  if (json !== undefined && typeof json.exception_type === 'string') {
    const position = Number(json.position);
    return {
      exceptionType: json.exception_type,
      message: withoutNoise(String(json.exception_message ?? '')),
      subtype: typeof json.error_subtype === 'string' ? json.error_subtype : undefined,
      position: json.position === undefined || Number.isNaN(position) ? undefined : position,
    };
  }
  const text = withoutNoise(raw);
  const typed = /^(\w+) Error: ([\s\S]*)$/.exec(text);
  return typed ? { exceptionType: typed[1]!, message: typed[2]! } : { exceptionType: 'Unknown', message: text };
}

/** True when DuckDB reports an `interrupt()`: the caller decides whether that was a cancel or a timeout. */
export function isInterruption(details: DuckDbErrorDetails): boolean {
  return details.exceptionType.toUpperCase() === 'INTERRUPT';
}

/**
 * Maps a DuckDB failure of `sql` to the Superset error type callers expect. The message shown carries no absolute
 * server path (files, the extension folder, a lock holder); the cause, which only the logs see, keeps them.
 */
export function toQueryEngineError(details: DuckDbErrorDetails, sql: string, cause?: unknown): QueryEngineError {
  const errorType = classify(details);
  const extra: Record<string, unknown> = { engine_name: DUCKDB_ENGINE_NAME };
  if (errorType === 'SYNTAX_ERROR' && details.position !== undefined)
    Object.assign(extra, lineAndColumn(sql, details.position));
  const refused = refusedCall(details, sql);
  const message = refused ? refusedCallMessage(refused, sql) : `${details.exceptionType} Error: ${messageOf(details)}`;
  return new QueryEngineError(withoutServerPaths(message), errorType, { extra, cause });
}

/** DuckDB's words for a call whose argument types no overload takes: `'sum(VARCHAR)'`. */
const NO_MATCHING_FUNCTION = /^No function matches the given name and argument types '([^(]+)\((.*)\)'/;

/** The call DuckDB refused for its argument types, with where it starts in `sql` (DuckDB gives a byte offset). */
function refusedCall(details: DuckDbErrorDetails, sql: string): RefusedCall | undefined {
  const match = NO_MATCHING_FUNCTION.exec(details.message);
  if (details.exceptionType !== 'Binder' || !match) return undefined;
  const offset =
    details.position === undefined
      ? undefined
      : Buffer.from(sql, 'utf8').subarray(0, details.position).toString('utf8').length;
  return {
    functionName: match[1]!,
    argumentTypes: splitArgumentTypes(match[2]!),
    ...(offset === undefined ? {} : { offset }),
  };
}

/**
 * The message users read. DuckDB's out-of-memory advice (give the database a file or a temp directory) names
 * settings the sandbox locks: keep its first line and say what the user can change instead.
 */
function messageOf(details: DuckDbErrorDetails): string {
  if (details.exceptionType !== 'Out of Memory') return details.message;
  const [first] = details.message.split('\n');
  return `${first!.trim()}. The query needs more memory than this engine may use: reduce the rows it reads, groups or aggregates.`;
}

/** DuckDB's sandbox answering: a file outside the allowed ones, or a setting after the lock. */
const SANDBOX_REFUSAL =
  /file system operations are disabled by configuration|the configuration has been locked|external extensions is disabled/;

function classify({ exceptionType, message, subtype }: DuckDbErrorDetails): ErrorType {
  if (exceptionType === 'Parser') return 'SYNTAX_ERROR';
  if (exceptionType === 'Permission' || SANDBOX_REFUSAL.test(message)) return 'QUERY_SECURITY_ACCESS_ERROR';
  if (subtype === 'COLUMN_NOT_FOUND' || /Referenced column .* not found/.test(message))
    return 'COLUMN_DOES_NOT_EXIST_ERROR';
  if (exceptionType !== 'Catalog') return 'GENERIC_DB_ENGINE_ERROR';
  if (/because schema .* does not exist|^Schema with name|No catalog \+ schema named/.test(message)) {
    return 'SCHEMA_DOES_NOT_EXIST_ERROR';
  }
  if (/^Table with name .* does not exist/.test(message)) return 'TABLE_DOES_NOT_EXIST_ERROR';
  return 'GENERIC_DB_ENGINE_ERROR';
}

/** 1-based line and column of a UTF-8 byte offset into `sql`, as Superset's syntax errors carry them. */
export function lineAndColumn(sql: string, byteOffset: number): { line: number; column: number } {
  const before = Buffer.from(sql, 'utf8').subarray(0, byteOffset).toString('utf8');
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Drops the caret context (`LINE 1: ...`) and any stack trace: the position goes to `extra`, stacks never leave. */
function withoutNoise(raw: string): string {
  return raw.split(/\n\s*\n(?:LINE \d+:|Stack Trace)/)[0]!.trim();
}

function tryParseJson(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
