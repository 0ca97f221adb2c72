import type { SqlDialect } from '../lib/sql/dialect.ts';
import { isSymbol, isWord, tokenize } from '../lib/sql/lexer.ts';
import { checkSqlNesting } from '../lib/sql/nesting.ts';
import { sandboxViolation } from '../lib/sql/statement-guard.ts';
import { firstKeywordIndex } from '../lib/sql/statement-keywords.ts';
import type { ParsingDialect } from '../lib/sql/parser.ts';
import { classifyStatement, significantTokens, splitStatements } from '../lib/sql/statements.ts';

/** Superset's words for a virtual dataset's SQL holding more than one statement. */
export const SINGLE_QUERY_ONLY = 'Only single queries supported';
/** Superset's words for a virtual dataset's SQL that is no SELECT. */
export const SELECT_ONLY = 'Only `SELECT` statements are allowed';

/** Statements that read and can stand as a sub-select (SHOW, DESCRIBE, EXPLAIN or SUMMARIZE cannot). */
const SUBQUERY_HEADS = ['SELECT', 'WITH', 'VALUES', 'FROM', 'TABLE'];

/** Whether every parenthesis closes within the statement, so it cannot close the sub-select it is wrapped in. */
function parenthesesBalance(sql: string, dialect: SqlDialect): boolean {
  let depth = 0;
  for (const token of tokenize(sql, dialect)) {
    if (isSymbol(token, '(')) depth += 1;
    else if (isSymbol(token, ')') && (depth -= 1) < 0) return false;
  }
  return depth === 0;
}

/**
 * Why a virtual dataset's rendered SQL cannot be its source, in Superset's words; undefined when it is one
 * read-only SELECT that can be wrapped as `(sql) AS virtual_table`. Statements that reach outside the database
 * (files, extensions, settings) are refused whatever they are. SQL nested past the parser's depth is a 400.
 */
export function virtualSqlProblem(sql: string, dialect: ParsingDialect): string | undefined {
  checkSqlNesting(sql, dialect);
  const statements = splitStatements(sql, dialect);
  if (statements.length === 0) return SELECT_ONLY;
  if (statements.length > 1) return SINGLE_QUERY_ONLY;
  const [statement] = statements as [string];
  if (!parenthesesBalance(statement, dialect)) return SINGLE_QUERY_ONLY;
  const violation = sandboxViolation(statement, dialect);
  if (violation !== undefined) return `${violation} is not allowed`;
  const tokens = significantTokens(statement, dialect);
  if (
    classifyStatement(statement, dialect) !== 'select' ||
    !isWord(tokens[firstKeywordIndex(tokens)], ...SUBQUERY_HEADS)
  )
    return SELECT_ONLY;
  return undefined;
}

/** A virtual dataset's SQL as stored: trimmed, without trailing semicolons (Superset strips them too). */
export const storedSql = (sql: string): string => sql.trim().replace(/;[\s;]*$/, '');
