import { ForbiddenError } from '#shared/errors.ts';
import type { SqlDialect } from './dialect.ts';
import { identifierName, isSymbol, isWord, type Token } from './lexer.ts';
import { SERVER_DETAILS_REASON, serverDetailViolation } from './server-details.ts';
import { firstKeywordIndex, skipGroup } from './statement-keywords.ts';
import { significantTokens, splitStatements } from './statements.ts';
import { namesFileAsTable } from './table-files.ts';

/**
 * Statements that reach outside their database: files (COPY, EXPORT/IMPORT DATABASE, Athena's UNLOAD), other
 * databases (ATTACH, DETACH), extensions (INSTALL, LOAD, FORCE INSTALL) and engine settings (SET, RESET, PRAGMA,
 * CALL of pragma functions). No database runs them, whatever it allows.
 */
const ESCAPE_KEYWORDS = new Set([
  'COPY',
  'EXPORT',
  'IMPORT',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'LOAD',
  'FORCE',
  'SET',
  'RESET',
  'PRAGMA',
  'CALL',
  'UNLOAD',
]);

/**
 * DuckDB table functions that a SELECT may call and that no setting holds back: logging, profiling and parser
 * switches change the whole instance (a file log target breaks every later query), `query`, `query_table` and
 * `json_execute_serialized_sql` run SQL or name tables built from strings this guard cannot read, `arrow_scan`
 * reads raw pointers. Then the functions that read files by name: the engine's sandbox refuses every file but its
 * own views', and this refuses first, so no answer echoes a path and dataset SQL is refused before it is stored.
 */
const FORBIDDEN_FUNCTIONS = new Set([
  'enable_logging',
  'disable_logging',
  'truncate_duckdb_logs',
  'enable_profiling',
  'disable_profiling',
  'enable_peg_parser',
  'disable_peg_parser',
  'check_peg_parser',
  'json_execute_serialized_sql',
  'query',
  'query_table',
  'arrow_scan',
  'arrow_scan_dumb',
  'read_text',
  'read_blob',
  'read_csv',
  'read_csv_auto',
  'sniff_csv',
  'read_json',
  'read_json_auto',
  'read_json_objects',
  'read_json_objects_auto',
  'read_ndjson',
  'read_ndjson_auto',
  'read_ndjson_objects',
  'read_parquet',
  'parquet_scan',
  'parquet_metadata',
  'parquet_schema',
  'parquet_file_metadata',
  'parquet_kv_metadata',
  'parquet_full_metadata',
  'parquet_bloom_probe',
  'read_duckdb',
  'glob',
]);

/** Words after CREATE [OR REPLACE] that come before the kind of object created. */
const CREATE_MODIFIERS = ['OR', 'REPLACE', 'PERSISTENT', 'TEMPORARY', 'TEMP'];

/** Why a statement that reaches outside its database is refused. */
const ESCAPE_REASON =
  'queries cannot read or write files, attach databases, load extensions or change engine settings.';

/** What a statement does that no database runs, and why. */
interface Violation {
  what: string;
  reason: string;
}

/** The sentence a refusal answers: what, and why. */
const refusalMessage = ({ what, reason }: Violation): string => `${what} is not allowed: ${reason}`;

/** Why user SQL is refused: Superset's QUERY_SECURITY_ACCESS_ERROR, answered 403 in the `errors` shape. */
const sandboxRefusal = (violation: Violation): ForbiddenError =>
  new ForbiddenError(refusalMessage(violation), { detailed: true, errorType: 'QUERY_SECURITY_ACCESS_ERROR' });

/** Index after `EXPLAIN [ANALYZE] [VERBOSE] [(options)]` starting at the EXPLAIN keyword. */
function afterExplain(tokens: Token[], explain: number): number {
  let index = explain + 1;
  for (;;) {
    if (isWord(tokens[index], 'ANALYZE', 'ANALYSE', 'VERBOSE')) index += 1;
    else if (isSymbol(tokens[index], '(') && !isWord(tokens[index + 1], 'SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM'))
      index = skipGroup(tokens, index);
    else return index;
  }
}

/** Index after `PREPARE name [(types)] AS` starting at the PREPARE keyword. */
function afterPrepare(tokens: Token[], prepare: number): number {
  let index = prepare + 2;
  if (isSymbol(tokens[index], '(')) index = skipGroup(tokens, index);
  return isWord(tokens[index], 'AS') ? index + 1 : index;
}

/** Index of the keyword that says what a statement does, past EXPLAIN and PREPARE wrappers and parentheses. */
function statementHead(tokens: Token[]): number {
  let index = firstKeywordIndex(tokens);
  for (;;) {
    if (isWord(tokens[index], 'EXPLAIN')) index = firstKeywordIndex(tokens, afterExplain(tokens, index));
    else if (isWord(tokens[index], 'PREPARE')) index = firstKeywordIndex(tokens, afterPrepare(tokens, index));
    else return index;
  }
}

