import type { AST, Limit, Select } from 'node-sql-parser';
import { BadRequestError } from '#shared/errors.ts';
import { logger } from '../logger.ts';
import { isSymbol, isWord, type Token } from './lexer.ts';
import { asNestingError } from './nesting.ts';
import { type ParsingDialect, printStatement, tryParseStatements } from './parser.ts';
import { classifyStatement, significantTokens } from './statements.ts';

/** The outcome of applyLimit. */
export interface LimitResult {
  /** The statement to run: rewritten, or exactly the input. */
  sql: string;
  /** Whether `sql` differs from the input. */
  rewritten: boolean;
  /** The row limit the user's statement itself had (null when it had none or it could not be read). */
  queryLimit: number | null;
}

/** Where the limit of the outermost query lives in node-sql-parser's AST. */
type LimitSite =
  /** `limit` of a select (the head, or a set operation's unparenthesized last member). */
  | { kind: 'clause'; node: Select; head: Select }
  /** `_limit` of the head: after `OFFSET m`, and after a set operation whose last member is parenthesized. */
  | { kind: 'trailing'; head: Select };

const numberValue = (value: number): Limit['value'][number] => ({ type: 'number', value });
const SET_OPERATORS = ['UNION', 'INTERSECT', 'EXCEPT', 'MINUS', 'ALL', 'DISTINCT'];

function lastMember(head: Select): Select {
  let member = head;
  while (member._next) member = member._next;
  return member;
}

/**
 * Where the outermost LIMIT is. node-sql-parser stores a set operation's trailing LIMIT on its last member; setting
 * the head's `limit` would print `SELECT 1 LIMIT n UNION ALL SELECT 2`, limiting one branch instead of the result.
 */
function limitSite(head: Select): LimitSite {
  if (head._limit) return { kind: 'trailing', head };
  if (head._next === undefined) return { kind: 'clause', node: head, head };
  const last = lastMember(head);
  if (head._orderby || last.parentheses_symbol) return { kind: 'trailing', head };
  return { kind: 'clause', node: last, head };
}

/** The limit a LIMIT clause holds: null for none or ALL, undefined for what cannot be read (parameters...). */
function readCount(limit: Limit | null | undefined, index: number): number | null | undefined {
  if (limit && !Array.isArray(limit.value)) return undefined; // FETCH FIRST and other shapes: not rewritten
  const value = limit?.value[index];
  if (value === undefined) return null;
  if (value.type === 'origin' && String(value.value).toUpperCase() === 'ALL') return null;
  return value.type === 'number' && Number.isSafeInteger(value.value) ? value.value : undefined;
}

function readSite(site: LimitSite): number | null | undefined {
  if (site.kind === 'trailing') return readCount(site.head._limit, 0);
  const { limit } = site.node;
  // `OFFSET m` alone is stored as `{seperator: 'offset', value: [m]}`: an offset, not a limit.
  if (limit?.seperator === 'offset' && limit.value.length === 1) return null;
  return readCount(limit, 0);
}

function writeSite(site: LimitSite, count: number): void {
  const { limit } = site.kind === 'clause' ? site.node : { limit: null };
  if (site.kind === 'trailing' || (limit?.seperator === 'offset' && limit.value.length === 1)) {
    // `OFFSET m LIMIT n` is valid in both grammars, where Trino refuses `LIMIT n OFFSET m`.
    site.head._limit = { seperator: '', value: [numberValue(count)] };
  } else if (limit && limit.value.length > 0) {
    limit.value[0] = numberValue(count);
  } else {
    site.node.limit = { seperator: '', value: [numberValue(count)] };
  }
}

/**
 * Whether a set operation has a parenthesized member (`(SELECT ... LIMIT 1) UNION ALL SELECT 2`). The Trino grammar
 * of node-sql-parser drops those parentheses when printing, which would move the member's LIMIT onto the result.
 */
function hasParenthesizedSetMember(tokens: Token[]): boolean {
  return tokens.some(
    (token, index) =>
      isSymbol(token, '(') &&
      (index === 0 || isWord(tokens[index - 1], ...SET_OPERATORS)) &&
      (isWord(tokens[index + 1], 'SELECT', 'WITH', 'VALUES', 'TABLE') || isSymbol(tokens[index + 1], '(')),
  );
}

/**
 * Whether any table alias carries a column list (`AS t(a, b)`): node-sql-parser keeps it as the alias text and prints
 * it back as one quoted name (`AS "t(a, b)"`), which parses but no longer names the columns. Walked without
 * recursion: `1 + 1 + ...` parses to a tree as deep as the chain is long.
 */
function hasColumnAliasList(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'as' && typeof value === 'string') {
        if (value.includes('(')) return true;
      } else pending.push(value);
    }
  }
  return false;
}

function singleSelect(sql: string, dialect: ParsingDialect): Select | undefined {
  const statements: AST[] | undefined = tryParseStatements(sql, dialect);
  const [statement] = statements ?? [];
  if (statements?.length !== 1 || statement?.type !== 'select') return undefined;
  if (dialect.name === 'trino' && hasParenthesizedSetMember(significantTokens(sql, dialect))) return undefined;
  if (hasColumnAliasList(statement)) return undefined;
  return statement;
}

/** The rewritten statement, or undefined when the printer produced SQL its own grammar cannot read back. */
function print(head: Select, dialect: ParsingDialect): string | undefined {
  let sql: string;
  try {
    sql = printStatement(head, dialect);
  } catch (error) {
    logger.warn('LIMIT rewrite could not print the statement; leaving it to the engine row cap', { error });
    return undefined;
  }
  if (tryParseStatements(sql, dialect) !== undefined) return sql;
  logger.warn('LIMIT rewrite produced unparsable SQL; leaving the statement to the engine row cap', { sql });
  return undefined;
}

/**
 * Caps the rows of a read statement at `limit` by rewriting its outermost LIMIT through node-sql-parser's AST: a
 * smaller LIMIT the user wrote stays, a larger one is replaced, a missing one is added (after the whole set operation
 * for UNION/INTERSECT/EXCEPT). LIMITs of sub-queries and CTEs are never touched. Statements that are not reads, or
 * that the dialect's grammar cannot parse (DuckDB-only syntax), come back unchanged: the caller then caps rows at the
 * engine.
 */
export function applyLimit(sql: string, limit: number, dialect: ParsingDialect): LimitResult {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new BadRequestError(`Invalid row limit: ${limit}`);
  try {
    return rewriteLimit(sql, limit, dialect);
  } catch (error) {
    // The AST of a long expression chain is as deep as the chain: past the stack it is a 400, never a RangeError.
    throw asNestingError(error);
  }
}

function rewriteLimit(sql: string, limit: number, dialect: ParsingDialect): LimitResult {
  const unchanged: LimitResult = { sql, rewritten: false, queryLimit: null };
  if (classifyStatement(sql, dialect) !== 'select') return unchanged;
  const head = singleSelect(sql, dialect);
  if (head === undefined) return unchanged;
  const site = limitSite(head);
  const queryLimit = readSite(site);
  if (queryLimit === undefined) return unchanged;
  if (queryLimit !== null && queryLimit <= limit) return { sql, rewritten: false, queryLimit };
  writeSite(site, limit);
  const rewritten = print(head, dialect);
  return rewritten === undefined ? { ...unchanged, queryLimit } : { sql: rewritten, rewritten: true, queryLimit };
}
