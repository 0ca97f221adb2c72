import { describe, expect, it } from 'vitest';
import { duckDbDialect } from '#functions/lib/sql/duckdb-dialect.ts';
import { refuseSandboxEscapes, refuseSandboxEscapesIn, sandboxViolation } from '#functions/lib/sql/statement-guard.ts';
import { trinoDialect } from '#functions/lib/sql/trino-dialect.ts';

describe('sandboxViolation (duckdb)', () => {
  it.each([
    ["COPY (SELECT 1) TO '/tmp/x.csv'", 'COPY'],
    ["copy t from '/etc/passwd'", 'COPY'],
    ["EXPORT DATABASE '/tmp/out'", 'EXPORT'],
    ["IMPORT DATABASE '/tmp/in'", 'IMPORT'],
    ["ATTACH '/tmp/other.duckdb' AS other", 'ATTACH'],
    ['DETACH other', 'DETACH'],
    ['INSTALL httpfs', 'INSTALL'],
    ['FORCE INSTALL httpfs', 'FORCE'],
    ['LOAD httpfs', 'LOAD'],
    ['UPDATE EXTENSIONS', 'UPDATE EXTENSIONS'],
    ['SET enable_external_access = true', 'SET'],
    ["SET GLOBAL allowed_directories = ['/']", 'SET'],
    ['RESET lock_configuration', 'RESET'],
    ["PRAGMA profile_output = '/tmp/p.txt'", 'PRAGMA'],
    ['CALL enable_logging()', 'CALL'],
    ["EXPLAIN ANALYZE COPY (SELECT 1) TO '/tmp/x.csv'", 'COPY'],
    ["/* hidden */ (COPY (SELECT 1) TO '/tmp/x.csv')", 'COPY'],
    ["PREPARE p AS COPY (SELECT 1) TO '/tmp/x.csv'", 'COPY'],
    ["PREPARE p (INTEGER) AS ATTACH '/tmp/x.duckdb'", 'ATTACH'],
    ["CREATE PERSISTENT SECRET s (TYPE s3, KEY_ID 'a', SECRET 'b')", 'CREATE SECRET'],
    ['CREATE OR REPLACE TEMPORARY SECRET s (TYPE s3)', 'CREATE SECRET'],
    ["SELECT * FROM enable_logging(storage = 'file', storage_path = '/tmp/logs')", 'The function enable_logging()'],
    ["FROM enable_profiling(save_location = '/tmp/p.txt')", 'The function enable_profiling()'],
    ['SELECT * FROM system.main.Disable_Logging()', 'The function disable_logging()'],
    ['SELECT * FROM "ENABLE_LOGGING" /* spaced */ ()', 'The function enable_logging()'],
    ["SELECT * FROM query('SELECT 1')", 'The function query()'],
    ["SELECT * FROM json_execute_serialized_sql('{}')", 'The function json_execute_serialized_sql()'],
    ['SELECT * FROM arrow_scan(1, 2, 3)', 'The function arrow_scan()'],
    ['CREATE MACRO m() AS TABLE SELECT * FROM truncate_duckdb_logs()', 'The function truncate_duckdb_logs()'],
    ["SELECT content FROM read_text('/etc/passwd')", 'The function read_text()'],
    ["SELECT * FROM Read_CSV_Auto('x.csv')", 'The function read_csv_auto()'],
    ["SELECT * FROM read_parquet('orders.parquet')", 'The function read_parquet()'],
    ["SELECT * FROM glob('/data/**')", 'The function glob()'],
    ['SELECT * FROM "parquet_metadata"(\'x.parquet\')', 'The function parquet_metadata()'],
    ["SELECT * FROM query_table('duckdb_databases')", 'The function query_table()'],
    ["SELECT current_setting('allowed_paths')", 'The function current_setting()'],
    ['SELECT * FROM system.main.DUCKDB_SETTINGS()', 'The function duckdb_settings()'],
    ['SELECT path FROM duckdb_databases', 'duckdb_databases'],
    ['SELECT file FROM pragma_database_list', 'pragma_database_list'],
    ['SELECT install_path FROM duckdb_extensions()', 'The function duckdb_extensions()'],
    ['SELECT * FROM duckdb_temporary_files()', 'The function duckdb_temporary_files()'],
    ['SELECT sql FROM duckdb_views()', 'The function duckdb_views()'],
    ['SELECT sql FROM sqlite_master', 'sqlite_master'],
    ['SELECT definition FROM pg_catalog.pg_views', 'pg_views'],
    ['SELECT view_definition FROM "information_schema"."VIEWS"', 'information_schema.views'],
    ["SELECT getenv('HOME')", 'The function getenv()'],
    ['EXPLAIN ANALYZE SELECT * FROM birth_names', 'EXPLAIN ANALYZE'],
    ["SELECT * FROM '/etc/passwd'", 'A file in place of a table'],
    ["FROM 'x.csv' SELECT *", 'A file in place of a table'],
    ["SELECT * FROM t JOIN '/data/x.parquet' ON true", 'A file in place of a table'],
    ["SELECT * FROM t, u AS v, '/data/x.csv'", 'A file in place of a table'],
    ['SELECT * FROM "/data/x.csv"', 'A file in place of a table'],
    ["SELECT * FROM t WHERE id IN (SELECT id FROM '/data/x.csv')", 'A file in place of a table'],
    ["SELECT (SELECT max(id) FROM t, '/data/x.csv')", 'A file in place of a table'],
    ['explain (analyse, format json) SELECT 1', 'EXPLAIN ANALYZE'],
  ])('refuses %s', (sql, violation) => {
    // Act
    const found = sandboxViolation(sql, duckDbDialect);

    // Assert
    expect(found).toBe(violation);
  });

  it.each([
    'SELECT 1',
    "SELECT 'read_text(x)', current_database(), current_schema()",
    'SELECT table_name FROM information_schema.tables',
    'SELECT schema_name FROM duckdb_schemas()',
    'SELECT views FROM stats',
    "SELECT a, 'x' FROM t WHERE b IN ('c', 'd') ORDER BY a, 'e'",
    "SELECT EXTRACT(year FROM '2024-01-31'::DATE), TRIM(BOTH 'x' FROM 'xax'), substring('abc' FROM 2) FROM t",
    "SELECT * FROM t JOIN u ON t.a = 'x' AND coalesce(u.b, 'y') = 'z'",
    'SELECT * FROM "my.schema"."my table"',
    "SELECT * FROM generate_series(1, 3) AS g(n), t WHERE t.name = 'x'",
    "SELECT * FROM t WHERE name GLOB 'a*'",
    'SELECT \'COPY x TO y\', "set" FROM t',
    "SELECT * FROM t WHERE note = 'enable_logging()'",
    '-- SET x = 1\nSELECT 1',
    'WITH query AS (SELECT 1) SELECT * FROM query',
    'UPDATE t SET x = 1',
    'INSERT INTO t SELECT copy FROM u',
    'CREATE TABLE location (id INT)',
    'EXPLAIN SELECT 1',
    'USE main',
    'CHECKPOINT',
    'SUMMARIZE orders',
  ])('lets %s through', (sql) => {
    // Act
    const found = sandboxViolation(sql, duckDbDialect);

    // Assert
    expect(found).toBeUndefined();
  });
});

