import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbEngine } from '#functions/lib/adapters/query-engine/duckdb/duckdb-engine.ts';
import {
  databaseFiles,
  lockDownStatements,
  SANDBOX_OPEN_SETTINGS,
} from '#functions/lib/adapters/query-engine/duckdb/duckdb-sandbox.ts';

// Made when the file loads: the test tables below name paths inside it.
const folder = mkdtempSync(join(tmpdir(), 'skyset-sandbox-'));
const parquet = join(folder, 'examples', 'people.parquet');
const secret = join(folder, 'keys', 'signing.pem');

/** The error type an engine run failed with, or 'ran' when it did not fail. */
async function failureOf(engine: DuckDbEngine, sql: string): Promise<string> {
  return engine.run({ sql, queryId: `q-${Math.random()}` }).then(
    () => 'ran',
    (error: { errorType?: string }) => error.errorType ?? 'unknown',
  );
}

beforeAll(async () => {
  await mkdir(join(folder, 'examples'));
  await mkdir(join(folder, 'keys'));
  await writeFile(secret, 'PRIVATE KEY');
  const writer = await DuckDBInstance.create(':memory:');
  const connection = await writer.connect();
  await connection.run(`COPY (SELECT range AS id FROM range(3)) TO '${parquet}' (FORMAT parquet)`);
  connection.closeSync();
  writer.closeSync();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the settings every DuckDB instance opens with', () => {
  it('switch off extension downloads and loads, community extensions, persistent secrets and spill files', () => {
    // Assert
    expect(SANDBOX_OPEN_SETTINGS).toEqual({
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      allow_community_extensions: 'false',
      allow_unsigned_extensions: 'false',
      allow_persistent_secrets: 'false',
      temp_directory: '',
      errors_as_json: 'true',
    });
  });

  it('lock down to exactly the given files, quoted, then lock the configuration', () => {
    // Act
    const statements = lockDownStatements([
      ...databaseFiles("/data/tenants/acme/o'brien.duckdb"),
      '/data/examples/a.parquet',
    ]);

    // Assert
    expect(statements).toEqual([
      "SET allowed_paths = ['/data/tenants/acme/o''brien.duckdb', '/data/tenants/acme/o''brien.duckdb.wal', '/data/examples/a.parquet']",
      'SET enable_external_access = false',
      'SET lock_configuration = true',
    ]);
  });
});

describe('a locked-down instance, even for SQL that slipped past the statement guard', () => {
  let connection: DuckDBConnection;
  let instance: DuckDBInstance;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:', { ...SANDBOX_OPEN_SETTINGS });
    connection = await instance.connect();
    for (const statement of lockDownStatements([parquet])) await connection.run(statement);
  });
  afterAll(() => {
    connection.closeSync();
    instance.closeSync();
  });

  it.each([
    ['SET enable_external_access = true', /configuration has been locked/],
    ["SET allowed_paths = ['/']", /configuration has been locked/],
    ['RESET lock_configuration', /configuration has been locked/],
    [`COPY (SELECT 1) TO '${join(folder, 'keys', 'out.csv')}'`, /file system operations are disabled/],
    [`COPY (SELECT 1) TO '${join(folder, 'examples', 'new.parquet')}'`, /file system operations are disabled/],
    [`ATTACH '${join(folder, 'keys', 'other.duckdb')}'`, /file system operations are disabled/],
    [`EXPORT DATABASE '${join(folder, 'keys', 'dump')}'`, /file system operations are disabled/],
    ['INSTALL httpfs', /file system operations are disabled/],
    ['LOAD httpfs', /disabled through configuration/],
    [`SELECT * FROM read_text('${secret}')`, /file system operations are disabled/],
    [`SELECT * FROM glob('${join(folder, '**')}')`, /file system operations are disabled/],
  ])('refuses %s', async (sql, refusal) => {
    // Act
    const failure = await connection.run(sql).then(
      () => 'ran',
      (error: Error) => error.message,
    );

    // Assert
    expect(failure).toMatch(refusal);
  });

  it('still reads the allowed file and wrote nothing anywhere', async () => {
    // Act
    const rows = (await connection.runAndReadAll(`SELECT count(*)::INTEGER FROM read_parquet('${parquet}')`)).getRows();

    // Assert
    expect([rows, (await readdir(join(folder, 'keys'))).sort(), await readdir(join(folder, 'examples'))]).toEqual([
      [[3]],
      ['signing.pem'],
      ['people.parquet'],
    ]);
  });
});

describe('DuckDbEngine.open', () => {
  let engine: DuckDbEngine;
  beforeAll(async () => {
    engine = await DuckDbEngine.open({ views: [{ name: 'people', parquetPath: parquet }] });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('opens with external access limited to its views and its configuration locked', async () => {
    // Arrange: `run` refuses to show settings (they name server paths), so the instance is asked directly
    const connection = await (engine as unknown as { instance: DuckDBInstance }).instance.connect();

    // Act
    const rows = (
      await connection.runAndReadAll(
        `SELECT current_setting('enable_external_access'), current_setting('lock_configuration'), current_setting('allowed_paths')::VARCHAR,
        current_setting('allowed_directories')::VARCHAR, current_setting('autoload_known_extensions'), current_setting('autoinstall_known_extensions'),
        current_setting('allow_community_extensions'), current_setting('allow_persistent_secrets'), current_setting('temp_directory')`,
      )
    ).getRows();
    connection.closeSync();

    // Assert
    expect(rows).toEqual([[false, true, `[${parquet}]`, '[]', false, false, false, false, '']]);
  });

  it('reads its views', async () => {
    // Act
    const { rows } = await engine.run({ queryId: 'view', sql: 'SELECT count(*) AS n FROM people' });

    // Assert
    expect(rows).toEqual([[3]]);
  });

  it.each([
    [`SELECT * FROM read_text('${secret}')`, 'QUERY_SECURITY_ACCESS_ERROR'],
    [`SELECT * FROM read_csv('${secret}')`, 'QUERY_SECURITY_ACCESS_ERROR'],
    [`SELECT * FROM glob('${join(folder, '**')}')`, 'QUERY_SECURITY_ACCESS_ERROR'],
    [`SELECT * FROM '${join(folder, 'keys', 'users.csv')}'`, 'QUERY_SECURITY_ACCESS_ERROR'],
    ["SELECT * FROM enable_logging(storage = 'file', storage_path = '/tmp')", 'QUERY_SECURITY_ACCESS_ERROR'],
    ["SELECT 1; SET allowed_paths = ['/']", 'QUERY_SECURITY_ACCESS_ERROR'],
  ])('refuses %s as a security error', async (sql, errorType) => {
    // Act
    const failure = await failureOf(engine, sql);

    // Assert
    expect(failure).toBe(errorType);
  });
});
