import type { CatalogColumn, CompletionCatalog, CompletionKind, CompletionOption } from './types.ts';

/** An option with its lower-case label, matched against what the user types. */
export interface IndexedOption extends CompletionOption {
  lower: string;
}

/**
 * The catalog arranged for lookups on every keystroke: each kind sorted once, tables and columns keyed by lower-case
 * name. Built once per catalog (when the schema, the table list or a table's metadata changes), never per keystroke.
 */
export interface CompletionIndex {
  keywords: IndexedOption[];
  functions: IndexedOption[];
  schemas: IndexedOption[];
  /** Tables of the default schema, offered without a qualifier. */
  tables: IndexedOption[];
  /** Tables by lower-case schema name, for `schema.` completions. */
  tablesBySchema: Map<string, IndexedOption[]>;
  /** Columns by `schema.table` (lower case; schema empty when unknown). */
  columnsByTable: Map<string, IndexedOption[]>;
  defaultSchema: string | null;
}

const PLAIN_NAME = /^[a-z_][a-z0-9_$]*$/i;

/** Names that are not plain identifiers (spaces, dashes, a leading digit) are inserted in double quotes. */
const quoteIfNeeded = (name: string): string | undefined =>
  PLAIN_NAME.test(name) ? undefined : `"${name.replaceAll('"', '""')}"`;

function option(label: string, kind: CompletionKind, detail?: string): IndexedOption {
  const apply = kind === 'keyword' || kind === 'function' ? undefined : quoteIfNeeded(label);
  return {
    label,
    lower: label.toLowerCase(),
    kind,
    ...(detail !== undefined && { detail }),
    ...(apply !== undefined && { apply }),
  };
}

const byLabel = (left: IndexedOption, right: IndexedOption): number =>
  left.lower < right.lower ? -1 : left.lower > right.lower ? 1 : 0;

/** Sorted options without repeated labels (the first of equal labels wins). */
function sortedUnique(options: IndexedOption[]): IndexedOption[] {
  const seen = new Set<string>();
  return options.sort(byLabel).filter((entry) => (seen.has(entry.label) ? false : (seen.add(entry.label), true)));
}

/** The key of a table's columns: `schema.table` in lower case, the schema empty when unknown. */
export const tableKey = (schema: string | null, table: string): string =>
  `${(schema ?? '').toLowerCase()}.${table.toLowerCase()}`;

const columnOptions = (columns: readonly CatalogColumn[]): IndexedOption[] =>
  sortedUnique(columns.map((column) => option(column.name, 'column', column.type)));

/** Arranges a catalog for {@link complete}. */
export function buildCompletionIndex(catalog: CompletionCatalog): CompletionIndex {
  const tablesBySchema = new Map<string, IndexedOption[]>();
  for (const table of catalog.tables) {
    const key = (table.schema ?? catalog.defaultSchema ?? '').toLowerCase();
    const list = tablesBySchema.get(key) ?? [];
    list.push(option(table.name, 'table', table.type ?? 'table'));
    tablesBySchema.set(key, list);
  }
  for (const [key, list] of tablesBySchema) tablesBySchema.set(key, sortedUnique(list));
  const columnsByTable = new Map<string, IndexedOption[]>();
  for (const entry of catalog.columns)
    columnsByTable.set(tableKey(entry.schema ?? catalog.defaultSchema, entry.table), columnOptions(entry.columns));
  return {
    keywords: sortedUnique(catalog.keywords.map((keyword) => option(keyword.toUpperCase(), 'keyword', 'keyword'))),
    functions: sortedUnique(catalog.functions.map((name) => option(name, 'function', 'function'))),
    schemas: sortedUnique(catalog.schemas.map((name) => option(name, 'schema', 'schema'))),
    tables: tablesBySchema.get((catalog.defaultSchema ?? '').toLowerCase()) ?? [],
    tablesBySchema,
    columnsByTable,
    defaultSchema: catalog.defaultSchema,
  };
}
