/**
 * What SQL Lab's autocomplete knows about a database and what it answers. Plain data, so the completion module runs
 * the same in the editor, in unit tests and in the benchmark.
 */

/** A table or view of the catalog. `schema` null means the database's only (or default) schema. */
export interface CatalogTable {
  name: string;
  schema: string | null;
  type?: 'table' | 'view';
}

/** A column as `table_metadata` describes it. */
export interface CatalogColumn {
  name: string;
  type: string;
}

/** The columns of one table, known once its metadata was read. */
export interface CatalogTableColumns {
  schema: string | null;
  table: string;
  columns: readonly CatalogColumn[];
}

/** Everything the completion module can offer for one database, catalog and schema. */
export interface CompletionCatalog {
  /** The dialect's keywords (any case; offered upper-case). */
  keywords: readonly string[];
  /** The database's function names (`/function_names/`). */
  functions: readonly string[];
  schemas: readonly string[];
  /** The schema selected in the left bar: its tables complete without a qualifier. */
  defaultSchema: string | null;
  /** Tables of the selected schema (and of any other schema already listed). */
  tables: readonly CatalogTable[];
  /** Columns of the tables whose metadata is known. */
  columns: readonly CatalogTableColumns[];
}

/** What an option completes, in the order the editor ranks kinds by default. */
export type CompletionKind = 'column' | 'alias' | 'table' | 'schema' | 'function' | 'keyword';

/** One ranked completion option. */
export interface CompletionOption {
  label: string;
  kind: CompletionKind;
  /** A short note shown beside the label: a column's type, a table's kind. */
  detail?: string;
  /** The text inserted when it differs from the label (quoted identifiers). */
  apply?: string;
}

/** The answer for one cursor position: the options replace the text from `from` to the cursor. */
export interface CompletionAnswer {
  from: number;
  /** The word typed so far (the text between `from` and the cursor). */
  prefix: string;
  /** The name before a `.` right in front of the word (`a` in `a.co`), or null. */
  qualifier: string | null;
  options: CompletionOption[];
}

/** A table named in a statement: `schema.name` or `name`, with the alias it is given. */
export interface TableReference {
  schema: string | null;
  name: string;
  alias: string | null;
}
