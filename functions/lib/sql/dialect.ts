/**
 * The SQL dialect layer: everything that differs between the engines Skyset compiles for. Chart SQL is built
 * only through it (quoted identifiers, escaped literals), so no user value reaches an engine unquoted.
 * Implementations: duckdb-dialect.ts (local) and trino-dialect.ts (Athena engine v3); `dialectFor` in dialects.ts.
 */
export type DialectName = 'duckdb' | 'trino';

/** A value a filter compares with, before the dialect renders it. */
export type LiteralValue = string | number | boolean | null;

export interface SqlDialect {
  readonly name: DialectName;
  /** node-sql-parser's `database` option for this dialect. */
  readonly parserDatabase: 'postgresql' | 'trino';
  /** sql-formatter's `language` option for this dialect. */
  readonly formatterLanguage: 'duckdb' | 'trino';
  /** Grain ids (shared/time-grains.ts) this dialect can truncate to. */
  readonly timeGrains: readonly string[];

  /** `"name"` with embedded quotes doubled. */
  quoteIdentifier(name: string): string;
  /** A table reference with each part quoted: `"catalog"."schema"."table"`, omitting absent parts. */
  qualifiedTable(table: { catalog?: string | null; schema?: string | null; table: string }): string;
  /** A string literal with quotes escaped: `'it''s'`. */
  stringLiteral(value: string): string;
  /**
   * A filter value typed by the column's engine type: numbers bare (refusing non-numeric text for numeric columns
   * with a 400), booleans TRUE/FALSE, NULL, temporal columns through `temporalLiteral`, the rest as strings.
   */
  literal(value: LiteralValue, columnType?: string | null): string;
  /** A DATE or TIMESTAMP literal of a UTC instant for a column of the given type (TIMESTAMP when unknown). */
  temporalLiteral(instant: Date, columnType?: string | null): string;
  /** The expression truncating `columnSql` to a grain id; the column itself for no grain; 400 for an unknown grain. */
  timeGrainExpression(columnSql: string, grain: string | null | undefined): string;
  /** A numeric epoch column as a timestamp (`python_date_format` epoch_s or epoch_ms). */
  epochToTimestamp(columnSql: string, unit: 'epoch_s' | 'epoch_ms'): string;
  /** Case-insensitive LIKE of an expression and a rendered pattern literal. */
  ilike(expressionSql: string, patternSql: string): string;
  /** Regular expression match of an expression and a rendered pattern literal. */
  regexMatch(expressionSql: string, patternSql: string): string;
  /** The trailing `LIMIT ... OFFSET ...` (or the dialect's order of them); empty when both are absent. */
  limitOffset(limit?: number, offset?: number): string;
  /**
   * The alias a result column gets for a label. Athena only returns lower-case column names, so the Trino dialect
   * lower-cases; callers map engine column names back to labels.
   */
  columnAlias(label: string): string;
  /**
   * The table listing a physical table's partitions (Trino's hidden `"table$partitions"`), from which LATEST
   * PARTITION reads the newest value without scanning data; undefined where the engine keeps no partition list.
   */
  partitionsTable(table: { catalog?: string | null; schema?: string | null; table: string }): string | undefined;
}
