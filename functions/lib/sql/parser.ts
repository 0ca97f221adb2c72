import type { AST } from 'node-sql-parser';
// The per-grammar builds: the package's main build carries every grammar it knows (2.5 MB in a function bundle).
import postgresql from 'node-sql-parser/build/postgresql.js';
import trino from 'node-sql-parser/build/trino.js';
import type { SqlDialect } from './dialect.ts';
import { asNestingError, checkSqlNesting } from './nesting.ts';

/**
 * The node-sql-parser instances of the SQL toolkit, one per grammar a dialect names through `parserDatabase`. A
 * parser keeps no state between calls, so sharing them is safe.
 */
const parsers: Record<SqlDialect['parserDatabase'], InstanceType<typeof postgresql.Parser>> = {
  postgresql: new postgresql.Parser(),
  trino: new trino.Parser(),
};

/** What the parser functions need of a dialect: its grammar, and its name for the lexer that checks nesting. */
type ParserDialect = Pick<SqlDialect, 'parserDatabase' | 'name'>;

const parserOf = (dialect: ParserDialect) => parsers[dialect.parserDatabase];

/**
 * Runs the recursive parser on SQL of bounded nesting: deeper SQL, or any other stack overflow of the parser, is a
 * 400 "SQL is nested too deeply", never a RangeError.
 */
function withinDepth<T>(sql: string, dialect: ParserDialect, parse: () => T): T {
  checkSqlNesting(sql, dialect);
  try {
    return parse();
  } catch (error) {
    throw asNestingError(error);
  }
}

/** The statements of `sql` in the dialect's grammar; throws the parser's error when it cannot parse. */
export function parseStatements(sql: string, dialect: ParserDialect): AST[] {
  const ast = withinDepth(sql, dialect, () => parserOf(dialect).astify(sql, { database: dialect.parserDatabase }));
  return Array.isArray(ast) ? ast : [ast];
}

/** The statements of `sql`, or undefined when the grammar cannot parse it (DuckDB-only syntax, for one). */
export function tryParseStatements(sql: string, dialect: ParserDialect): AST[] | undefined {
  try {
    return parseStatements(sql, dialect);
  } catch {
    return undefined;
  }
}

/** SQL text of an AST in the dialect's grammar. */
export function printStatement(ast: AST, dialect: ParserDialect): string {
  return parserOf(dialect).sqlify(ast, { database: dialect.parserDatabase });
}

/** The tables `sql` reads, as `type::schema::table` entries (schema `null` when unqualified); throws when it cannot parse. */
export function tableList(sql: string, dialect: ParserDialect): string[] {
  return withinDepth(sql, dialect, () => parserOf(dialect).tableList(sql, { database: dialect.parserDatabase }));
}

/** The parser's message for SQL it cannot parse (its errors are not always Error instances). */
export function parserMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
