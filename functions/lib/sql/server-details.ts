import { identifierName, isSymbol, type Token } from './lexer.ts';

/**
 * DuckDB functions and catalog views that show where the server keeps its files, called or named anywhere in a
 * statement (some are views, readable without parentheses): settings (`allowed_paths` lists every example file,
 * `secret_directory` the home folder), a database file's path, the extension folder, temporary and cached files,
 * logs, the environment, and view definitions (the examples are views over Parquet files by absolute path).
 */
const SERVER_DETAILS = new Set([
  'current_setting',
  'duckdb_settings',
  'duckdb_databases',
  'pragma_database_list',
  'duckdb_extensions',
  'duckdb_temporary_files',
  'duckdb_external_file_cache',
  'duckdb_logs',
  'duckdb_logs_parsed',
  'getenv',
  'duckdb_views',
  'sqlite_master',
  'sqlite_schema',
  'sqlite_temp_master',
  'sqlite_temp_schema',
  'pg_views',
]);

/** Why such a statement is refused. */
export const SERVER_DETAILS_REASON = "queries cannot see the engine's settings or where the server keeps its files.";

/** `information_schema.views`, the standard name of the view definitions. */
const isInformationSchemaViews = (tokens: Token[], index: number): boolean =>
  identifierName(tokens[index]) === 'views' &&
  isSymbol(tokens[index - 1], '.') &&
  identifierName(tokens[index - 2]) === 'information_schema';

/**
 * What in a statement's significant tokens would answer the server's paths (`The function current_setting()`,
 * `duckdb_databases`, `information_schema.views`), or undefined. Catalog browsing needs none of them: schemas,
 * tables, columns and functions are read through `duckdb_schemas()`, `information_schema.tables` and the like.
 */
export function serverDetailViolation(tokens: Token[]): string | undefined {
  for (const [index, token] of tokens.entries()) {
    const name = identifierName(token);
    if (name !== undefined && SERVER_DETAILS.has(name))
      return isSymbol(tokens[index + 1], '(') ? `The function ${name}()` : name;
    if (isInformationSchemaViews(tokens, index)) return 'information_schema.views';
  }
  return undefined;
}
