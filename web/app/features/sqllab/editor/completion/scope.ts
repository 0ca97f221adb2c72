import type { TableReference } from './types.ts';
import { statementAt, type Token, tokenize } from './tokenize.ts';

/** Keywords after which a table name follows. */
const TABLE_KEYWORDS = new Set(['FROM', 'JOIN', 'INTO', 'UPDATE', 'TABLE', 'DESCRIBE']);

/** Words that end a table reference instead of naming its alias (`FROM t WHERE ...`, `FROM t JOIN ...`). */
const NOT_ALIASES = new Set([
  'WHERE',
  'JOIN',
  'INNER',
  'LEFT',
  'RIGHT',
  'FULL',
  'OUTER',
  'CROSS',
  'NATURAL',
  'ON',
  'USING',
  'GROUP',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'HAVING',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'WINDOW',
  'QUALIFY',
  'SET',
  'VALUES',
  'LATERAL',
  'TABLESAMPLE',
  'SAMPLE',
  'FETCH',
  'FOR',
  'SELECT',
  'AS',
  'WITH',
  'POSITIONAL',
  'ASOF',
  'ANTI',
  'SEMI',
  'PIVOT',
  'UNPIVOT',
  'RETURNING',
]);

const isName = (token: Token | undefined): token is Token =>
  token !== undefined && (token.kind === 'word' || token.kind === 'quoted');
const isPunct = (token: Token | undefined, value: string): boolean => token?.kind === 'punct' && token.value === value;
const upper = (token: Token | undefined): string => (token?.kind === 'word' ? token.value.toUpperCase() : '');

/**
 * Reads `[catalog.][schema.]name [[AS] alias]` at `index`; answers the reference and the index after it. A name
 * followed by `(` is a table function (`read_parquet(...)`), except after INTO where the column list follows.
 */
function readReference(
  tokens: Token[],
  index: number,
  columnListMayFollow = false,
): { reference: TableReference; next: number } | null {
  if (!isName(tokens[index]) || (tokens[index]!.kind === 'word' && NOT_ALIASES.has(upper(tokens[index])))) return null;
  const parts = [tokens[index]!.value];
  let next = index + 1;
  while (isPunct(tokens[next], '.') && isName(tokens[next + 1])) {
    parts.push(tokens[next + 1]!.value);
    next += 2;
  }
  const name = parts[parts.length - 1]!;
  const schema = parts.length > 1 ? parts[parts.length - 2]! : null;
  if (isPunct(tokens[next], '('))
    return columnListMayFollow ? { reference: { schema, name, alias: null }, next } : null;
  let alias: string | null = null;
  if (upper(tokens[next]) === 'AS' && isName(tokens[next + 1])) {
    alias = tokens[next + 1]!.value;
    next += 2;
  } else if (isName(tokens[next]) && !NOT_ALIASES.has(upper(tokens[next]))) {
    alias = tokens[next]!.value;
    next += 1;
  }
  return { reference: { schema, name, alias }, next };
}

/** Names defined by `WITH name AS (...)` (and `, name AS (...)`): they are not catalog tables. */
function cteNames(tokens: Token[]): Set<string> {
  const names = new Set<string>();
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    if (isName(tokens[index]) && upper(tokens[index + 1]) === 'AS' && isPunct(tokens[index + 2], '(')) {
      const before = tokens[index - 1];
      if (upper(before) === 'WITH' || upper(before) === 'RECURSIVE' || isPunct(before, ','))
        names.add(tokens[index]!.value.toLowerCase());
    }
  }
  return names;
}

/** Every catalog table the statement's tokens name after FROM, JOIN, INTO, UPDATE (comma lists included), CTEs left out. */
export function referencesIn(tokens: Token[]): TableReference[] {
  const ctes = cteNames(tokens);
  const references: TableReference[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    if (!TABLE_KEYWORDS.has(upper(tokens[index]))) continue;
    let read = readReference(tokens, index + 1, upper(tokens[index]) === 'INTO');
    while (read) {
      if (read.reference.schema !== null || !ctes.has(read.reference.name.toLowerCase()))
        references.push(read.reference);
      index = read.next - 1;
      read = isPunct(tokens[read.next], ',') ? readReference(tokens, read.next + 1) : null;
    }
  }
  return references;
}

/** The catalog tables named in the statement around `cursor` (the whole text when no cursor is given). */
export function referencedTables(sql: string, cursor?: number): TableReference[] {
  return referencesIn(cursor === undefined ? tokenize(sql) : statementAt(sql, cursor).tokens);
}
