import { BadRequestError } from '#shared/errors.ts';
import { SQL_NESTING_MAX_DEPTH } from '#shared/limits.ts';
import type { SqlDialect } from './dialect.ts';
import { isSymbol, tokenize } from './lexer.ts';

/** The 400 of SQL nested past SQL_NESTING_MAX_DEPTH, in the product's words. */
export const sqlTooDeep = (): BadRequestError =>
  new BadRequestError(`SQL is nested too deeply (more than ${SQL_NESTING_MAX_DEPTH} levels)`);

/** How deep the parentheses of `sql` nest, outside strings, quoted identifiers and comments. */
export function parenthesesDepth(sql: string, dialect: Pick<SqlDialect, 'name'>): number {
  let depth = 0;
  let deepest = 0;
  for (const token of tokenize(sql, dialect)) {
    if (isSymbol(token, '(')) deepest = Math.max(deepest, (depth += 1));
    else if (isSymbol(token, ')')) depth -= 1;
  }
  return deepest;
}

/**
 * Refuses SQL nested deeper than SQL_NESTING_MAX_DEPTH before a recursive parser or the formatter reads it: past a
 * few hundred levels they overflow the stack, and the formatter's time grows with the square of the depth.
 */
export function checkSqlNesting(sql: string, dialect: Pick<SqlDialect, 'name'>): void {
  // Most SQL has fewer parentheses than the limit in all: no need to lex it.
  if (sql.split('(').length - 1 <= SQL_NESTING_MAX_DEPTH) return;
  if (parenthesesDepth(sql, dialect) > SQL_NESTING_MAX_DEPTH) throw sqlTooDeep();
}

/** A stack overflow of a recursive parser as the 400 it is (input nested in a way the depth check does not count). */
export function asNestingError(error: unknown): unknown {
  return error instanceof RangeError && /call stack/i.test(error.message) ? sqlTooDeep() : error;
}
