import { quoteLiteral } from './duckdb-sql.ts';

/**
 * Settings every DuckDB instance opens with. Parquet, JSON and ICU are linked in: nothing is ever downloaded or
 * loaded from disk, no secret is written to the home folder, and no spill folder exists that SQL could write to.
 */
export const SANDBOX_OPEN_SETTINGS: Readonly<Record<string, string>> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_unsigned_extensions: 'false',
  allow_persistent_secrets: 'false',
  // An in-memory database would spill to `./.tmp` and a file database beside its file; both would be writable by SQL.
  temp_directory: '',
  // Structured errors carry the error class and a byte position for syntax errors.
  errors_as_json: 'true',
};

/**
 * The statements that close an instance once its views exist: file access only to `files` (DuckDB takes a list
 * here, not at open), then the configuration locked so no SQL can widen it again. Access is checked when a view
 * is read, not when it is created, so the view files must be among `files`.
 */
export function lockDownStatements(files: readonly string[]): string[] {
  return [
    `SET allowed_paths = [${files.map(quoteLiteral).join(', ')}]`,
    'SET enable_external_access = false',
    'SET lock_configuration = true',
  ];
}

/** The files a database file needs: itself and its write-ahead log. */
export function databaseFiles(path: string): string[] {
  return [path, `${path}.wal`];
}
