/** A malformed `DATEADD(...)`-style expression; the caller names the part in the user's message. */
export class ExpressionSyntaxError extends Error {}

/** One lexical token of a datetime expression; strings carry their text without quotes. */
export interface Token {
  kind: 'word' | 'number' | 'string' | 'punctuation';
  text: string;
}

const TOKEN = /\s*(?:([A-Za-z_]+)|([+-]?\d+)|'([^']*)'|"([^"]*)"|([(),]))/y;

/** Splits `DATEADD(DATETIME("today"), -7, day)` into words, signed integers, quoted strings and `(),`. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new ExpressionSyntaxError(`unexpected text at '${text.slice(start).trim()}'`);
    tokens.push(toToken(match));
  }
  return tokens;
}

function toToken(match: RegExpExecArray): Token {
  if (match[1] !== undefined) return { kind: 'word', text: match[1] };
  if (match[2] !== undefined) return { kind: 'number', text: match[2] };
  if (match[5] !== undefined) return { kind: 'punctuation', text: match[5] };
  return { kind: 'string', text: match[3] ?? match[4] ?? '' };
}