/** EXPLAIN ANALYZE (or `EXPLAIN (ANALYZE, ...)`): the profile it answers names every file the statement read. */
const profiles = (tokens: Token[]): boolean =>
  tokens.slice(0, statementHead(tokens)).some((token) => isWord(token, 'ANALYZE', 'ANALYSE'));

/** CREATE SECRET (credentials for remote files) and Athena's CREATE EXTERNAL TABLE (a table over any S3 folder). */
function createsEscape(tokens: Token[], head: number): string | undefined {
  let index = head + 1;
  while (isWord(tokens[index], ...CREATE_MODIFIERS)) index += 1;
  if (isWord(tokens[index], 'SECRET')) return 'CREATE SECRET';
  return isWord(tokens[index], 'EXTERNAL') ? 'CREATE EXTERNAL TABLE' : undefined;
}

/** A table location (`LOCATION 's3://…'`, `external_location = '…'`) in a CREATE or ALTER: Athena reads or writes there. */
function namesLocation(tokens: Token[], head: number): boolean {
  return tokens.slice(head).some((token, offset, rest) => {
    const next = rest[offset + 1];
    return isWord(token, 'LOCATION', 'EXTERNAL_LOCATION') && (next?.kind === 'string' || isSymbol(next, '='));
  });
}

/** A forbidden table function called anywhere in the statement (`name(`, qualified or quoted alike). */
function forbiddenCall(tokens: Token[]): string | undefined {
  for (const [index, token] of tokens.entries()) {
    const name = identifierName(token);
    if (name !== undefined && FORBIDDEN_FUNCTIONS.has(name) && isSymbol(tokens[index + 1], '(')) return name;
  }
  return undefined;
}

/** What a statement's first keywords do that reaches outside its database (COPY, ATTACH, CREATE SECRET...). */
function escapeOf(tokens: Token[]): string | undefined {
  const head = statementHead(tokens);
  const keyword = tokens[head]?.kind === 'word' ? tokens[head]!.text.toUpperCase() : '';
  if (ESCAPE_KEYWORDS.has(keyword)) return keyword;
  if (keyword === 'UPDATE' && isWord(tokens[head + 1], 'EXTENSIONS')) return 'UPDATE EXTENSIONS';
  const created = keyword === 'CREATE' ? createsEscape(tokens, head) : undefined;
  if (created !== undefined) return created;
  return (keyword === 'CREATE' || keyword === 'ALTER') && namesLocation(tokens, head) ? 'A table LOCATION' : undefined;
}

/** What tokens call or name, wherever they stand, that no database runs: a statement's or a fragment's alike. */
function calledViolation(tokens: Token[]): Violation | undefined {
  const call = forbiddenCall(tokens);
  if (call !== undefined) return { what: `The function ${call}()`, reason: ESCAPE_REASON };
  const detail = serverDetailViolation(tokens);
  return detail === undefined ? undefined : { what: detail, reason: SERVER_DETAILS_REASON };
}

/** What one statement does that no database runs (reach outside it, or show the server's paths), and why. */
function violationOf(sql: string, dialect: SqlDialect): Violation | undefined {
  const tokens = significantTokens(sql, dialect);
  const escape = escapeOf(tokens);
  if (escape !== undefined) return { what: escape, reason: ESCAPE_REASON };
  if (profiles(tokens)) return { what: 'EXPLAIN ANALYZE', reason: SERVER_DETAILS_REASON };
  const called = calledViolation(tokens);
  if (called !== undefined) return called;
  return namesFileAsTable(tokens) ? { what: 'A file in place of a table', reason: ESCAPE_REASON } : undefined;
}

/**
 * Why a SQL fragment (a chart's adhoc SQL, a dataset column's or metric's expression) is refused when it calls what
 * no database runs (`read_text(...)`, `query(...)`) or names what shows the server's paths (`current_setting(...)`).
 */
export function fragmentRefusal(tokens: Token[]): string | undefined {
  const violation = calledViolation(tokens);
  return violation === undefined ? undefined : refusalMessage(violation);
}

/** What in one statement no database runs (`COPY`, `The function read_text()`, `duckdb_databases`...), or undefined. */
export function sandboxViolation(sql: string, dialect: SqlDialect): string | undefined {
  return violationOf(sql, dialect)?.what;
}

/**
 * Refuses a script any statement of which reaches outside its database or would show where the server keeps its
 * files (QUERY_SECURITY_ACCESS_ERROR, 403), for every database, DML-enabled or not. The engines' own settings hold
 * too; this answers clearly and first.
 */
export function refuseSandboxEscapes(statements: readonly string[], dialect: SqlDialect): void {
  for (const statement of statements) {
    const violation = violationOf(statement, dialect);
    if (violation !== undefined) throw sandboxRefusal(violation);
  }
}

/** The same check over a whole script, split into statements first (engines that receive raw SQL). */
export function refuseSandboxEscapesIn(sql: string, dialect: SqlDialect): void {
  refuseSandboxEscapes(splitStatements(sql, dialect), dialect);
}
