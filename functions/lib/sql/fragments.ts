import { QueryEngineError } from '#shared/errors.ts';
import { BoundedMemo } from '../bounded-memo.ts';
import { once } from '../once.ts';
import { isSymbol, isTrivia, isWord, tokenize, type Token } from './lexer.ts';
import { type ParsingDialect, tryParseStatements } from './parser.ts';
import { fragmentRefusal } from './statement-guard.ts';

/** Where a free-form SQL fragment of a chart goes in the generated query. */
export type FragmentClause = 'where' | 'having' | 'column' | 'metric';

/** Keywords that start a query wherever a parenthesis opens (DuckDB reads `(FROM t)` and `(TABLE t)` as queries). */
const QUERY_STARTS = [
  'WITH',
  'VALUES',
  'TABLE',
  'FROM',
  'SUMMARIZE',
  'DESCRIBE',
  'SHOW',
  'PIVOT',
  'UNPIVOT',
  'EXPLAIN',
];
const STATEMENT_KEYWORDS = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'COPY',
  'TRUNCATE',
  'UPSERT',
  'REPLACE',
  'UNLOAD',
  'CREATE',
  'DROP',
  'ALTER',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'LOAD',
  'FORCE',
  'SET',
  'RESET',
  'PRAGMA',
  'CALL',
  'EXPORT',
  'IMPORT',
  'USE',
  'GRANT',
  'REVOKE',
  'COMMENT',
  'VACUUM',
  'CHECKPOINT',
  'ANALYZE',
  'MSCK',
];
/** Words that may follow a DML-looking column name in an ordinary expression (`update IS NULL`, `load BETWEEN 1 AND 2`). */
const EXPRESSION_CONTINUATIONS = [
  'IS',
  'AND',
  'OR',
  'NOT',
  'IN',
  'BETWEEN',
  'LIKE',
  'ILIKE',
  'SIMILAR',
  'GLOB',
  'COLLATE',
  'AS',
];
/** Clause keywords that would change the surrounding query's shape when they appear outside parentheses. */
const CLAUSE_KEYWORDS = [
  'FROM',
  'WHERE',
  'GROUP',
  'HAVING',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'QUALIFY',
  'WINDOW',
  'UNION',
  'INTERSECT',
  'EXCEPT',
  'JOIN',
  'FETCH',
  'INTO',
];

