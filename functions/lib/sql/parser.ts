import type { AST, Parser } from 'node-sql-parser';
import type { SqlDialect } from './dialect.ts';
import { asNestingError, checkSqlNesting } from './nesting.ts';

/**
 * node-sql-parser's per-grammar builds (its main build carries every grammar it knows, 2.5 MB in a function bundle),
 * each loaded on first use: a grammar is 250-300 KB of a function bundle that most cold starts never parse with.
 */
const GRAMMARS: Record<SqlDialect['parserDatabase'], () => Promise<Parser>> = {
  postgresql: async () => new (await import('node-sql-parser/build/postgresql.js')).default.Parser(),
  trino: async () => new (await import('node-sql-parser/build/trino.js')).default.Parser(),
};

/**
 * A dialect with its grammar loaded: what the parser functions below need, so code that parses must have awaited
 * `withGrammar` first. A parser keeps no state between calls, so one per grammar serves every caller.
 */
export interface ParsingDialect extends SqlDialect {
  readonly grammar: Parser;
}

const parsing = new Map<SqlDialect, Promise<ParsingDialect>>();

/** The dialect with its grammar, loading the grammar the first time a process asks for it. */
export function withGrammar(dialect: SqlDialect): Promise<ParsingDialect> {
  let loaded = parsing.get(dialect);
  if (loaded === undefined) {
    loaded = GRAMMARS[dialect.parserDatabase]().then((grammar) => Object.freeze({ ...dialect, grammar }));
    parsing.set(dialect, loaded);
  }
  return loaded;
}

/** What the parser functions need of a dialect: its grammar, and its name for the lexer that checks nesting. */
type ParserDialect = Pick<ParsingDialect, 'grammar' | 'parserDatabase' | 'name'>;

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
  const ast = withinDepth(sql, dialect, () => dialect.grammar.astify(sql, { database: dialect.parserDatabase }));
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
  return dialect.grammar.sqlify(ast, { database: dialect.parserDatabase });
}

/** The tables `sql` reads, as `type::schema::table` entries (schema `null` when unqualified); throws when it cannot parse. */
export function tableList(sql: string, dialect: ParserDialect): string[] {
  return withinDepth(sql, dialect, () => dialect.grammar.tableList(sql, { database: dialect.parserDatabase }));
}

/** The parser's message for SQL it cannot parse (its errors are not always Error instances). */
export function parserMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
