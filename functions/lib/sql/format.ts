import { BadRequestError } from '#shared/errors.ts';
import type { SqlDialect } from './dialect.ts';
import { asNestingError, checkSqlNesting } from './nesting.ts';

/**
 * SQL Lab's "Format SQL": the script pretty-printed in the dialect's grammar with upper-case keywords. Text the
 * formatter cannot read (an unterminated string, say) is the caller's mistake, so it answers 400, never 500; so
 * is SQL nested past SQL_NESTING_MAX_DEPTH, which the formatter would take seconds over or overflow its stack on.
 * The formatter loads on first use: only this endpoint needs it, and it would slow every cold start.
 */
export async function formatSql(sql: string, dialect: SqlDialect): Promise<string> {
  checkSqlNesting(sql, dialect);
  const { format } = await import('sql-formatter');
  try {
    return format(sql, { language: dialect.formatterLanguage, keywordCase: 'upper' });
  } catch (error) {
    const nested = asNestingError(error);
    if (nested !== error) throw nested;
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new BadRequestError(`Unable to format SQL: ${detail}`, { cause: error });
  }
}