describe('sandboxViolation (trino)', () => {
  it.each([
    ["UNLOAD (SELECT 1) TO 's3://bucket/tenants/other/' WITH (format = 'PARQUET')", 'UNLOAD'],
    ["CREATE EXTERNAL TABLE t (a int) LOCATION 's3://bucket/tenants/other/'", 'CREATE EXTERNAL TABLE'],
    ["CREATE TABLE t WITH (external_location = 's3://bucket/tenants/other/') AS SELECT 1", 'A table LOCATION'],
    ["ALTER TABLE t SET LOCATION 's3://bucket/tenants/other/'", 'A table LOCATION'],
  ])('refuses %s', (sql, violation) => {
    // Act
    const found = sandboxViolation(sql, trinoDialect);

    // Assert
    expect(found).toBe(violation);
  });

  it('lets a table whose column is named location through', () => {
    // Act
    const found = sandboxViolation('CREATE TABLE t AS SELECT location FROM stores', trinoDialect);

    // Assert
    expect(found).toBeUndefined();
  });
});

describe('refuseSandboxEscapes', () => {
  it('answers QUERY_SECURITY_ACCESS_ERROR with 403 in the errors shape for the first escaping statement', () => {
    // Act
    const failure = (() => {
      try {
        refuseSandboxEscapes(['SELECT 1', "ATTACH '/tmp/x.duckdb'", 'SET threads = 1'], duckDbDialect);
      } catch (error) {
        return error as { status: number; toBody(): unknown };
      }
      return undefined;
    })();

    // Assert
    expect([failure?.status, failure?.toBody()]).toEqual([
      403,
      {
        errors: [
          {
            message:
              'ATTACH is not allowed: queries cannot read or write files, attach databases, load extensions or change engine settings.',
            error_type: 'QUERY_SECURITY_ACCESS_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      },
    ]);
  });

  it('says why a statement that would show server paths is refused', () => {
    // Act
    const attempt = () => refuseSandboxEscapes(["SELECT current_setting('allowed_paths')"], duckDbDialect);

    // Assert
    expect(attempt).toThrow(
      "The function current_setting() is not allowed: queries cannot see the engine's settings or where the server keeps its files.",
    );
  });

  it('splits a raw script first, so a second statement cannot hide behind a harmless one', () => {
    // Act
    const attempt = () => refuseSandboxEscapesIn("SELECT 1; COPY (SELECT 1) TO '/tmp/x.csv'", duckDbDialect);

    // Assert
    expect(attempt).toThrow(/^COPY is not allowed/);
  });

  it('accepts a script of reads and data changes', () => {
    // Act
    const attempt = () =>
      refuseSandboxEscapes(
        ['CREATE TABLE t AS SELECT 1 AS x', 'INSERT INTO t VALUES (2)', 'SELECT * FROM t'],
        duckDbDialect,
      );

    // Assert
    expect(attempt).not.toThrow();
  });
});
