import type { SqlDialect } from './dialect.ts';
import { isSymbol, isTrivia, tokenize, type Token } from './lexer.ts';
import { type ParsingDialect, parserMessage, parseStatements, tryParseStatements } from './parser.ts';
import {
  firstKeywordIndex,
  kindAfterCteList,
  kindOfExplain,
  kindOfKeyword,
  type StatementKind,
} from './statement-keywords.ts';

export type { StatementKind } from './statement-keywords.ts';

/**
 * The statements of a script, trimmed, without empty or comment-only ones. Splits lexically: semicolons inside
 * strings, quoted identifiers, comments and (DuckDB) dollar-quoted strings do not split, and statements the parser
 * cannot read (DuckDB's `GROUP BY ALL`, `FROM t SELECT x`, `SUMMARIZE t`) split all the same.
 */
export function splitStatements(sql: string, dialect: SqlDialect): string[] {
  const statements: string[] = [];
  let current: Token[] = [];
  const flush = (): void => {
    const [first] = current;
    const last = current.at(-1);
    if (first && last && current.some((token) => !isTrivia(token)))
      statements.push(sql.slice(first.start, last.end).trim());
    current = [];
  };
  for (const token of tokenize(sql, dialect)) {
    if (isSymbol(token, ';')) flush();
    else current.push(token);
  }
  flush();
  return statements;
}

/** The significant tokens (no spaces or comments) of a statement. */
export function significantTokens(sql: string, dialect: SqlDialect): Token[] {
  return tokenize(sql, dialect).filter((token) => !isTrivia(token));
}

function kindOfTokens(tokens: Token[]): StatementKind {
  const first = tokens[firstKeywordIndex(tokens)];
  if (first?.kind !== 'word') return 'other';
  const keyword = first.text.toUpperCase();
  if (keyword === 'WITH') return kindAfterCteList(tokens.slice(firstKeywordIndex(tokens)));
  if (keyword === 'EXPLAIN') return kindOfExplain(tokens.slice(firstKeywordIndex(tokens)), kindOfTokens);
  return kindOfKeyword(keyword);
}

const DML_AST_TYPES = new Set(['insert', 'replace', 'update', 'delete']);

/** What the parser says a WITH statement is, or undefined when it cannot parse it. */
function kindFromParser(sql: string, dialect: ParsingDialect): StatementKind | undefined {
  const statements = tryParseStatements(sql, dialect);
  const [statement] = statements ?? [];
  if (statements?.length !== 1 || statement === undefined) return undefined;
  const type = statement.type as string;
  if (type === 'select') return 'select';
  return DML_AST_TYPES.has(type) ? 'dml' : undefined;
}

/**
 * What one statement does: `select` for reads (SELECT, WITH ... SELECT, VALUES, TABLE, FROM-first, SHOW, DESCRIBE,
 * EXPLAIN, SUMMARIZE), `dml` for data changes (INSERT, UPDATE, DELETE, MERGE, COPY, TRUNCATE, a WITH ending in or
 * containing DML, EXPLAIN ANALYZE of DML), `ddl` for schema, settings and extensions (CREATE, DROP, ALTER, ATTACH,
 * DETACH, INSTALL, LOAD, SET, PRAGMA, CALL, EXPORT/IMPORT DATABASE, USE), `other` for the rest (transactions...).
 * Decided by the first keyword after leading comments and parentheses; a WITH by the parser, then the lexer.
 */
export function classifyStatement(sql: string, dialect: ParsingDialect): StatementKind {
  const tokens = significantTokens(sql, dialect);
  const lexical = kindOfTokens(tokens);
  const first = tokens[firstKeywordIndex(tokens)];
  if (first?.text.toUpperCase() !== 'WITH' || lexical === 'dml') return lexical;
  return kindFromParser(sql, dialect) ?? lexical;
}

/** The parser's message when the dialect's grammar cannot parse `sql`; undefined when it parses. */
export function sqlSyntaxError(sql: string, dialect: ParsingDialect): string | undefined {
  try {
    parseStatements(sql, dialect);
    return undefined;
  } catch (error) {
    return parserMessage(error);
  }
}
