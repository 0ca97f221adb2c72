import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AthenaClient, StartQueryExecutionCommand } from '@aws-sdk/client-athena';
import { DuckDBInstance } from '@duckdb/node-api';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '#shared/errors.ts';
import { closeEngines, engineFor, forgetEngine, openConnectionEngine } from '#functions/lib/composition/engines.ts';
import { resetProcessState } from '#functions/lib/once.ts';

let root: string;
let uri: string;
const athena = mockClient(AthenaClient);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skyset-engines-'));
  await mkdir(join(root, 'acme'));
  await mkdir(join(root, 'globex'));
  const instance = await DuckDBInstance.create(join(root, 'acme', 'numbers.duckdb'));
  const connection = await instance.connect();
  await connection.run('CREATE TABLE numbers AS SELECT range AS n FROM range(3)');
  connection.closeSync();
  instance.closeSync();
  uri = `duckdb:///${join(root, 'acme', 'numbers.duckdb')}`;
  Object.assign(process.env, { TENANT_FILES_DIR: root, QUERY_ENGINE: 'duckdb', RESULTS_BUCKET: 'results' });
  resetProcessState();
});

afterAll(async () => {
  await closeEngines();
  await rm(root, { recursive: true, force: true });
});

const database = (id: number, sqlalchemy_uri: string) => ({
  id,
  backend: 'duckdb' as const,
  database_name: 'numbers',
  sqlalchemy_uri,
});
const count = async (tenant: string, id: number, target: string) =>
  (
    await (
      await engineFor(tenant, database(id, target))
    ).run({ queryId: `count-${tenant}-${id}`, sql: 'SELECT count(*) AS c FROM numbers' })
  ).rows;

describe('engineFor a user-added database', () => {
  it("runs queries on the DuckDB file in the tenant's folder", async () => {
    // Act
    const rows = await count('acme', 1, uri);

    // Assert
    expect(rows).toEqual([[3]]);
  });

  it('opens one engine per tenant database', async () => {
    // Act
    const [first, second] = await Promise.all([
      engineFor('acme', database(2, uri)),
      engineFor('acme', database(2, uri)),
    ]);

    // Assert
    expect(first).toBe(second);
  });

  it('gives two tenants registering the same in-memory connection two databases', async () => {
    // Arrange
    const memory = 'duckdb:///:memory:';
    const first = await engineFor('acme', database(3, memory));
    await first.run({ queryId: 'create-acme', sql: 'CREATE TABLE secrets AS SELECT 42 AS s' });

    // Act
    const second = await engineFor('globex', database(3, memory));
    const failure = await second
      .run({ queryId: 'read-globex', sql: 'SELECT s FROM secrets' })
      .catch((error: unknown) => error);

    // Assert
    expect([second === first, (failure as { errorType?: string }).errorType]).toEqual([
      false,
      'TABLE_DOES_NOT_EXIST_ERROR',
    ]);
  });

  it('opens a new engine after the old one was forgotten', async () => {
    // Arrange
    const before = await engineFor('acme', database(4, uri));
    await forgetEngine('acme', 4);

    // Act
    const after = await engineFor('acme', database(4, uri));

    // Assert
    expect(after).not.toBe(before);
  });

  it('opens a new engine when the database names another connection', async () => {
    // Arrange
    const before = await engineFor('acme', database(5, uri));

    // Act
    const after = await engineFor('acme', database(5, 'duckdb:///:memory:'));

    // Assert
    expect(after).not.toBe(before);
  });

  it.each([
    ['another tenant folder', (file: string) => file.replace(`${join(root, 'acme')}`, join(root, 'globex'))],
    ['a path climbing out with ..', (file: string) => file.replace('numbers.duckdb', '../globex/numbers.duckdb')],
  ])('refuses a stored file in %s with DATABASE_SECURITY_ACCESS_ERROR', async (_case, move) => {
    // Act
    const failure = await engineFor('acme', database(6, move(uri))).catch((error: unknown) => error);

    // Assert
    expect([(failure as { status?: number }).status, (failure as { errorType?: string }).errorType]).toEqual([
      403,
      'DATABASE_SECURITY_ACCESS_ERROR',
    ]);
  });

  it("refuses a link in the tenant's folder that leads out of it", async () => {
    // Arrange
    await symlink(join(root, 'acme', 'numbers.duckdb'), join(root, 'globex', 'borrowed.duckdb'));

    // Act
    const failure = await engineFor(
      'globex',
      database(7, `duckdb:///${join(root, 'globex', 'borrowed.duckdb')}`),
    ).catch((error: unknown) => error);

    // Assert
    expect((failure as { errorType?: string }).errorType).toBe('DATABASE_SECURITY_ACCESS_ERROR');
  });

  it("runs an Athena connection in the tenant's workgroup and result folder, whatever the connection names", async () => {
    // Arrange
    athena.reset();
    athena.on(StartQueryExecutionCommand).rejects(new Error('stop here'));
    const engine = await openConnectionEngine('acme', {
      backend: 'awsathena',
      region: 'eu-west-1',
      workGroup: 'analysts',
      s3StagingDir: 's3://elsewhere/',
      schema: 'sales',
    });

    // Act
    await engine.run({ queryId: 'athena-1', sql: 'SELECT 1' }).catch(() => undefined);

    // Assert
    expect(
      athena
        .commandCalls(StartQueryExecutionCommand)
        .map((call) => [call.args[0].input.WorkGroup, call.args[0].input.ResultConfiguration]),
    ).toEqual([['skyset-acme', { OutputLocation: 's3://results/tenants/acme/athena/' }]]);
    await engine.close();
  });

  it('refuses DuckDB files in a cloud bundle', async () => {
    // Arrange
    process.env.SKYSET_TARGET = 'aws';

    // Act
    const failure = await openConnectionEngine(
      'acme',
      { backend: 'duckdb', path: join(root, 'acme', 'numbers.duckdb') },
      'numbers',
    ).catch((error: unknown) => error);

    // Assert
    delete process.env.SKYSET_TARGET;
    expect([failure instanceof NotFoundError, (failure as Error).message]).toEqual([
      true,
      'Database numbers uses duckdb files, which this deployment does not run',
    ]);
  });
});
