import pkg from 'node-sql-parser';
import type { AST } from 'node-sql-parser';
import type { SqlDialect } from './dialect.ts';

/**
 * The one node-sql-parser instance of the SQL toolkit. The parser keeps no state between calls, so sharing it is
 * safe; each dialect names its grammar through `parserDatabase`.
 */
const { Parser } = pkg;
const parser = new Parser();

/** The statements of `sql` in the dialect's grammar; throws the parser's error when it cannot parse. */
export function parseStatements(sql: string, dialect: Pick<SqlDialect, 'parserDatabase'>): AST[] {
  const ast = parser.astify(sql, { database: dialect.parserDatabase });
  return Array.isArray(ast) ? ast : [ast];
}

/** The statements of `sql`, or undefined when the grammar cannot parse it (DuckDB-only syntax, for one). */
export function tryParseStatements(sql: string, dialect: Pick<SqlDialect, 'parserDatabase'>): AST[] | undefined {
  try {
    return parseStatements(sql, dialect);
  } catch {
    return undefined;
  }
}

/** SQL text of an AST in the dialect's grammar. */
export function printStatement(ast: AST, dialect: Pick<SqlDialect, 'parserDatabase'>): string {
  return parser.sqlify(ast, { database: dialect.parserDatabase });
}

/** The parser's message for SQL it cannot parse (its errors are not always Error instances). */
export function parserMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
