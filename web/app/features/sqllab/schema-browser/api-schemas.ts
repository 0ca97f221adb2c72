import * as z from 'zod';

/**
 * Answers of the database metadata endpoints SQL Lab's left bar reads, in Superset's shapes. Loose objects: the server
 * may add fields; only what the left bar and autocomplete read is checked.
 */

/** A row of `GET /api/v1/database/` as SQL Lab's database selector reads it. */
export const SqlLabDatabaseRow = z.looseObject({
  id: z.number().int(),
  database_name: z.string(),
  backend: z.string(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean().optional(),
  allow_dml: z.boolean().optional(),
  allows_cost_estimate: z.boolean().optional(),
  allow_multi_catalog: z.boolean().optional(),
});
export type SqlLabDatabaseRow = z.infer<typeof SqlLabDatabaseRow>;

export const DatabaseListAnswer = z.looseObject({ count: z.number().int(), result: z.array(SqlLabDatabaseRow) });
export type DatabaseListAnswer = z.infer<typeof DatabaseListAnswer>;

/** `GET /{pk}/catalogs/` and `/schemas/`: `{ result: [names] }`. */
export const NamesAnswer = z.looseObject({ result: z.array(z.string()) });
export type NamesAnswer = z.infer<typeof NamesAnswer>;

/** One entry of `GET /{pk}/tables/`: a table or a view. */
export const TableListEntry = z.looseObject({
  value: z.string(),
  type: z.enum(['table', 'view']).catch('table'),
  extra: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TableListEntry = z.infer<typeof TableListEntry>;

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
