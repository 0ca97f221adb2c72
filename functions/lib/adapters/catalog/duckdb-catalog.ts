import { randomUUID } from 'node:crypto';
import { quoteLiteral } from '../query-engine/duckdb/duckdb-sql.ts';
import type { EngineRow, QueryEngine } from '../../ports/query-engine.ts';
import type {
  CatalogBrowser,
  ColumnDescription,
  TableDescription,
  TableEntry,
  TableName,
} from '../../ports/catalog.ts';

/** Schemas every DuckDB database has for its own bookkeeping; Superset's browser does not offer them. */
const SYSTEM_SCHEMAS = "('information_schema', 'pg_catalog')";

/** DuckDB's own databases (`duckdb_databases()`'s internal ones), which hold no user tables. */
const SYSTEM_CATALOGS = "('system', 'temp')";

/** A user's tables and views (`information_schema.tables` says `LOCAL TEMPORARY` for temporary tables). */
const USER_TABLES = "table_type IN ('BASE TABLE', 'VIEW')";

const text = (value: EngineRow[number] | undefined): string => String(value ?? '');

/**
 * The metadata port over DuckDB's catalog (`duckdb_schemas()`, `information_schema.tables`...), run through the
 * QueryEngine port so the same engine, with its attached files, answers. Names arrive as quoted literals only. The
 * statement guard refuses what would show server paths (`duckdb_databases()`, `duckdb_views()`), so none is used.
 */
export class DuckDbCatalogBrowser implements CatalogBrowser {
  constructor(private readonly engine: QueryEngine) {}

  async catalogs(): Promise<string[]> {
    const rows = await this.query(
      `SELECT DISTINCT database_name FROM duckdb_schemas() WHERE database_name NOT IN ${SYSTEM_CATALOGS} ORDER BY 1`,
    );
    return rows.map((row) => text(row[0]));
  }

  async schemas(catalog?: string): Promise<string[]> {
    const rows = await this.query(
      `SELECT schema_name FROM duckdb_schemas() WHERE database_name = ${this.catalogSql(catalog)} AND schema_name NOT IN ${SYSTEM_SCHEMAS} ORDER BY 1`,
    );
    return rows.map((row) => text(row[0]));
  }

  async tables(schema: string, catalog?: string): Promise<TableEntry[] | undefined> {
    if (!(await this.schemas(catalog)).includes(schema)) return undefined;
    const rows = await this.query(
      `SELECT table_name, table_type FROM information_schema.tables
       WHERE ${USER_TABLES} AND table_catalog = ${this.catalogSql(catalog)} AND table_schema = ${quoteLiteral(schema)} ORDER BY 1`,
    );
    return rows.map((row) => ({ name: text(row[0]), type: row[1] === 'VIEW' ? 'view' : 'table' }));
  }

  async describeTable(table: TableName): Promise<TableDescription | undefined> {
    const [found] = await this.query(
      `SELECT table_catalog, table_schema, TABLE_COMMENT FROM information_schema.tables
       WHERE ${USER_TABLES} AND table_name = ${quoteLiteral(table.name)} AND table_catalog = ${this.catalogSql(table.catalog)}
       AND table_schema = ${table.schema === undefined ? 'current_schema()' : quoteLiteral(table.schema)}`,
    );
    if (!found) return undefined;
    const located = { name: table.name, catalog: text(found[0]), schema: text(found[1]) };
    return {
      ...located,
      columns: await this.columns(located),
      primaryKey: await this.primaryKey(located),
      partitionColumns: [],
      comment: found[2] === null || found[2] === undefined ? null : text(found[2]),
    };
  }

  async functionNames(): Promise<string[]> {
    const rows = await this.query('SELECT DISTINCT function_name FROM duckdb_functions() ORDER BY 1');
    return rows.map((row) => text(row[0]));
  }

  private async columns(table: Required<TableName>): Promise<ColumnDescription[]> {
    const rows = await this.query(
      `SELECT column_name, data_type, comment FROM duckdb_columns() WHERE ${this.tableFilter(table)} ORDER BY column_index`,
    );
    return rows.map((row) => ({
      name: text(row[0]),
      type: text(row[1]),
      comment: row[2] === null ? null : text(row[2]),
    }));
  }

  private async primaryKey(table: Required<TableName>): Promise<TableDescription['primaryKey']> {
    const rows = await this.query(
      `SELECT constraint_name, unnest(constraint_column_names) FROM duckdb_constraints()
       WHERE constraint_type = 'PRIMARY KEY' AND ${this.tableFilter(table)}`,
    );
    return { name: rows[0] ? text(rows[0][0]) : null, columns: rows.map((row) => text(row[1])) };
  }

  private tableFilter(table: Required<TableName>): string {
    return `database_name = ${quoteLiteral(table.catalog)} AND schema_name = ${quoteLiteral(table.schema)} AND table_name = ${quoteLiteral(table.name)}`;
  }

  private catalogSql(catalog: string | undefined): string {
    return catalog === undefined ? 'current_database()' : quoteLiteral(catalog);
  }

  private async query(sql: string): Promise<EngineRow[]> {
    return (await this.engine.run({ sql, queryId: `metadata-${randomUUID()}` })).rows;
  }
}
