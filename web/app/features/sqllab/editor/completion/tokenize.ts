/**
 * A small SQL tokenizer for autocomplete: it only needs to tell names, punctuation, strings and comments apart, and
 * it must stay linear and allocation-light because it runs on every keystroke.
 */

/** What a token is. `word` is an unquoted name or keyword, `quoted` a "quoted" or `backticked` name. */
export type TokenKind = 'word' | 'quoted' | 'string' | 'comment' | 'number' | 'punct';

/** A token of the text: `value` is the name without its quotes for names, the character itself for punctuation. */
export interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  value: string;
  /** A string, quoted name or block comment that runs to the end of the text. */
  open?: boolean;
}

const isWordStart = (code: number): boolean =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code > 127;

/** Letters, digits, `_` and `$` (DuckDB and Trino allow `$` inside names). */
export const isWordChar = (code: number): boolean => isWordStart(code) || (code >= 48 && code <= 57) || code === 36;

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The end of a quoted run starting at `start` (a doubled quote escapes itself), or -1 when it never closes. */
function closingQuote(text: string, start: number, quote: string): number {
  let index = start + 1;
  for (;;) {
    const next = text.indexOf(quote, index);
    if (next < 0) return -1;
    if (text[next + 1] !== quote) return next + 1;
    index = next + 2;
  }
}

function quotedToken(text: string, start: number, kind: 'string' | 'quoted'): Token {
  const quote = text[start]!;
  const end = closingQuote(text, start, quote);
  if (end < 0) return { kind, start, end: text.length, value: text.slice(start + 1), open: true };
  return { kind, start, end, value: text.slice(start + 1, end - 1).replaceAll(quote + quote, quote) };
}

function commentToken(text: string, start: number): Token {
  if (text[start] === '-') {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    return { kind: 'comment', start, end, value: '', open: newline < 0 };
  }
  const close = text.indexOf('*/', start + 2);
  return close < 0
    ? { kind: 'comment', start, end: text.length, value: '', open: true }
    : { kind: 'comment', start, end: close + 2, value: '' };
}

function runOf(text: string, start: number, accepts: (code: number) => boolean): number {
  let end = start + 1;
  while (end < text.length && accepts(text.charCodeAt(end))) end += 1;
  return end;
}

/** The token starting at `start`, which is not whitespace. */
function tokenAt(text: string, start: number): Token {
  const char = text[start]!;
  const code = text.charCodeAt(start);
  if (char === "'") return quotedToken(text, start, 'string');
  if (char === '"' || char === '`') return quotedToken(text, start, 'quoted');
  if ((char === '-' && text[start + 1] === '-') || (char === '/' && text[start + 1] === '*'))
    return commentToken(text, start);
  if (isWordStart(code)) {
    const end = runOf(text, start, isWordChar);
    return { kind: 'word', start, end, value: text.slice(start, end) };
  }
  if (isDigit(code)) {
    const end = runOf(text, start, (next) => isDigit(next) || next === 46);
    return { kind: 'number', start, end, value: text.slice(start, end) };
  }
  return { kind: 'punct', start, end: start + 1, value: char };
}

/** The tokens of `text` from `from` to `to`, whitespace left out. */
export function tokenize(text: string, from = 0, to = text.length): Token[] {
  const tokens: Token[] = [];
  let index = from;
  while (index < to) {
    const code = text.charCodeAt(index);
    if (code === 32 || (code >= 9 && code <= 13)) {
      index += 1;
      continue;
    }
    const token = tokenAt(text, index);
    tokens.push(token);
    index = token.end;
  }
  return tokens;
}

/** The statement (between `;` outside strings and comments) that holds `cursor`, as its tokens and bounds. */
export function statementAt(text: string, cursor: number): { start: number; end: number; tokens: Token[] } {
  const tokens = tokenize(text);
  let first = 0;
  let start = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind !== 'punct' || token.value !== ';') continue;
    if (token.end <= cursor) {
      first = index + 1;
      start = token.end;
      continue;
    }
    return { start, end: token.start, tokens: tokens.slice(first, index) };
  }
  return { start, end: text.length, tokens: tokens.slice(first) };
}
