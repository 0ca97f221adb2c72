import { existsSync } from 'node:fs';
import { mkdir, readdir, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { hashPassword } from '#functions/lib/auth/passwords.ts';
import { bootstrapTenant } from '#functions/security/bootstrap.ts';
import { createRoleIfAbsent } from '#functions/security/roles.ts';
import { createUser } from '#functions/security/users.ts';
import type { JsonBody } from '../integration/helpers/api-client.ts';
import { writeDuckDbFile } from '../integration/helpers/duckdb-files.ts';
import { startTestRuntime, type TestRuntime } from '../integration/helpers/runtime.ts';

/**
 * The engine sandbox findings replayed against the local runtime: an analyst of tenant `default` with SQL Lab and
 * data access (no Admin) attacks the files of the data folder, the engine's settings and the other tenant `globex`;
 * each tenant's admin tries file databases outside its own folder. Every attack is numbered in its test name.
 */

let runtime: TestRuntime;
let dataDir: string;
/** Tokens of the attacker (default tenant, sql_lab + data access), default's admin and globex's admin. */
const tokens = { attacker: '', admin: '', globexAdmin: '' };
/** Databases of tenant default: the examples, and an in-memory one that allows DML. */
const databases = { examples: 1, dml: 0, globexMemory: 0, defaultMemory: 0 };
/** A stored SQL Lab result page of tenant globex. */
let globexResultPage = '';

interface Reply {
  status: number;
  body: JsonBody;
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<Reply> {
  const response = await fetch(`${runtime.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as JsonBody };
}

async function login(tenant: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${runtime.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db', refresh: false, tenant }),
  });
  if (response.status !== 200) throw new Error(`login of ${tenant}/${username} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const execute = (token: string, databaseId: number, sql: string): Promise<Reply> =>
  call(token, 'POST', '/api/v1/sqllab/execute/', { database_id: databaseId, sql, runAsync: false, schema: 'main' });

async function createDatabase(
  token: string,
  name: string,
  uri: string,
  fields: Record<string, unknown> = {},
): Promise<Reply> {
  return call(token, 'POST', '/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: uri,
    expose_in_sqllab: true,
    ...fields,
  });
}

async function createdId(reply: Promise<Reply>): Promise<number> {
  const { status, body } = await reply;
  if (status !== 201) throw new Error(`database not created: ${JSON.stringify(body)}`);
  return body.id as number;
}

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

async function setUpTenants(): Promise<void> {
  await bootstrapTenant({
    tenant: 'globex',
    adminPassword: 'globex-pw',
    backend: 'duckdb',
    schema: 'main',
    tables: exampleTables,
  });
  await createRoleIfAbsent('default', 'all_data', [['all_database_access', 'all_database_access']]);
  const passwordHash = await hashPassword('attacker-pw');
  await createUser('default', {
    username: 'mallory',
    first_name: 'Mallory',
    last_name: 'Analyst',
    email: 'mallory@example.com',
    roles: ['sql_lab', 'all_data'],
    passwordHash,
  });
  tokens.admin = await login('default', 'admin', 'admin');
  tokens.globexAdmin = await login('globex', 'admin', 'globex-pw');
  tokens.attacker = await login('default', 'mallory', 'attacker-pw');
}

async function setUpData(): Promise<void> {
  await mkdir(join(dataDir, 'tenants', 'default'), { recursive: true });
  await mkdir(join(dataDir, 'tenants', 'globex'), { recursive: true });
  await writeDuckDbFile(join(dataDir, 'tenants', 'globex', 'books.duckdb'), 'globex-ledger');
  await writeDuckDbFile(join(dataDir, 'tenants', 'default', 'shop.duckdb'), 'globex-ledger');
  await symlink(
    join(dataDir, 'tenants', 'globex', 'books.duckdb'),
    join(dataDir, 'tenants', 'default', 'borrowed.duckdb'),
  );
  databases.dml = await createdId(createDatabase(tokens.admin, 'scratch', 'duckdb:///:memory:', { allow_dml: true }));
  databases.defaultMemory = await createdId(
    createDatabase(tokens.admin, 'memory', 'duckdb:///:memory:', { allow_dml: true }),
  );
  databases.globexMemory = await createdId(
    createDatabase(tokens.globexAdmin, 'memory', 'duckdb:///:memory:', { allow_dml: true }),
  );
  const stored = await execute(tokens.globexAdmin, 1, "SELECT 'globex-secret' AS secret");
  if (stored.status !== 200) throw new Error(`globex query failed: ${JSON.stringify(stored.body)}`);
  const pages = (await filesUnder(join(dataDir, 'blobs'))).filter(
    (file) => file.includes('globex') && file.includes('page-'),
  );
  globexResultPage = join(dataDir, 'blobs', pages[0] ?? 'missing');
}

beforeAll(async () => {
  runtime = await startTestRuntime();
  dataDir = runtime.dataDir;
  await setUpTenants();
  await setUpData();
});

afterAll(async () => {
  await runtime?.dispose();
});

/** The engine's own refusal of a file outside its sandbox (what the statement guard cannot tell is a file). */
const engineRefusal = {
  status: 400,
  body: {
    errors: [
      {
        message:
          'Permission Error: Cannot access file "keys.csv" - file system operations are disabled by configuration',
        error_type: 'QUERY_SECURITY_ACCESS_ERROR',
        level: 'error',
        extra: { engine_name: 'DuckDB' },
      },
    ],
  },
};

/** The statement guard's refusal, the same for every database. */
const guardRefusal = (what: string) => ({
  status: 403,
  body: {
    errors: [
      {
        message: `${what} is not allowed: queries cannot read or write files, attach databases, load extensions or change engine settings.`,
        error_type: 'QUERY_SECURITY_ACCESS_ERROR',
        level: 'error',
        extra: {},
      },
    ],
  },
});

/** Finding 1: files of the data folder and of the machine, read through SQL Lab on the examples database. */
const READS: [string, string | undefined, (data: string) => string][] = [
  [
    '[attack 01] the token signing key with read_text',
    'The function read_text()',
    (data) => `SELECT content FROM read_text('${data}/keys/jwt-es256.pem')`,
  ],
  [
    '[attack 02] /etc/passwd with read_text',
    'The function read_text()',
    () => "SELECT content FROM read_text('/etc/passwd')",
  ],
  [
    '[attack 03] /etc/hostname with read_csv',
    'The function read_csv()',
    () => "SELECT * FROM read_csv('/etc/hostname')",
  ],
  [
    '[attack 04] every blob of every tenant with glob',
    'The function glob()',
    (data) => `SELECT * FROM glob('${data}/**')`,
  ],
  [
    '[attack 05] the DynamoDB files with read_blob',
    'The function read_blob()',
    (data) => `SELECT * FROM read_blob('${data}/dynamodb/*')`,
  ],
  [
    '[attack 06] a SQL Lab result page of tenant globex with read_json_auto',
    'The function read_json_auto()',
    () => `SELECT * FROM read_json_auto('${globexResultPage}')`,
  ],
  [
    '[attack 07] the signing key as a CSV replacement scan',
    'A file in place of a table',
    (data) => `SELECT * FROM '${data}/keys/jwt-es256.csv'`,
  ],
  [
    '[attack 07b] the signing key as a replacement scan in a FROM list',
    'A file in place of a table',
    (data) => `SELECT * FROM birth_names, '${data}/keys/jwt-es256.csv'`,
  ],
  [
    '[attack 07c] a file named like a schema and a table, which the guard leaves to the engine',
    undefined,
    () => 'SELECT * FROM keys.csv',
  ],
  [
    '[attack 08] the signing key inside a sub-query',
    'The function read_text()',
    (data) => `SELECT length(content) FROM (SELECT * FROM read_text('${data}/keys/jwt-es256.pem'))`,
  ],
  [
    '[attack 09] globex result blobs with read_blob and a glob',
    'The function read_blob()',
    (data) => `SELECT * FROM read_blob('${data}/blobs/tenants/globex/**')`,
  ],
  [
    '[attack 10] the Parquet example folder listed with glob',
    'The function glob()',
    (data) => `SELECT * FROM glob('${data}/examples/*')`,
  ],
  [
    '[attack 11] a sibling example folder with read_parquet',
    'The function read_parquet()',
    (data) => `SELECT * FROM read_parquet('${data}/examples-x2/*.parquet')`,
  ],
  [
    '[attack 12] the signing key through sniff_csv',
    'The function sniff_csv()',
    (data) => `SELECT * FROM sniff_csv('${data}/keys/jwt-es256.pem')`,
  ],
];

describe('finding 1: SQL Lab reads files outside the engine sandbox', () => {
  it.each(READS)('%s is refused by the statement guard, else by the engine', async (_name, what, sql) => {
    // Act
    const response = await execute(tokens.attacker, databases.examples, sql(dataDir));

    // Assert
    expect(response).toEqual(what === undefined ? engineRefusal : guardRefusal(what));
  });

  it('[attack 13] the signing key through the cost estimate is refused', async () => {
    // Act
    const response = await call(tokens.attacker, 'POST', '/api/v1/sqllab/estimate/', {
      database_id: 1,
      sql: `SELECT content FROM read_text('${dataDir}/keys/jwt-es256.pem')`,
    });

    // Assert
    expect(response).toEqual(guardRefusal('The function read_text()'));
  });

  it('still answers the examples (control: the sandbox lets its own Parquet views through)', async () => {
    // Act
    const response = await execute(tokens.attacker, databases.examples, 'SELECT count(*) AS n FROM birth_names');

    // Assert
    expect([response.status, (response.body.data as { n: number }[])[0]!.n > 0]).toEqual([200, true]);
  });
});

/** Finding 2: statements that write files, attach databases, load extensions or change settings. */
const ESCAPES: [string, string, (data: string) => string][] = [
  ['[attack 14] COPY TO any path', 'COPY', (data) => `COPY (SELECT 1 AS x) TO '${data}/pwned.csv'`],
  [
    '[attack 15] COPY over an example Parquet file',
    'COPY',
    (data) => `COPY (SELECT 1 AS x) TO '${data}/examples/birth_names.parquet' (FORMAT parquet)`,
  ],
  [
    '[attack 16] COPY FROM the signing key',
    'COPY',
    (data) => `CREATE TABLE k (line VARCHAR); COPY k FROM '${data}/keys/jwt-es256.pem'`,
  ],
  ['[attack 17] ATTACH a new database file', 'ATTACH', (data) => `ATTACH '${data}/pwned.duckdb' AS pwned`],
  [
    '[attack 18] ATTACH another tenant database',
    'ATTACH',
    (data) => `ATTACH '${data}/tenants/globex/books.duckdb' AS loot`,
  ],
  ['[attack 19] EXPORT DATABASE', 'EXPORT', (data) => `EXPORT DATABASE '${data}/exported'`],
  ['[attack 20] IMPORT DATABASE', 'IMPORT', (data) => `IMPORT DATABASE '${data}/exported'`],
  ['[attack 21] INSTALL an extension', 'INSTALL', () => 'INSTALL httpfs'],
  ['[attack 22] LOAD an extension', 'LOAD', () => 'LOAD httpfs'],
  ['[attack 23] SET external access back on', 'SET', () => 'SET enable_external_access = true'],
  ['[attack 24] SET the allowed directories', 'SET', () => "SET allowed_directories = ['/']"],
  ['[attack 25] RESET the configuration lock', 'RESET', () => 'RESET lock_configuration'],
  ['[attack 26] PRAGMA a profile output file', 'PRAGMA', (data) => `PRAGMA profile_output = '${data}/profile.txt'`],
  ['[attack 27] CALL a pragma function', 'CALL', () => 'CALL pragma_version()'],
  [
    '[attack 28] a file log target through a table function',
    'The function enable_logging()',
    (data) => `SELECT * FROM enable_logging(storage = 'file', storage_path = '${data}/logs')`,
  ],
  [
    '[attack 29] profiling to a file through a table function',
    'The function enable_profiling()',
    (data) => `SELECT * FROM enable_profiling(save_location = '${data}/profile.txt')`,
  ],
  ['[attack 30] SQL built from a string', 'The function query()', () => "SELECT * FROM query('SELECT 1')"],
  [
    '[attack 31] EXPLAIN ANALYZE around a COPY',
    'COPY',
    (data) => `EXPLAIN ANALYZE COPY (SELECT 1) TO '${data}/pwned.csv'`,
  ],
  [
    '[attack 32] a COPY behind a harmless statement and a comment',
    'COPY',
    (data) => `SELECT 1; /* nothing here */ COPY (SELECT 1) TO '${data}/pwned.csv'`,
  ],
  [
    '[attack 33] a persistent secret',
    'CREATE SECRET',
    () => "CREATE PERSISTENT SECRET s (TYPE s3, KEY_ID 'a', SECRET 'b')",
  ],
  [
    '[attack 34] a COPY in a prepared statement',
    'COPY',
    (data) => `PREPARE p AS COPY (SELECT 1) TO '${data}/pwned.csv'`,
  ],
];

describe('finding 2: statements that leave the sandbox, on every database', () => {
  it.each(ESCAPES)('%s is refused on a database that allows DML', async (_name, what, sql) => {
    // Act
    const response = await execute(tokens.attacker, databases.dml, sql(dataDir));

    // Assert
    expect(response).toEqual(guardRefusal(what));
  });

  it.each(ESCAPES.slice(0, 6))('%s is refused the same way on the examples database', async (_name, what, sql) => {
    // Act
    const response = await execute(tokens.attacker, databases.examples, sql(dataDir));

    // Assert
    expect(response).toEqual(guardRefusal(what));
  });

  it('[attack 35] a COPY through the cost estimate is refused', async () => {
    // Act
    const response = await call(tokens.attacker, 'POST', '/api/v1/sqllab/estimate/', {
      database_id: databases.dml,
      sql: `COPY (SELECT 1) TO '${dataDir}/pwned.csv'`,
    });

    // Assert
    expect(response).toEqual(guardRefusal('COPY'));
  });

  it('left no file behind and the engines still answer', async () => {
    // Act
    const written = ['pwned.csv', 'pwned.duckdb', 'exported', 'logs', 'profile.txt'].filter((name) =>
      existsSync(join(dataDir, name)),
    );
    const after = await execute(tokens.attacker, databases.dml, 'SELECT 42 AS answer');

    // Assert
    expect([written, after.status, after.body.data]).toEqual([[], 200, [{ answer: 42 }]]);
  });
});

describe('finding 3: engines are keyed by tenant and database, not by connection string', () => {
  it("[attack 36] tenant globex's in-memory database does not see the table tenant default created in its own", async () => {
    // Arrange
    await execute(tokens.admin, databases.defaultMemory, "CREATE TABLE secrets AS SELECT 'default-secret' AS s");

    // Act
    const response = await execute(tokens.globexAdmin, databases.globexMemory, 'SELECT s FROM secrets');

    // Assert
    expect([response.status, response.body.errors?.[0]?.error_type]).toEqual([400, 'TABLE_DOES_NOT_EXIST_ERROR']);
  });

  it("[attack 37] a table planted in tenant default's examples engine is not in tenant globex's", async () => {
    // Arrange
    await call(tokens.admin, 'PUT', `/api/v1/database/${databases.examples}`, { allow_dml: true });
    const planted = await execute(tokens.admin, databases.examples, 'CREATE TABLE planted AS SELECT 1 AS x');

    // Act
    const response = await execute(tokens.globexAdmin, databases.examples, 'SELECT x FROM planted');

    // Assert
    expect([planted.status, response.status, response.body.errors?.[0]?.error_type]).toEqual([
      200,
      400,
      'TABLE_DOES_NOT_EXIST_ERROR',
    ]);
  });
});

/** DuckDB files outside the tenant's folder, as connection strings. */
const OUTSIDE: [string, (data: string) => string][] = [
  ['[attack 38] the token signing key', (data) => `duckdb:///${data}/keys/jwt-es256.pem`],
  ['[attack 39] a file of the other tenant', (data) => `duckdb:///${data}/tenants/globex/books.duckdb`],
  [
    '[attack 40] a .. climb into the other tenant',
    (data) => `duckdb:///${data}/tenants/default/../globex/books.duckdb`,
  ],
  [
    '[attack 41] a link in its own folder to the other tenant',
    (data) => `duckdb:///${data}/tenants/default/borrowed.duckdb`,
  ],
  ['[attack 42] a relative path', () => 'duckdb:///books.duckdb'],
  ['[attack 43] a new file in the DynamoDB folder', (data) => `duckdb:///${data}/dynamodb/pwned.duckdb`],
  ['[attack 44] a percent-encoded .. climb', (data) => `duckdb:///${data}/tenants/default/%2E%2E/globex/books.duckdb`],
];

/** The refusal names the tenant's folder the way the README does, never by the server's absolute path. */
const pathRefusal = {
  status: 422,
  body: {
    message: {
      sqlalchemy_uri: [
        "DuckDB files must be given by an absolute path inside this tenant's folder (<SKYSET_DATA_DIR>/tenants/default/), without '..' or links leading out of it.",
      ],
    },
  },
};

describe('DuckDB files outside the tenant folder', () => {
  let names = 0;
  const uniqueName = (prefix: string): string => `${prefix}_${(names += 1)}`;

  it.each(OUTSIDE)('%s is refused on create', async (_name, uri) => {
    // Act
    const response = await createDatabase(tokens.admin, uniqueName('outside'), uri(dataDir));

    // Assert
    expect(response).toEqual(pathRefusal);
  });

  it.each(OUTSIDE)('%s is refused on update', async (_name, uri) => {
    // Arrange
    const id = await createdId(
      createDatabase(tokens.admin, uniqueName('inside'), `duckdb:///${dataDir}/tenants/default/shop.duckdb`),
    );

    // Act
    const response = await call(tokens.admin, 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: uri(dataDir) });

    // Assert
    expect(response).toEqual(pathRefusal);
  });

  it.each(OUTSIDE)('%s is refused on test_connection', async (_name, uri) => {
    // Act
    const response = await call(tokens.admin, 'POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: uri(dataDir),
    });

    // Assert
    expect(response).toEqual(pathRefusal);
  });

  it("accepts a file in the tenant's own folder (control)", async () => {
    // Act
    const response = await call(tokens.admin, 'POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: `duckdb:///${dataDir}/tenants/default/shop.duckdb`,
    });

    // Assert
    expect(response).toEqual({ status: 200, body: { message: 'OK' } });
  });
});
