import type { SqlDialect } from './dialect.ts';

/**
 * A small SQL lexer: just enough to tell code from strings, quoted identifiers and comments. Splitting scripts,
 * classifying statements and checking fragments use it because node-sql-parser cannot parse every DuckDB statement,
 * while these questions only need token boundaries.
 */
export type TokenKind =
  'space' | 'line-comment' | 'block-comment' | 'string' | 'quoted-identifier' | 'word' | 'number' | 'symbol';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
  /** A string, quoted identifier or block comment that runs to the end of the input without its closing mark. */
  unterminated?: boolean;
}

/** Dialect features that change where tokens end. */
interface LexerRules {
  /** DuckDB (PostgreSQL grammar) nests block comments and knows `$tag$` strings and `E'\''` escapes. */
  readonly postgresStyle: boolean;
}

type Scanner = (sql: string, start: number, rules: LexerRules) => Token | undefined;

const WORD = /[\p{L}_][\p{L}\p{N}_$]*/uy;
const NUMBER = /(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/y;
const SPACE = /\s+/y;
const DOLLAR_TAG = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;

function matchAt(pattern: RegExp, sql: string, start: number): string | undefined {
  pattern.lastIndex = start;
  return pattern.exec(sql)?.[0];
}

function token(kind: TokenKind, sql: string, start: number, end: number, unterminated = false): Token {
  const result: Token = { kind, text: sql.slice(start, end), start, end };
  if (unterminated) result.unterminated = true;
  return result;
}

/** A quoted run closed by `quote`, where a doubled quote (and with `backslash`, `\x`) stays inside. */
function quoted(sql: string, start: number, open: number, quote: string, kind: TokenKind, backslash: boolean): Token {
  let index = open;
  while (index < sql.length) {
    const char = sql[index];
    if (backslash && char === '\\') index += 2;
    else if (char === quote && sql[index + 1] === quote) index += 2;
    else if (char === quote) return token(kind, sql, start, index + 1);
    else index += 1;
  }
  return token(kind, sql, start, sql.length, true);
}

function blockComment(sql: string, start: number, nested: boolean): Token {
  let depth = 0;
  let index = start;
  while (index < sql.length) {
    if (sql.startsWith('/*', index) && (nested || depth === 0)) {
      depth += 1;
      index += 2;
    } else if (sql.startsWith('*/', index)) {
      depth -= 1;
      index += 2;
      if (depth === 0) return token('block-comment', sql, start, index);
    } else index += 1;
  }
  return token('block-comment', sql, start, sql.length, true);
}

const scanComment: Scanner = (sql, start, rules) => {
  if (sql.startsWith('--', start)) {
    const newline = sql.indexOf('\n', start);
    return token('line-comment', sql, start, newline === -1 ? sql.length : newline);
  }
  return sql.startsWith('/*', start) ? blockComment(sql, start, rules.postgresStyle) : undefined;
};

const scanQuoted: Scanner = (sql, start, rules) => {
  const char = sql[start];
  if (char === "'") return quoted(sql, start, start + 1, "'", 'string', false);
  if (char === '"') return quoted(sql, start, start + 1, '"', 'quoted-identifier', false);
  if (rules.postgresStyle && (char === 'E' || char === 'e') && sql[start + 1] === "'") {
    return quoted(sql, start, start + 2, "'", 'string', true);
  }
  return undefined;
};

const scanDollarString: Scanner = (sql, start, rules) => {
  const tag = rules.postgresStyle ? matchAt(DOLLAR_TAG, sql, start) : undefined;
  if (tag === undefined) return undefined;
  const close = sql.indexOf(tag, start + tag.length);
  return close === -1 ? token('string', sql, start, sql.length, true) : token('string', sql, start, close + tag.length);
};

const scanPattern =
  (pattern: RegExp, kind: TokenKind): Scanner =>
  (sql, start) => {
    const text = matchAt(pattern, sql, start);
    return text === undefined ? undefined : token(kind, sql, start, start + text.length);
  };

const SCANNERS: Scanner[] = [
  scanPattern(SPACE, 'space'),
  scanComment,
  scanQuoted,
  scanDollarString,
  scanPattern(WORD, 'word'),
  scanPattern(NUMBER, 'number'),
];

function nextToken(sql: string, start: number, rules: LexerRules): Token {
  for (const scan of SCANNERS) {
    const found = scan(sql, start, rules);
    if (found !== undefined) return found;
  }
  return token('symbol', sql, start, start + 1);
}

/** All tokens of `sql`, trivia (spaces, comments) included, in order and covering the whole input. */
export function tokenize(sql: string, dialect: Pick<SqlDialect, 'name'>): Token[] {
  const rules: LexerRules = { postgresStyle: dialect.name === 'duckdb' };
  const tokens: Token[] = [];
  for (let index = 0; index < sql.length;) {
    const next = nextToken(sql, index, rules);
    tokens.push(next);
    index = next.end;
  }
  return tokens;
}

/** Whether a token carries no meaning for the statement (whitespace or a comment). */
export function isTrivia(token: Token): boolean {
  return token.kind === 'space' || token.kind === 'line-comment' || token.kind === 'block-comment';
}

/** Whether a token is the (case-insensitive) keyword or word `word`. */
export function isWord(token: Token | undefined, ...words: string[]): boolean {
  return token?.kind === 'word' && words.includes(token.text.toUpperCase());
}

/** Whether a token is the symbol `symbol`. */
export function isSymbol(token: Token | undefined, symbol: string): boolean {
  return token?.kind === 'symbol' && token.text === symbol;
}

/** The name of a word or quoted identifier as DuckDB resolves it (case ignored even when quoted); undefined for other tokens. */
export function identifierName(token: Token | undefined): string | undefined {
  if (token?.kind === 'word') return token.text.toLowerCase();
  if (token?.kind === 'quoted-identifier') return token.text.slice(1, -1).replaceAll('""', '"').toLowerCase();
  return undefined;
}
