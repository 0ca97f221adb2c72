/**
 * A light SQL tokenizer for read-only previews (saved queries, query history), where loading CodeMirror for a few
 * coloured lines would cost a page far more than it shows. Not a parser: it only tells keywords, strings, numbers,
 * comments and the rest apart, and the pieces always join back into the exact text.
 */

/** What a piece of SQL text is, for its colour. */
export type SqlTokenKind = 'keyword' | 'string' | 'number' | 'comment' | 'plain';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
}

/** Keywords common to the engines Skyset runs (DuckDB, Athena/Trino): what a reader scans a query for. */
const KEYWORDS = new Set(
  (
    'select from where group by order having limit offset join inner left right full outer cross on using as and or not in is ' +
    'null like ilike between case when then else end distinct union all except intersect with insert into values update set ' +
    'delete create table view drop alter if exists asc desc over partition window rows range unbounded preceding following ' +
    'current row cast true false interval qualify lateral unnest filter within natural any some recursive materialized'
  ).split(' '),
);

/** One alternative per token kind, tried at each position in this order; the last catches everything else. */
const TOKEN =
  /(--[^\n]*|\/\*[\s\S]*?(?:\*\/|$))|('(?:[^']|'')*'?)|("(?:[^"]|"")*"?)|(\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b)|([A-Za-z_][A-Za-z0-9_]*)|(\s+|[^\sA-Za-z0-9_'"\-/]+|[\s\S])/gy;

/** The pieces of `sql` in order; joined, they are `sql` again. */
export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(sql); match !== null && match[0] !== ''; match = TOKEN.exec(sql)) {
    const [text, comment, string, , number, word] = match;
    const kind: SqlTokenKind = comment
      ? 'comment'
      : string
        ? 'string'
        : number
          ? 'number'
          : word && KEYWORDS.has(word.toLowerCase())
            ? 'keyword'
            : 'plain';
    const last = tokens.at(-1);
    // Runs of plain text join into one piece, so a long query renders as few elements.
    if (kind === 'plain' && last?.kind === 'plain') last.text += text;
    else tokens.push({ kind, text });
  }
  return tokens;
}
