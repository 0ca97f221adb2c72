/** SQL text the DuckDB adapter writes itself: quoted identifiers and literals, never raw interpolation. */

/** A double-quoted identifier: embedded quotes doubled, so any name stays one identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A single-quoted string literal: embedded quotes doubled. */
export function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The statement exposing one Parquet file as a view. */
export function createParquetViewSql(name: string, parquetPath: string): string {
  return `CREATE OR REPLACE VIEW ${quoteIdentifier(name)} AS SELECT * FROM read_parquet(${quoteLiteral(parquetPath)})`;
}

/** `USE` for a request's catalog and schema; undefined when the request names neither. */
export function useStatementSql(catalog: string | undefined, schema: string | undefined): string | undefined {
  const path = [catalog, schema].filter((part): part is string => part !== undefined && part !== '');
  return path.length === 0 ? undefined : `USE ${path.map(quoteIdentifier).join('.')}`;
}