const refuse = {
  statements: () =>
    new QueryEngineError('Custom SQL fields cannot contain more than one statement', 'INVALID_SQL_ERROR'),
  subquery: () => new QueryEngineError('Ad hoc subquery not allowed', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'),
  dml: () => new QueryEngineError('Custom SQL fields cannot contain DML or DDL', 'INVALID_SQL_ERROR'),
  invalid: () => new QueryEngineError('Invalid SQL fragment', 'INVALID_SQL_ERROR'),
};

/** A comment or quote that would swallow the SQL generated after the fragment. */
function swallowsRest(all: Token[]): boolean {
  const last = all[all.length - 1];
  return all.some((token) => token.unterminated === true) || last?.kind === 'line-comment';
}

function startsStatement(tokens: Token[], index: number): boolean {
  return index === 0 || isSymbol(tokens[index - 1], '(');
}

function hasSubqueryKeyword(tokens: Token[]): boolean {
  return tokens.some(
    (token, index) => isWord(token, 'SELECT') || (isWord(token, ...QUERY_STARTS) && startsStatement(tokens, index)),
  );
}

function hasStatementKeyword(tokens: Token[]): boolean {
  return tokens.some((token, index) => {
    if (!isWord(token, ...STATEMENT_KEYWORDS) || !startsStatement(tokens, index)) return false;
    const next = tokens[index + 1];
    const continues = next?.kind === 'word' || next?.kind === 'quoted-identifier' || next?.kind === 'string';
    return continues && !isWord(next, ...EXPRESSION_CONTINUATIONS);
  });
}

/** A clause keyword that is part of an expression: `WITHIN GROUP (...)`, `IS [NOT] DISTINCT FROM`. */
function isExpressionKeyword(tokens: Token[], index: number): boolean {
  const previous = tokens[index - 1];
  return (
    (isWord(tokens[index], 'GROUP') && isWord(previous, 'WITHIN')) ||
    (isWord(tokens[index], 'FROM') && isWord(previous, 'DISTINCT'))
  );
}

/** Unbalanced parentheses, or a clause keyword outside parentheses. */
function breaksStructure(tokens: Token[]): boolean {
  let depth = 0;
  for (const [index, token] of tokens.entries()) {
    if (isSymbol(token, '(')) depth += 1;
    else if (isSymbol(token, ')')) depth -= 1;
    if (depth < 0) return true;
    if (depth === 0 && isWord(token, ...CLAUSE_KEYWORDS) && !isExpressionKeyword(tokens, index)) return true;
  }
  return depth !== 0;
}

function wrapperSql(fragment: string, clause: FragmentClause): string {
  if (clause === 'where') return `SELECT 1 FROM t WHERE (${fragment}\n)`;
  if (clause === 'having') return `SELECT 1 FROM t GROUP BY 1 HAVING (${fragment}\n)`;
  return `SELECT ${fragment}\nFROM t`;
}

/** Whether any node below the wrapper query is a query of its own. */
function containsSelect(node: unknown, isRoot: boolean): boolean {
  if (Array.isArray(node)) return node.some((child) => containsSelect(child, false));
  if (node === null || typeof node !== 'object') return false;
  const record = node as Record<string, unknown>;
  if (!isRoot && (record.type === 'select' || (record.ast !== undefined && record.ast !== null))) return true;
  return Object.values(record).some((child) => containsSelect(child, false));
}

/** The parser's view: a sub-select anywhere, or more than one column for a column/metric. */
function checkWithParser(fragment: string, dialect: ParsingDialect, clause: FragmentClause): void {
  const statements = tryParseStatements(wrapperSql(fragment, clause), dialect);
  // Expressions the grammar does not know (DuckDB lambdas, struct literals) were already token-scanned.
  if (statements === undefined) return;
  if (statements.length !== 1) throw refuse.statements();
  if (containsSelect(statements[0], true)) throw refuse.subquery();
  const { columns } = statements[0] as { columns?: unknown[] };
  if ((clause === 'column' || clause === 'metric') && columns?.length !== 1) throw refuse.invalid();
}

/** Fragments whose verdict a warm function keeps: a dashboard's charts repeat a few fragments on every request. */
const CHECKED_FRAGMENTS = 1000;

/** A fragment's verdict: undefined when safe, else what the refusal said (a new error is thrown each time). */
type Verdict = { message: string; errorType: QueryEngineError['errorType'] } | undefined;

const verdicts = once(() => new BoundedMemo<string, { verdict: Verdict }>(CHECKED_FRAGMENTS));

/** The checks of {@link assertSafeFragment}, run on the fragment's text. */
function checkFragment(fragment: string, dialect: ParsingDialect, clause: FragmentClause): void {
  const all = tokenize(fragment, dialect);
  const tokens = all.filter((token) => !isTrivia(token));
  if (tokens.length === 0 || swallowsRest(all)) throw refuse.invalid();
  const escape = fragmentRefusal(tokens);
  if (escape !== undefined) throw new QueryEngineError(escape, 'QUERY_SECURITY_ACCESS_ERROR');
  if (tokens.some((token) => isSymbol(token, ';'))) throw refuse.statements();
  if (hasSubqueryKeyword(tokens)) throw refuse.subquery();
  if (hasStatementKeyword(tokens)) throw refuse.dml();
  if (breaksStructure(tokens)) throw refuse.invalid();
  checkWithParser(fragment, dialect, clause);
}

/**
 * The verdict on a fragment, checked once per warm function for each text, dialect and clause. The key holds no
 * tenant: a verdict is a function of the text alone and holds nothing of whoever sent it.
 */
function verdictOn(fragment: string, dialect: ParsingDialect, clause: FragmentClause): Verdict {
  return verdicts().getOrMake(`${dialect.name}\n${clause}\n${fragment}`, () => {
    try {
      checkFragment(fragment, dialect, clause);
      return { verdict: undefined };
    } catch (error) {
      // Only the check's own refusals are kept; anything else is thrown as it came, and checked again next time.
      if (!(error instanceof QueryEngineError)) throw error;
      return { verdict: { message: error.message, errorType: error.errorType } };
    }
  }).verdict;
}

/**
 * Refuses a free-form SQL fragment of a chart (adhoc SQL column or metric, WHERE/HAVING of extras or adhoc filters)
 * that could do more than compute a value: a second statement, a sub-query (however disguised with comments or
 * case), DML or DDL, a comment or quote swallowing the rest of the generated SQL, unbalanced parentheses or a clause
 * keyword that would reshape the query, or a call of what no statement may run either (files, settings, server
 * paths: the statement guard's list). Throws a 400 QueryEngineError in Superset's detailed shape.
 */
export function assertSafeFragment(fragment: string, dialect: ParsingDialect, clause: FragmentClause): void {
  const verdict = verdictOn(fragment, dialect, clause);
  if (verdict) throw new QueryEngineError(verdict.message, verdict.errorType);
}
