/**
 * The metadata port: what SQL Lab's schema browser and autocomplete read about a database. DuckDB answers from its
 * catalog functions through the engine, Athena from its catalog APIs (Glue behind them).
 */

/** A table or view name in a schema. */
export interface TableEntry {
  name: string;
  type: 'table' | 'view';
}

export interface ColumnDescription {
  name: string;
  /** The engine's full type: `DECIMAL(10,2)`, `VARCHAR`, `ARRAY<STRING>`. */
  type: string;
  comment: string | null;
}

/** A table's columns and constraints, with the schema and catalog it was found in. */
export interface TableDescription {
  name: string;
  schema: string;
  catalog: string | null;
  columns: ColumnDescription[];
  primaryKey: { name: string | null; columns: string[] };
  /** Partition columns (Athena); empty when the table is not partitioned. */
  partitionColumns: string[];
  comment: string | null;
}

/** Names one table; absent parts mean the connection's defaults. */
export interface TableName {
  name: string;
  schema?: string;
  catalog?: string;
}

export interface CatalogBrowser {
  /** Catalog names (DuckDB: attached databases; Athena: data catalogs), sorted. */
  catalogs(): Promise<string[]>;
  /** Schema names of a catalog (the default one when absent), sorted. */
  schemas(catalog?: string): Promise<string[]>;
  /** Tables and views of a schema, sorted by name; undefined when the schema does not exist. */
  tables(schema: string, catalog?: string): Promise<TableEntry[] | undefined>;
  /** A table's description; undefined when the table does not exist. */
  describeTable(table: TableName): Promise<TableDescription | undefined>;
  /** Every function name SQL may call, sorted, without repeats. */
  functionNames(): Promise<string[]>;
}
