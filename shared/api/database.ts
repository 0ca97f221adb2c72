import * as z from 'zod';

/**
 * Answers of the database endpoints the web app reads (Superset's DatabaseRestApi: the list `/api/v1/database/`, and
 * a database's catalogs, schemas, tables, table metadata and function names), shared by the web app and the tests.
 * Loose objects: the server may add fields; only what the screens read is checked.
 */

/** A row of `GET /api/v1/database/` asked for `columns:!(id,database_name)`, as name pickers ask for it. */
export const DatabaseNameRow = z.looseObject({ id: z.number().int(), database_name: z.string() });
export type DatabaseNameRow = z.infer<typeof DatabaseNameRow>;

/** `GET /api/v1/database/` asked for names only. */
export const DatabaseNamesAnswer = z.looseObject({ result: z.array(DatabaseNameRow) });
export type DatabaseNamesAnswer = z.infer<typeof DatabaseNamesAnswer>;

/** A row of `GET /api/v1/database/` with Superset's list columns, as the database selectors read it. */
export const DatabaseListRow = DatabaseNameRow.extend({
  backend: z.string(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean().optional(),
  allow_dml: z.boolean().optional(),
  allows_cost_estimate: z.boolean().optional(),
  allow_multi_catalog: z.boolean().optional(),
});
export type DatabaseListRow = z.infer<typeof DatabaseListRow>;

/** `GET /api/v1/database/`: a page of databases the caller may see. */
export const DatabaseListAnswer = z.looseObject({ count: z.number().int(), result: z.array(DatabaseListRow) });
export type DatabaseListAnswer = z.infer<typeof DatabaseListAnswer>;

/** `GET /{pk}/catalogs/` and `/schemas/`: `{ result: [names] }`. */
export const NamesAnswer = z.looseObject({ result: z.array(z.string()) });
export type NamesAnswer = z.infer<typeof NamesAnswer>;

/** One entry of `GET /{pk}/tables/`: a table (with its dataset's `extra`, or null) or a view. */
export const TableListEntry = z.looseObject({
  value: z.string(),
  type: z.enum(['table', 'view']).catch('table'),
  extra: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TableListEntry = z.infer<typeof TableListEntry>;

/** `GET /{pk}/tables/`: a schema's tables and views. */
export const TableListAnswer = z.looseObject({ count: z.number().int(), result: z.array(TableListEntry) });
export type TableListAnswer = z.infer<typeof TableListAnswer>;

/** A key as `table_metadata` lists them per column (primary or foreign key, index). */
export const TableKey = z.looseObject({
  type: z.string().optional(),
  name: z.string().nullable().optional(),
  column_names: z.array(z.string()).optional(),
  constrained_columns: z.array(z.string()).optional(),
  referred_table: z.string().optional(),
  referred_columns: z.array(z.string()).optional(),
});
export type TableKey = z.infer<typeof TableKey>;

/** A column of `GET /{pk}/table_metadata/`. */
export const TableColumn = z.looseObject({
  name: z.string(),
  type: z.string().nullable().catch(null),
  longType: z.string().nullable().optional(),
  keys: z.array(TableKey).default([]),
  comment: z.string().nullable().optional(),
});
export type TableColumn = z.infer<typeof TableColumn>;

/** `GET /{pk}/table_metadata/?name=&schema=&catalog=`: Superset's `get_table_metadata` shape. */
export const TableMetadata = z.looseObject({
  name: z.string(),
  columns: z.array(TableColumn),
  selectStar: z.string().optional(),
  primaryKey: TableKey.nullable().optional(),
  foreignKeys: z.array(TableKey).default([]),
  indexes: z.array(TableKey).default([]),
  comment: z.string().nullable().optional(),
});
export type TableMetadata = z.infer<typeof TableMetadata>;

/** `GET /{pk}/function_names/`. */
export const FunctionNamesAnswer = z.looseObject({ function_names: z.array(z.string()) });
export type FunctionNamesAnswer = z.infer<typeof FunctionNamesAnswer>;
