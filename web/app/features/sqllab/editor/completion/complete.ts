import { type CompletionIndex, type IndexedOption, tableKey } from './catalog-index.ts';
import { referencesIn } from './scope.ts';
import { isWordChar, statementAt, type Token } from './tokenize.ts';
import type { CompletionAnswer, CompletionKind, CompletionOption, TableReference } from './types.ts';

/** Enough for any list the editor shows; more would only cost time. */
export const MAX_OPTIONS = 300;

/** Where the cursor stands, which decides the order of kinds. */
type Place = 'start' | 'table' | 'column' | 'after-expression';

const KIND_ORDER: Record<Place, CompletionKind[]> = {
  start: ['keyword'],
  table: ['table', 'schema', 'function', 'keyword'],
  column: ['column', 'alias', 'function', 'keyword', 'table', 'schema'],
  'after-expression': ['keyword', 'column', 'alias', 'function', 'table', 'schema'],
};

const TABLE_KEYWORDS = new Set(['FROM', 'JOIN', 'INTO', 'UPDATE', 'TABLE', 'DESCRIBE']);
/** Keywords that end a clause's list, so a `,` after them no longer lists tables. */
const CLAUSE_KEYWORDS = new Set([
  'SELECT',
  'WHERE',
  'ON',
  'BY',
  'HAVING',
  'SET',
  'USING',
  'VALUES',
  'QUALIFY',
  'WINDOW',
  'LIMIT',
  'RETURNING',
]);
/** Words after which an expression (a column, a function call) comes. */
const EXPRESSION_KEYWORDS = new Set([
  ...CLAUSE_KEYWORDS,
  'AND',
  'OR',
  'NOT',
  'WHEN',
  'THEN',
  'ELSE',
  'CASE',
  'DISTINCT',
  'IN',
  'LIKE',
  'ILIKE',
  'BETWEEN',
  'IS',
  'ALL',
  'ANY',
  'EXISTS',
  'OVER',
  'PARTITION',
  'FILTER',
  'ASC',
  'DESC',
]);

const upper = (token: Token): string => (token.kind === 'word' ? token.value.toUpperCase() : '');

/** The name (and the schema before it) right in front of a `.` ending at `dot`: `s.t.` gives `t` and `s`. */
function qualifierBefore(tokens: Token[], dot: number): { name: string | null; schema: string | null; start: number } {
  const index = tokens.findLastIndex((token) => token.end <= dot);
  const token = tokens[index];
  if (!token || token.end !== dot || (token.kind !== 'word' && token.kind !== 'quoted'))
    return { name: null, schema: null, start: dot };
  const dotBefore = tokens[index - 1];
  const schemaToken = tokens[index - 2];
  const hasSchema =
    dotBefore?.value === '.' &&
    dotBefore.kind === 'punct' &&
    schemaToken &&
    (schemaToken.kind === 'word' || schemaToken.kind === 'quoted');
  return {
    name: token.value,
    schema: hasSchema ? schemaToken.value : null,
    start: hasSchema ? schemaToken.start : token.start,
  };
}

function placeOf(tokens: Token[], before: number): Place {
  const index = tokens.findLastIndex((token) => token.end <= before && token.kind !== 'comment');
  const previous = tokens[index];
  if (!previous) return 'start';
  const word = upper(previous);
  if (TABLE_KEYWORDS.has(word)) return 'table';
  if (EXPRESSION_KEYWORDS.has(word)) return 'column';
  if (previous.kind === 'punct' && previous.value === ',') {
    for (let back = index - 1; back >= 0; back -= 1) {
      const clause = upper(tokens[back]!);
      if (TABLE_KEYWORDS.has(clause)) return 'table';
      if (CLAUSE_KEYWORDS.has(clause)) return 'column';
    }
    return 'column';
  }
  if (
    previous.kind === 'word' ||
    previous.kind === 'quoted' ||
    previous.kind === 'number' ||
    previous.kind === 'string'
  )
    return 'after-expression';
  if (previous.kind === 'punct' && previous.value === ')') return 'after-expression';
  return 'column';
}

function columnsOf(index: CompletionIndex, reference: Pick<TableReference, 'schema' | 'name'>): IndexedOption[] {
  return index.columnsByTable.get(tableKey(reference.schema ?? index.defaultSchema, reference.name)) ?? [];
}

