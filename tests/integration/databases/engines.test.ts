import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '#shared/errors.ts';
import { closeEngines, engineFor, forgetEngine, openConnectionEngine } from '#functions/lib/composition/engines.ts';

let folder: string;
let uri: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'skyset-engines-'));
  const instance = await DuckDBInstance.create(join(folder, 'numbers.duckdb'));
  const connection = await instance.connect();
  await connection.run('CREATE TABLE numbers AS SELECT range AS n FROM range(3)');
  connection.closeSync();
  instance.closeSync();
  uri = `duckdb:///${join(folder, 'numbers.duckdb')}`;
});

afterAll(async () => {
  await closeEngines();
  await rm(folder, { recursive: true, force: true });
});

const database = (sqlalchemy_uri: string) => ({ backend: 'duckdb' as const, database_name: 'numbers', sqlalchemy_uri });

describe('engineFor a user-added database', () => {
  it('runs queries on the DuckDB file the connection string names', async () => {
    // Act
    const result = await (await engineFor(database(uri))).run({ queryId: 'count', sql: 'SELECT count(*) AS c FROM numbers' });

    // Assert
    expect(result.rows).toEqual([[3]]);
  });

  it('opens one engine per connection string', async () => {
    // Act
    const [first, second] = await Promise.all([engineFor(database(uri)), engineFor(database(uri))]);

    // Assert
    expect(first).toBe(second);
  });

  it('opens a new engine after the old one was forgotten', async () => {
    // Arrange
    const before = await engineFor(database(uri));
    await forgetEngine(uri);

    // Act
    const after = await engineFor(database(uri));

    // Assert
    expect(after).not.toBe(before);
  });

  it('serves an Athena connection with an Athena engine', async () => {
    // Act
    const engine = await openConnectionEngine({ backend: 'awsathena', region: 'eu-west-1', workGroup: 'analysts', schema: 'sales' });

    // Assert
    expect(engine.kind).toBe('athena');
    await engine.close();
  });

  it('refuses DuckDB files in a cloud bundle', async () => {
    // Arrange
    process.env.SKYSET_TARGET = 'aws';

    // Act
    const failure = await openConnectionEngine({ backend: 'duckdb', path: join(folder, 'numbers.duckdb') }, 'numbers').catch((error: unknown) => error);

    // Assert
    delete process.env.SKYSET_TARGET;
    expect([failure instanceof NotFoundError, (failure as Error).message]).toEqual([true, 'Database numbers uses duckdb files, which this deployment does not run']);
  });
});
