import { isSymbol, isWord, type Token } from './lexer.ts';

/** What a statement does, as SQL Lab's DML guard and limit rewriting need to know. */
export type StatementKind = 'select' | 'dml' | 'ddl' | 'other';

/** First keywords of statements that only read (DuckDB's FROM-first queries and SUMMARIZE included). */
const READ_KEYWORDS = new Set([
  'SELECT',
  'VALUES',
  'TABLE',
  'FROM',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'SUMMARIZE',
  'PIVOT',
  'UNPIVOT',
]);
/** First keywords of statements that change data (Athena's UNLOAD writes files). */
const DML_KEYWORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'COPY',
  'TRUNCATE',
  'UPSERT',
  'REPLACE',
  'UNLOAD',
]);
/** First keywords of statements that change schema, settings, extensions or attached databases. */
const DDL_KEYWORDS = new Set([
  'CREATE',
  'DROP',
  'ALTER',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'LOAD',
  'FORCE',
  'SET',
  'RESET',
  'PRAGMA',
  'CALL',
  'EXPORT',
  'IMPORT',
  'USE',
  'GRANT',
  'REVOKE',
  'COMMENT',
  'VACUUM',
  'CHECKPOINT',
  'ANALYZE',
  'MSCK',
]);

/** The kind a statement's first keyword implies (WITH and EXPLAIN need the rest of the statement). */
export function kindOfKeyword(word: string): StatementKind {
  const upper = word.toUpperCase();
  if (READ_KEYWORDS.has(upper)) return 'select';
  if (DML_KEYWORDS.has(upper)) return 'dml';
  if (DDL_KEYWORDS.has(upper)) return 'ddl';
  return 'other';
}

/** Index of the token after the group that opens at `open`, or tokens.length when it never closes. */
export function skipGroup(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    if (isSymbol(tokens[index], '(')) depth += 1;
    else if (isSymbol(tokens[index], ')')) depth -= 1;
    if (depth === 0) return index + 1;
  }
  return tokens.length;
}

/** Index of the first significant token that is not an opening parenthesis (`((SELECT 1))` starts at SELECT). */
export function firstKeywordIndex(tokens: Token[], from = 0): number {
  let index = from;
  while (isSymbol(tokens[index], '(')) index += 1;
  return index;
}

/** Index after one CTE (`name [(columns)] AS [NOT] [MATERIALIZED] (body)`), with the kind of its body. */
function readCte(tokens: Token[], from: number): { next: number; bodyKind: StatementKind } | undefined {
  let index = from + 1;
  if (isSymbol(tokens[index], '(')) index = skipGroup(tokens, index);
  if (isWord(tokens[index], 'USING')) index = skipGroup(tokens, index + 2);
  if (!isWord(tokens[index], 'AS')) return undefined;
  index += 1;
  while (isWord(tokens[index], 'NOT', 'MATERIALIZED')) index += 1;
  if (!isSymbol(tokens[index], '(')) return undefined;
  const first = tokens[firstKeywordIndex(tokens, index + 1)];
  const bodyKind = first?.kind === 'word' ? kindOfKeyword(first.text) : 'other';
  return { next: skipGroup(tokens, index), bodyKind };
}

/**
 * Kind of a WITH statement from its significant tokens (WITH first): the first keyword after the CTE list decides,
 * except that a data-modifying CTE body makes the whole statement DML.
 */
export function kindAfterCteList(tokens: Token[]): StatementKind {
  let index = isWord(tokens[1], 'RECURSIVE') ? 2 : 1;
  for (;;) {
    const cte = readCte(tokens, index);
    if (cte === undefined) return 'other';
    if (cte.bodyKind === 'dml') return 'dml';
    index = cte.next;
    if (!isSymbol(tokens[index], ',')) break;
    index += 1;
  }
  const main = tokens[firstKeywordIndex(tokens, index)];
  return main?.kind === 'word' ? kindOfKeyword(main.text) : 'other';
}

/**
 * Kind of an EXPLAIN statement (significant tokens, EXPLAIN first). Plain EXPLAIN only plans, so it reads;
 * EXPLAIN ANALYZE runs the statement, so it is as dangerous as the statement it explains.
 */
export function kindOfExplain(tokens: Token[], classify: (rest: Token[]) => StatementKind): StatementKind {
  let index = 1;
  let analyzes = false;
  while (index < tokens.length) {
    const current = tokens[index];
    if (isWord(current, 'ANALYZE', 'ANALYSE')) analyzes = true;
    else if (isSymbol(current, '(') && !isWord(tokens[index + 1], 'SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM')) {
      // An option list such as `(TYPE IO, FORMAT JSON)` or PostgreSQL-style `(ANALYZE, FORMAT JSON)`.
      const end = skipGroup(tokens, index);
      analyzes ||= tokens.slice(index, end).some((option) => isWord(option, 'ANALYZE', 'ANALYSE'));
      index = end;
      continue;
    } else if (!isWord(current, 'VERBOSE')) break;
    index += 1;
  }
  return analyzes ? classify(tokens.slice(index)) : 'select';
}