/** The options of each kind the place may offer, each list sorted by label. */
function candidates(
  index: CompletionIndex,
  references: TableReference[],
): Record<CompletionKind, readonly IndexedOption[]> {
  const seen = new Set<string>();
  const columns: IndexedOption[] = [];
  for (const reference of references) {
    for (const column of columnsOf(index, reference)) {
      if (seen.has(column.lower)) continue;
      seen.add(column.lower);
      columns.push(column);
    }
  }
  columns.sort((left, right) => (left.lower < right.lower ? -1 : left.lower > right.lower ? 1 : 0));
  const aliases = references
    .filter((reference) => reference.alias !== null)
    .map((reference): IndexedOption => ({
      label: reference.alias!,
      lower: reference.alias!.toLowerCase(),
      kind: 'alias',
      detail: reference.name,
    }));
  return {
    column: columns,
    alias: aliases,
    table: index.tables,
    schema: index.schemas,
    function: index.functions,
    keyword: index.keywords,
  };
}

/** What a qualified name (`a.`, `orders.`, `public.`) offers: the columns of that table or alias, or the schema's tables. */
function qualifiedCandidates(
  index: CompletionIndex,
  references: TableReference[],
  name: string,
  schema: string | null,
): IndexedOption[] {
  const lower = name.toLowerCase();
  const aliased = references.find((reference) => reference.alias?.toLowerCase() === lower);
  if (aliased) return columnsOf(index, aliased);
  const named = schema === null ? references.find((reference) => reference.name.toLowerCase() === lower) : undefined;
  const columns = columnsOf(index, named ?? { schema, name });
  if (columns.length > 0) return columns;
  return schema === null ? (index.tablesBySchema.get(lower) ?? []) : [];
}

/** 0: starts with the prefix; 1: a `_`-separated part starts with it; 2: contains it (two letters or more); -1: no match. */
function matchClass(lower: string, prefix: string): number {
  if (lower.startsWith(prefix)) return 0;
  if (lower.includes(`_${prefix}`)) return 1;
  return prefix.length > 1 && lower.includes(prefix) ? 2 : -1;
}

/** Ranks the lists: prefix matches first, then word-part matches, then substring matches; within each, by kind and label. */
function rank(lists: readonly (readonly IndexedOption[])[], prefix: string): CompletionOption[] {
  const classes: CompletionOption[][] = [[], [], []];
  for (const list of lists) {
    for (const entry of list) {
      const match = prefix === '' ? 0 : matchClass(entry.lower, prefix);
      if (match >= 0 && classes[match]!.length < MAX_OPTIONS) classes[match]!.push(publicOption(entry));
    }
  }
  return classes.flat().slice(0, MAX_OPTIONS);
}

function publicOption({ label, kind, detail, apply }: IndexedOption): CompletionOption {
  return { label, kind, ...(detail !== undefined && { detail }), ...(apply !== undefined && { apply }) };
}

/**
 * The completion options at `cursor` in `text`, ranked: keywords, the database's functions, schemas, the tables of
 * the default schema and the columns of the tables the statement around the cursor names (`alias.` and `table.` give
 * that table's columns; `schema.` its tables). Nothing inside strings and comments.
 */
export function complete(index: CompletionIndex, text: string, cursor: number): CompletionAnswer {
  let from = cursor;
  while (from > 0 && isWordChar(text.charCodeAt(from - 1))) from -= 1;
  const prefix = text.slice(from, cursor);
  const { tokens } = statementAt(text, cursor);
  const inside = tokens.find((token) => token.start < cursor && (cursor < token.end || token.open === true));
  if (inside && inside.kind !== 'word' && inside.kind !== 'number')
    return { from, prefix, qualifier: null, options: [] };
  const references = referencesIn(tokens);
  const lowerPrefix = prefix.toLowerCase();
  if (text[from - 1] === '.') {
    const qualifier = qualifierBefore(tokens, from - 1);
    if (qualifier.name === null) return { from, prefix, qualifier: null, options: [] };
    const options = rank([qualifiedCandidates(index, references, qualifier.name, qualifier.schema)], lowerPrefix);
    return { from, prefix, qualifier: qualifier.name, options };
  }
  const lists = candidates(index, references);
  const options = rank(
    KIND_ORDER[placeOf(tokens, from)].map((kind) => lists[kind]),
    lowerPrefix,
  );
  return { from, prefix, qualifier: null, options };
}
