import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHost } from '#functions/lib/adapters/query-engine/duckdb/host/engine-host.ts';
import { EngineHostPool, type HostPoolOptions } from '#functions/lib/adapters/query-engine/duckdb/host/host-pool.ts';
import { RemoteDuckDbEngine } from '#functions/lib/adapters/query-engine/duckdb/host/remote-engine.ts';
import { AppError, QueryTimeoutError } from '#shared/errors.ts';
import { DUCKDB_CONTRACT_DIALECT } from './duckdb-dialect.ts';
import { describeQueryEngineContract } from './query-engine.contract.ts';

const MB = 2 ** 20;

function pool(overrides: Partial<HostPoolOptions> = {}): EngineHostPool {
  return new EngineHostPool({
    spawn: (options) => new EngineHost(options),
    threadPoolSize: 8,
    maxRssBytes: 2048 * MB,
    maxIdleRssBytes: 2048 * MB,
    maxHeapMb: 1024,
    idleMs: 600_000,
    now: Date.now,
    ...overrides,
  });
}

const contractPool = pool();
afterAll(() => contractPool.stopAll());

describeQueryEngineContract(
  'DuckDB in an engine host process',
  () => RemoteDuckDbEngine.open(contractPool, 'contract', { threads: 2 }),
  DUCKDB_CONTRACT_DIALECT,
);

