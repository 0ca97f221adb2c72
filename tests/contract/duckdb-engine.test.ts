import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbEngine } from '#functions/lib/adapters/query-engine/duckdb/duckdb-engine.ts';
import { QueryEngineError } from '#shared/errors.ts';
import { DUCKDB_CONTRACT_DIALECT } from './duckdb-dialect.ts';
import { describeQueryEngineContract } from './query-engine.contract.ts';

describeQueryEngineContract('DuckDB', () => DuckDbEngine.open({ threads: 2 }), DUCKDB_CONTRACT_DIALECT);

/** Writes a small Parquet file with DuckDB itself, the way the example data generator does. */
async function writeParquet(path: string): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const target = path.replaceAll("'", "''");
  await connection.run(
    `COPY (SELECT range AS id, 'name ' || range AS name FROM range(3)) TO '${target}' (FORMAT parquet)`,
  );
  connection.closeSync();
  instance.closeSync();
}

describe('DuckDbEngine views over Parquet', () => {
  let folder: string;
  let engine: DuckDbEngine;
  beforeAll(async () => {
    // A quote in the folder and the view name proves both are escaped, not pasted into SQL.
    folder = await mkdtemp(join(tmpdir(), "sky'set-"));
    await writeParquet(join(folder, 'people.parquet'));
    engine = await DuckDbEngine.open({ views: [{ name: 'odd"people', parquetPath: join(folder, 'people.parquet') }] });
  });
  afterAll(async () => {
    await engine?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('exposes each Parquet file as a view named as configured', async () => {
    // Act
    const result = await engine.run({ sql: 'SELECT id, name FROM "odd""people" ORDER BY id', queryId: 'views-1' });
    // Assert
    expect({ columns: result.columns, rows: result.rows, truncated: result.truncated }).toEqual({
      columns: [
        { name: 'id', type: 'BIGINT' },
        { name: 'name', type: 'VARCHAR' },
      ],
      rows: [
        [0, 'name 0'],
        [1, 'name 1'],
        [2, 'name 2'],
      ],
      truncated: false,
    });
  });

  it('refuses to open when a view points at a missing file', async () => {
    // Act
    const opening = DuckDbEngine.open({ views: [{ name: 'ghost', parquetPath: join(folder, 'missing.parquet') }] });
    // Assert
    await expect(opening).rejects.toBeInstanceOf(QueryEngineError);
  });
});

describe('DuckDbEngine specifics', () => {
  let engine: DuckDbEngine;
  beforeAll(async () => {
    engine = await DuckDbEngine.open();
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('renders lists, structs and huge integers as JSON-friendly values', async () => {
    // Arrange
    const sql =
      "SELECT [1, 2] AS list, {'a': 1, 'b': 'x'} AS struct, CAST(2 AS HUGEINT) ^ 100 AS huge, 170141183460469231731687303715884105727::HUGEINT AS max_huge";
    // Act
    const { columns, rows } = await engine.run({ sql, queryId: 'nested-1' });
    // Assert
    expect({ columns, rows }).toEqual({
      columns: [
        { name: 'list', type: 'INTEGER[]' },
        { name: 'struct', type: 'STRUCT("a" INTEGER, "b" VARCHAR)' },
        { name: 'huge', type: 'DOUBLE' },
        { name: 'max_huge', type: 'HUGEINT' },
      ],
      rows: [['[1,2]', '{"a":1,"b":"x"}', 1.2676506002282294e30, '170141183460469231731687303715884105727']],
    });
  });

  it('returns maxRows of an enormous result without computing all of it', async () => {
    // Act
    const startedAt = performance.now();
    const { rows, truncated } = await engine.run({
      sql: 'SELECT range AS n FROM range(10000000000)',
      queryId: 'huge-1',
      maxRows: 2,
    });
    const elapsedMs = performance.now() - startedAt;
    // Assert
    expect({ rows, truncated }).toEqual({ rows: [[0], [1]], truncated: true });
    expect(elapsedMs).toBeLessThan(1_000);
  });

  it('cancels a run whose connection is still being opened', async () => {
    // Arrange
    const running = engine.run({ sql: 'SELECT count(*) FROM range(10000000000)', queryId: 'early-cancel' });
    // Act
    const cancelled = await engine.cancel('early-cancel');
    const startedAt = performance.now();
    const failure = await running.catch((error: unknown) => error);
    // Assert
    expect({ cancelled, failure: (failure as Error).name }).toEqual({
      cancelled: true,
      failure: 'QueryCancelledError',
    });
    expect(performance.now() - startedAt).toBeLessThan(1_000);
  });

  it('answers a result its SQL limits (computed whole) as it answers the same result read as it is computed', async () => {
    // Arrange
    const sql = "SELECT range AS n, 'row ' || range AS label FROM range(50000) ORDER BY n DESC LIMIT 20000";

    // Act
    const [whole, streamed] = await Promise.all(
      [true, false].map((limitedBySql) =>
        engine.run({ sql, queryId: `limited-${limitedBySql}`, maxRows: 20000, limitedBySql }),
      ),
    );

    // Assert
    expect([whole!.rows.length, whole!.rows[0], whole!.rows.at(-1)]).toEqual([
      20000,
      [49999, 'row 49999'],
      [30000, 'row 30000'],
    ]);
    expect({ columns: whole!.columns, rows: whole!.rows, truncated: whole!.truncated }).toEqual({
      columns: streamed!.columns,
      rows: streamed!.rows,
      truncated: streamed!.truncated,
    });
  });

  it.each([
    ['cancelled', (running: string) => engine.cancel(running), 'QueryCancelledError'],
    ['timed out', async () => true, 'QueryTimeoutError'],
  ])('stops a run computing its limited result whole when %s', async (_case, stop, failureName) => {
    // Arrange
    const queryId = `limited-stop-${failureName}`;
    const running = engine.run({
      sql: 'SELECT count(*) FROM range(10000000000) LIMIT 1',
      queryId,
      maxRows: 1,
      limitedBySql: true,
      timeoutMs: 300,
    });
    const startedAt = performance.now();

    // Act
    await stop(queryId);
    const failure = await running.catch((error: unknown) => error);

    // Assert
    expect((failure as Error).name).toBe(failureName);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
  });

  it('runs in the schema the request names', async () => {
    // Act
    const { rows } = await engine.run({
      sql: 'SELECT current_schema()',
      queryId: 'schema-1',
      schema: 'information_schema',
    });
    // Assert
    expect(rows).toEqual([['information_schema']]);
  });

  it('reports an unknown request schema as SCHEMA_DOES_NOT_EXIST_ERROR', async () => {
    // Act
    const running = engine.run({ sql: 'SELECT 1', queryId: 'schema-2', schema: 'nowhere' });
    // Assert
    await expect(running).rejects.toMatchObject({ errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR' });
  });
});
