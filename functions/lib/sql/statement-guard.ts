import { ForbiddenError } from '#shared/errors.ts';
import type { SqlDialect } from './dialect.ts';
import { isSymbol, isWord, type Token } from './lexer.ts';
import { firstKeywordIndex, skipGroup } from './statement-keywords.ts';
import { significantTokens, splitStatements } from './statements.ts';

/**
 * Statements that reach outside their database: files (COPY, EXPORT/IMPORT DATABASE, Athena's UNLOAD), other
 * databases (ATTACH, DETACH), extensions (INSTALL, LOAD, FORCE INSTALL) and engine settings (SET, RESET, PRAGMA,
 * CALL of pragma functions). No database runs them, whatever it allows.
 */
const ESCAPE_KEYWORDS = new Set(['COPY', 'EXPORT', 'IMPORT', 'ATTACH', 'DETACH', 'INSTALL', 'LOAD', 'FORCE', 'SET', 'RESET', 'PRAGMA', 'CALL', 'UNLOAD']);

/**
 * DuckDB table functions that a SELECT may call and that no setting holds back: logging, profiling and parser
 * switches change the whole instance (a file log target breaks every later query), `query` and
 * `json_execute_serialized_sql` run SQL built from strings this guard cannot read, `arrow_scan` reads raw pointers.
 */
const FORBIDDEN_FUNCTIONS = new Set([
  'enable_logging', 'disable_logging', 'truncate_duckdb_logs', 'enable_profiling', 'disable_profiling',
  'enable_peg_parser', 'disable_peg_parser', 'check_peg_parser', 'json_execute_serialized_sql', 'query',
  'arrow_scan', 'arrow_scan_dumb',
]);

/** Words after CREATE [OR REPLACE] that come before the kind of object created. */
const CREATE_MODIFIERS = ['OR', 'REPLACE', 'PERSISTENT', 'TEMPORARY', 'TEMP'];

/** Why user SQL is refused: Superset's QUERY_SECURITY_ACCESS_ERROR, answered 403 in the `errors` shape. */
export const sandboxRefusal = (what: string): ForbiddenError =>
  new ForbiddenError(`${what} is not allowed: queries cannot read or write files, attach databases, load extensions or change engine settings.`, {
    detailed: true,
    errorType: 'QUERY_SECURITY_ACCESS_ERROR',
  });

/** Index after `EXPLAIN [ANALYZE] [VERBOSE] [(options)]` starting at the EXPLAIN keyword. */
function afterExplain(tokens: Token[], explain: number): number {
  let index = explain + 1;
  for (;;) {
    if (isWord(tokens[index], 'ANALYZE', 'ANALYSE', 'VERBOSE')) index += 1;
    else if (isSymbol(tokens[index], '(') && !isWord(tokens[index + 1], 'SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM')) index = skipGroup(tokens, index);
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

/** The name of a word or quoted identifier as the engine resolves it (DuckDB ignores case even when quoted). */
function nameOf(token: Token): string | undefined {
  if (token.kind === 'word') return token.text.toLowerCase();
  if (token.kind === 'quoted-identifier') return token.text.slice(1, -1).replaceAll('""', '"').toLowerCase();
  return undefined;
}

/** A forbidden table function called anywhere in the statement (`name(`, qualified or quoted alike). */
function forbiddenCall(tokens: Token[]): string | undefined {
  for (const [index, token] of tokens.entries()) {
    const name = nameOf(token);
    if (name !== undefined && FORBIDDEN_FUNCTIONS.has(name) && isSymbol(tokens[index + 1], '(')) return name;
  }
  return undefined;
}

/** What in one statement reaches outside its database, or undefined when nothing does. */
export function sandboxViolation(sql: string, dialect: SqlDialect): string | undefined {
  const tokens = significantTokens(sql, dialect);
  const head = statementHead(tokens);
  const keyword = tokens[head]?.kind === 'word' ? tokens[head]!.text.toUpperCase() : '';
  if (ESCAPE_KEYWORDS.has(keyword)) return keyword;
  if (keyword === 'UPDATE' && isWord(tokens[head + 1], 'EXTENSIONS')) return 'UPDATE EXTENSIONS';
  const created = keyword === 'CREATE' ? createsEscape(tokens, head) : undefined;
  if (created !== undefined) return created;
  if ((keyword === 'CREATE' || keyword === 'ALTER') && namesLocation(tokens, head)) return 'A table LOCATION';
  const call = forbiddenCall(tokens);
  return call === undefined ? undefined : `The function ${call}()`;
}

/**
 * Refuses a script any statement of which reaches outside its database (QUERY_SECURITY_ACCESS_ERROR, 403), for
 * every database, DML-enabled or not. The engines' own settings hold too; this answers clearly and first.
 */
export function refuseSandboxEscapes(statements: readonly string[], dialect: SqlDialect): void {
  for (const statement of statements) {
    const violation = sandboxViolation(statement, dialect);
    if (violation !== undefined) throw sandboxRefusal(violation);
  }
}

/** The same check over a whole script, split into statements first (engines that receive raw SQL). */
export function refuseSandboxEscapesIn(sql: string, dialect: SqlDialect): void {
  refuseSandboxEscapes(splitStatements(sql, dialect), dialect);
}