describe('an engine host process', () => {
  let hosts: EngineHostPool;
  beforeAll(() => {
    hosts = pool({ maxRssBytes: 768 * MB });
  });
  afterAll(() => hosts.stopAll());

  it("fails a query past the engine's memory limit with DuckDB's out-of-memory error, and runs the next one", async () => {
    // Arrange
    const engine = await RemoteDuckDbEngine.open(hosts, 'greedy', { threads: 2, memoryLimitMb: 256 });
    const greedy = "SELECT length(string_agg(repeat('x', 1000), '')) FROM range(2000000)";

    // Act
    const failure = await engine.run({ queryId: 'greedy', sql: greedy }).catch((error: unknown) => error);
    const after = await engine.run({ queryId: 'after', sql: 'SELECT 42 AS answer' });

    // Assert
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).message).toMatch(
      /^Out of Memory Error: failed to allocate .*\. The query needs more memory than this engine may use: reduce the rows it reads, groups or aggregates\.$/,
    );
    expect(after.rows).toEqual([[42]]);
  });

  it('is retired the moment a failed query leaves it holding memory, so the next query runs on a fresh host and is never blamed', async () => {
    // Arrange: DuckDB stops the query at 256 MB; the memory it leaves behind is past the idle limit, not the watchdog's.
    const tidy = pool({ maxRssBytes: 768 * MB, maxIdleRssBytes: 180 * MB });
    const engine = await RemoteDuckDbEngine.open(tidy, 'leaves-memory', { threads: 2, memoryLimitMb: 256 });
    const first = tidy.hostFor('leaves-memory');

    // Act
    const failure = await engine
      .run({ queryId: 'greedy', sql: "SELECT length(string_agg(repeat('x', 1000), '')) FROM range(2000000)" })
      .catch((error: unknown) => error);
    const replaced = tidy.hostFor('leaves-memory') !== first;
    const after = await engine.run({ queryId: 'after', sql: 'SELECT 42 AS answer' });
    await tidy.stopAll();

    // Assert
    expect((failure as AppError).message).toMatch(/^Out of Memory Error: failed to allocate /);
    expect({ replaced, firstAlive: first.alive, rows: after.rows }).toEqual({
      replaced: true,
      firstAlive: false,
      rows: [[42]],
    });
  });

  it('is replaced when it dies: the running query fails with a clear message and the database reopens on the next', async () => {
    // Arrange
    const engine = await RemoteDuckDbEngine.open(hosts, 'crashing', { threads: 1 });
    const running = engine
      .run({ queryId: 'long', sql: 'SELECT count(*) FROM range(10000000000)' })
      .catch((error: unknown) => error);
    await hosts.hostFor('crashing').stop();

    // Act
    const failure = await running;
    const after = await engine.run({ queryId: 'after', sql: 'SELECT 1 AS one' });

    // Assert
    expect((failure as AppError).toBody()).toEqual({
      errors: [
        {
          message: 'The query engine stopped unexpectedly; the query was stopped. Run it again.',
          error_type: 'GENERIC_DB_ENGINE_ERROR',
          level: 'error',
          extra: { engine_name: 'DuckDB', memory_limit_exceeded: false },
        },
      ],
    });
    expect(after.rows).toEqual([[1]]);
  });

  it('is stopped by its watchdog past its resident memory limit; the query fails saying so', async () => {
    // Arrange: DuckDB's own limit is above the host's, so only the watchdog can stop this query.
    const strict = pool({ maxRssBytes: 320 * MB });
    const engine = await RemoteDuckDbEngine.open(strict, 'hungry', { threads: 2, memoryLimitMb: 4096 });

    // Act
    const failure = await engine
      .run({ queryId: 'hungry', sql: "SELECT length(string_agg(repeat('x', 1000), '')) FROM range(2000000)" })
      .catch((error: unknown) => error);
    await strict.stopAll();

    // Assert
    expect((failure as AppError).extra).toEqual({ engine_name: 'DuckDB', memory_limit_exceeded: true });
    expect((failure as AppError).message).toBe(
      'The query engine used more than 320 MB and was restarted; the query was stopped. Reduce the data it reads or aggregates.',
    );
  });

  it('keeps error classes across the process boundary (a timeout is a QueryTimeoutError)', async () => {
    // Arrange
    const engine = await RemoteDuckDbEngine.open(hosts, 'slow', { threads: 1 });

    // Act
    const failure = await engine
      .run({ queryId: 'slow', sql: 'SELECT count(*) FROM range(10000000000)', timeoutMs: 200 })
      .catch((error: unknown) => error);

    // Assert
    expect(failure).toBeInstanceOf(QueryTimeoutError);
  });

  it('refuses a result, or a page of one, larger than it hands over at once, before handing it over', async () => {
    // Arrange: 100 rows of 100 KB each (pages of 20: 2 MB), for an engine that hands over at most 1 MB at once.
    const engine = await RemoteDuckDbEngine.open(hosts, 'wide', { threads: 1, maxResultBytes: MB });
    const wide = "SELECT repeat('x', 100000) AS pad FROM range(100)";

    // Act
    const whole = await engine.run({ queryId: 'wide-run', sql: wide }).catch((error: unknown) => error);
    const paged: unknown[] = [];
    const failure = await (async () => {
      for await (const page of engine.stream({ queryId: 'wide-stream', sql: wide, pageSize: 20 }))
        paged.push(page.rows.length);
    })().catch((error: unknown) => error);
    const after = await engine.run({ queryId: 'after', sql: 'SELECT 7 AS seven' });

    // Assert
    const tooLarge = {
      errors: [
        {
          message:
            "The query's result is larger than the 1 MB an engine hands over at once. Select fewer rows or narrower columns.",
          error_type: 'RESULT_TOO_LARGE_ERROR',
          level: 'error',
          extra: { max_bytes: MB },
        },
      ],
    };
    expect((whole as AppError).toBody()).toEqual(tooLarge);
    expect({ paged, failure: (failure as AppError).toBody() }).toEqual({ paged: [], failure: tooLarge });
    expect(after.rows).toEqual([[7]]);
  });

  it('[re-probe C] stops converting a chunk of very wide rows at the result cap: the host stays under its memory limit and answers RESULT_TOO_LARGE', async () => {
    // Arrange: one DuckDB chunk of 2,000 rows of 200 KB (400 MB); turned into JavaScript whole, as it was, it took the
    // host past 900 MB and the watchdog killed it.
    const bounded = pool({ maxRssBytes: 900 * MB });
    const engine = await RemoteDuckDbEngine.open(bounded, 'wide-chunk', {
      threads: 1,
      memoryLimitMb: 1024,
      maxResultBytes: 32 * MB,
    });

    // Act
    const failure = await engine
      .run({ queryId: 'wide-chunk', sql: "SELECT repeat('x', 200000) AS s FROM range(2000)" })
      .catch((error: unknown) => error);
    await bounded.stopAll();

    // Assert
    expect({ type: (failure as AppError).errorType, extra: (failure as AppError).extra }).toEqual({
      type: 'RESULT_TOO_LARGE_ERROR',
      extra: { max_bytes: 32 * MB },
    });
  });

  it('ends a stream its reader leaves after the first page, the page read ahead included, and runs the next query', async () => {
    // Arrange
    const engine = await RemoteDuckDbEngine.open(hosts, 'leaving', { threads: 1 });

    // Act
    let first: number | undefined;
    for await (const page of engine.stream({
      queryId: 'endless',
      sql: 'SELECT range FROM range(10000000000)',
      pageSize: 1000,
    })) {
      first = page.rows.length;
      break;
    }
    const after = await engine.run({ queryId: 'after-leaving', sql: 'SELECT 8 AS eight' });

    // Assert
    expect([first, after.rows]).toEqual([1000, [[8]]]);
  });
});
