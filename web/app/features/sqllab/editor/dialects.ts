import { MSSQL, MySQL, PLSQL, PostgreSQL, SQLDialect, SQLite, StandardSQL } from '@codemirror/lang-sql';
import { keywordsOf, type SqlFamily, sqlFamilyOf, typesOf } from './completion/keywords.ts';

/**
 * DuckDB's grammar comes from PostgreSQL's: Postgres highlighting plus DuckDB's own words (QUALIFY, PIVOT, ASOF...).
 * Built on first use so other dialects cost nothing.
 */
const duckDb = (): SQLDialect =>
  SQLDialect.define({
    ...PostgreSQL.spec,
    keywords: `${PostgreSQL.spec.keywords ?? ''} ${keywordsOf('duckdb').join(' ')}`,
    types: `${PostgreSQL.spec.types ?? ''} ${typesOf('duckdb').join(' ')}`,
  });

/** Trino (and Athena, which runs it): double-quoted names, single-quoted strings, no backslash escapes. */
const trino = (): SQLDialect =>
  SQLDialect.define({
    keywords: keywordsOf('trino').join(' '),
    types: typesOf('trino').join(' '),
    identifierQuotes: '"',
  });

const BUILDERS: Record<SqlFamily, () => SQLDialect> = {
  duckdb: duckDb,
  trino,
  postgresql: () => PostgreSQL,
  mysql: () => MySQL,
  mssql: () => MSSQL,
  sqlite: () => SQLite,
  oracle: () => PLSQL,
  standard: () => StandardSQL,
};

const built = new Map<SqlFamily, SQLDialect>();

/** The CodeMirror SQL dialect of a Superset backend name (`duckdb`, `awsathena`, `trino`...), StandardSQL when unknown. */
export function sqlDialectOf(backend: string | null | undefined): SQLDialect {
  const family = sqlFamilyOf(backend);
  let dialect = built.get(family);
  if (!dialect) {
    dialect = BUILDERS[family]();
    built.set(family, dialect);
  }
  return dialect;
}
