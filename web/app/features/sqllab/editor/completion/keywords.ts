/**
 * The keywords and type names SQL Lab offers while typing, per engine family. Curated rather than every reserved word
 * of the grammar: a user typing `se` wants SELECT, not SECURITY_INVOKER.
 */

/** The engine families the editor knows, from Superset's `backend` names. */
export type SqlFamily = 'duckdb' | 'trino' | 'postgresql' | 'mysql' | 'mssql' | 'sqlite' | 'oracle' | 'standard';

const COMMON = `select from where and or not in is null like between exists case when then else end as distinct all any
join inner left right full outer cross on using group by having order asc desc nulls first last limit offset union
intersect except with recursive over partition rows range preceding following unbounded current row window filter
insert into values update set delete create table view drop alter cast true false interval date time timestamp
describe show explain`;

const EXTRA: Record<SqlFamily, string> = {
  duckdb: `ilike qualify pivot unpivot asof positional exclude replace columns summarize sample using_sample semi anti
    lateral natural struct map list union_by_name glob similar try_cast`,
  trino: `ilike unnest lateral tablesample bernoulli system try_cast row map array uescape fetch ties grouping sets cube
    rollup at zone natural`,
  postgresql: 'ilike lateral natural returning fetch ties grouping sets cube rollup similar',
  mysql: 'straight_join regexp rlike div xor natural',
  mssql: 'top apply pivot unpivot fetch next only',
  sqlite: 'glob regexp natural',
  oracle: 'fetch next only connect prior start minus natural',
  standard: 'natural lateral fetch',
};

const TYPES: Record<SqlFamily, string> = {
  duckdb:
    'bigint boolean blob decimal double float hugeint integer json smallint tinyint ubigint uinteger uuid varchar timestamptz',
  trino: 'bigint boolean char decimal double integer json real smallint tinyint varbinary varchar uuid ipaddress',
  postgresql:
    'bigint boolean bytea decimal double integer json jsonb numeric real smallint text uuid varchar timestamptz',
  mysql: 'bigint blob char decimal double float int json mediumint smallint text tinyint varchar datetime',
  mssql: 'bigint bit char datetime2 decimal float int nvarchar real smallint tinyint uniqueidentifier varchar',
  sqlite: 'blob integer numeric real text',
  oracle: 'blob char clob number nvarchar2 raw varchar2',
  standard: 'bigint boolean char decimal double float integer numeric real smallint varchar',
};

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** The engine family of a Superset backend name (`duckdb`, `awsathena`, `trino`, `presto`, `postgresql`, ...). */
export function sqlFamilyOf(backend: string | null | undefined): SqlFamily {
  switch ((backend ?? '').toLowerCase()) {
    case 'duckdb':
    case 'motherduck':
      return 'duckdb';
    case 'awsathena':
    case 'trino':
    case 'presto':
      return 'trino';
    case 'postgresql':
    case 'postgres':
    case 'redshift':
      return 'postgresql';
    case 'mysql':
    case 'mariadb':
      return 'mysql';
    case 'mssql':
      return 'mssql';
    case 'sqlite':
      return 'sqlite';
    case 'oracle':
      return 'oracle';
    default:
      return 'standard';
  }
}

/** Keywords of the family, for completion (lower case; the completion module upper-cases them). */
export const keywordsOf = (family: SqlFamily): string[] => [...words(COMMON), ...words(EXTRA[family])];

/** Type names of the family, for completion and highlighting. */
export const typesOf = (family: SqlFamily): string[] => words(TYPES[family]);

/** What completion offers as keywords for a backend: its keywords and type names. */
export const completionKeywords = (backend: string | null | undefined): string[] => {
  const family = sqlFamilyOf(backend);
  return [...keywordsOf(family), ...typesOf(family)];
};
