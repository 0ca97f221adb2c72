import { isSymbol, isWord, type Token } from './lexer.ts';

/** Keywords that end a FROM clause at their own depth. */
const CLAUSE_ENDS = [
  'WHERE',
  'GROUP',
  'HAVING',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'QUALIFY',
  'WINDOW',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'SELECT',
  'VALUES',
  'SET',
  'RETURNING',
];

/** Functions whose arguments say FROM (`EXTRACT(year FROM '2024-01-01'::DATE)`, `TRIM('x' FROM s)`): no table there. */
const FROM_ARGUMENT_FUNCTIONS = ['EXTRACT', 'TRIM', 'SUBSTRING', 'OVERLAY', 'POSITION'];

/** One parenthesis depth: whether a FROM list is open there, and whether FROM is only an argument's word. */
interface Scope {
  inFrom: boolean;
  fromIsArgument: boolean;
}

/** A string, or a quoted identifier holding a slash: what DuckDB reads as a file when it stands for a table. */
const looksLikeFile = (token: Token | undefined): boolean =>
  token?.kind === 'string' || (token?.kind === 'quoted-identifier' && /[/\\]/.test(token.text));

/**
 * Whether a statement names a file where a table goes, which DuckDB answers with a replacement scan:
 * `FROM '/etc/passwd'`, `JOIN 'x.csv'`, `FROM t, 'x.parquet'`, `FROM "/data/x.csv"`. A FROM list is followed per
 * parenthesis depth, so strings in conditions and function arguments are never taken for files. An unquoted
 * `FROM x.csv` reads like a schema and a table: the engine's own sandbox refuses that file when it is read.
 */
export function namesFileAsTable(tokens: Token[]): boolean {
  const scopes: Scope[] = [{ inFrom: false, fromIsArgument: false }];
  for (const [index, token] of tokens.entries()) {
    const scope = scopes.at(-1)!;
    if (isSymbol(token, '(')) {
      scopes.push({ inFrom: false, fromIsArgument: isWord(tokens[index - 1], ...FROM_ARGUMENT_FUNCTIONS) });
      continue;
    }
    if (isSymbol(token, ')')) {
      if (scopes.length > 1) scopes.pop();
      continue;
    }
    const opensItem =
      (isWord(token, 'FROM', 'JOIN') && !scope.fromIsArgument) || (isSymbol(token, ',') && scope.inFrom);
    if (opensItem && looksLikeFile(tokens[index + 1])) return true;
    if (opensItem) scope.inFrom = true;
    else if (isWord(token, ...CLAUSE_ENDS)) scope.inFrom = false;
  }
  return false;
}
