import type { SqlDialect } from '../../lib/sql/dialect.ts';
import type { TableDescription } from '../../lib/ports/catalog.ts';

/** What preview SQL needs of a dialect: quoting and the limit clause. */
export type PreviewDialect = Pick<SqlDialect, 'quoteIdentifier' | 'qualifiedTable' | 'limitOffset'>;

/** Rows of the preview queries SQL Lab offers (Superset's `select_star` limit). */
export const PREVIEW_LIMIT = 100;

/** The table reference of a preview: the catalog only when the caller named one, as the default needs none. */
function tableSql(dialect: PreviewDialect, table: TableDescription, withCatalog: boolean, suffix = ''): string {
  return dialect.qualifiedTable({
    catalog: withCatalog ? table.catalog : null,
    schema: table.schema,
    table: `${table.name}${suffix}`,
  });
}

/**
 * SQL Lab's "SELECT * " preview, columns listed one per line as Superset's indented `select_star` writes them:
 *
 *     SELECT "a",
 *            "b"
 *     FROM "main"."t"
 *     LIMIT 100
 */
export function selectStarSql(dialect: PreviewDialect, table: TableDescription, withCatalog: boolean): string {
  const columns = table.columns.map((column) => dialect.quoteIdentifier(column.name));
  const select = columns.length === 0 ? 'SELECT *' : `SELECT ${columns.join(',\n       ')}`;
  return [select, `FROM ${tableSql(dialect, table, withCatalog)}`, dialect.limitOffset(PREVIEW_LIMIT).trim()].join(
    '\n',
  );
}

/** The newest partitions of a partitioned Athena table, through Trino's `"table$partitions"` metadata table. */
export function partitionQuerySql(dialect: PreviewDialect, table: TableDescription, withCatalog: boolean): string {
  const order = table.partitionColumns.map((column) => `${dialect.quoteIdentifier(column)} DESC`).join(', ');
  return [
    `SELECT * FROM ${tableSql(dialect, table, withCatalog, '$partitions')}`,
    `ORDER BY ${order}`,
    dialect.limitOffset(PREVIEW_LIMIT).trim(),
  ].join('\n');
}
