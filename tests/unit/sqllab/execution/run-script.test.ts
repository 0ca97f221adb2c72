import { describe, expect, it } from 'vitest';
import { QueryCancelledError, QueryTimeoutError } from '#shared/errors.ts';
import type { QueryEngine, QueryRequest, ResultPage } from '#functions/lib/ports/query-engine.ts';
import { PAGE_ROWS, runScript, type ScriptContext } from '#functions/sqllab/execution/run-script.ts';
import type { StopWatch } from '#functions/sqllab/execution/stop-watch.ts';
import { ResultWriter, readManifest, readPages } from '#functions/sqllab/results/store.ts';
import { memoryBlobStore } from '../../lib/memory-blob-store.ts';

/** An engine whose statements return `rows` integers (`n`) in pages of PAGE_ROWS; it records what it ran. */
function countingEngine(rows: number): QueryEngine & { ran: QueryRequest[] } {
  const ran: QueryRequest[] = [];
  return {
    kind: 'duckdb',
    ran,
    run: async (request) => {
      ran.push(request);
      return { columns: [], rows: [], truncated: false, stats: { engineMs: 1 } };
    },
    async *stream(request): AsyncIterable<ResultPage> {
      ran.push(request);
      const total = Math.min(rows, request.maxRows ?? Infinity);
      for (let start = 0; start < total || start === 0; start += PAGE_ROWS) {
        const count = Math.min(PAGE_ROWS, total - start);
        yield { columns: [{ name: 'n', type: 'BIGINT' }], rows: Array.from({ length: count }, (_, i) => [start + i]) };
      }
    },
    cancel: async () => false,
    estimate: async () => ({ rows: null, bytes: null, bytesScanned: null }),
    catalog: () => {
      throw new Error('this engine has no catalog');
    },
    close: async () => undefined,
  };
}

const openWatch = (stopAfter = Infinity): StopWatch => {
  let checks = 0;
  return {
    throwIfStopped: () => {
      checks += 1;
      if (checks > stopAfter) throw new QueryCancelledError();
    },
    markStopped: () => undefined,
    close: () => undefined,
  };
};

function contextOf(engine: QueryEngine, statements: string[], limit: number, overrides: Partial<ScriptContext> = {}) {
  const location = { blobs: memoryBlobStore(), tenant: 't1', resultsKey: '0b9e5c1e-1111-4c3b-9a57-2f8a3c9d0e11' };
  const writer = new ResultWriter(location, { clientId: 'c1', maxBytes: 10_000_000, ttlSeconds: 60, now: 0 });
  const progress: [number, number][] = [];
  const context: ScriptContext = {
    engine,
    plan: { statements, returnsRows: true, limit, userLimit: null, ctas: null },
    queryId: 'c1',
    catalog: null,
    schema: 'main',
    deadline: Date.now() + 60_000,
    now: Date.now,
    writer,
    watch: openWatch(),
    onStatementDone: async (done, total) => void progress.push([done, total]),
    onEngineProgress: () => undefined,
    ...overrides,
  };
  return { context, location, writer, progress };
}

describe('runScript', () => {
  it('runs the statements in order, reporting progress, and pages the last one into the store', async () => {
    // Arrange
    const engine = countingEngine(25_000);
    const { context, location, writer, progress } = contextOf(
      engine,
      ['SET x = 1', 'CREATE TABLE t AS SELECT 1', 'SELECT n FROM t'],
      100_000,
    );

    // Act
    const result = await runScript(context);
    const manifest = await writer.finish();
    const pages = [];
    for await (const page of readPages(location, (await readManifest(location, 0))!)) pages.push(page.length);

    // Assert
    expect(engine.ran.map(({ sql, maxRows, schema }) => ({ sql, maxRows, schema }))).toEqual([
      { sql: 'SET x = 1', maxRows: 0, schema: 'main' },
      { sql: 'CREATE TABLE t AS SELECT 1', maxRows: 0, schema: 'main' },
      { sql: 'SELECT n FROM t', maxRows: 100_001, schema: 'main' },
    ]);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect({
      storedRows: result.storedRows,
      cut: result.cut,
      shown: result.firstRows.length,
      manifestRows: manifest.rowCount,
      pages,
    }).toEqual({
      storedRows: 25_000,
      cut: false,
      shown: 10_000,
      manifestRows: 25_000,
      pages: [10_000, 10_000, 5_000],
    });
  });

  it('stores no row beyond the limit and says the limit cut the result', async () => {
    // Arrange
    const { context, writer } = contextOf(countingEngine(50), ['SELECT n FROM t'], 20);

    // Act
    const result = await runScript(context);
    const manifest = await writer.finish();

    // Assert
    expect({
      storedRows: result.storedRows,
      cut: result.cut,
      manifestRows: manifest.rowCount,
      last: result.firstRows.at(-1),
    }).toEqual({
      storedRows: 20,
      cut: true,
      manifestRows: 20,
      last: [19],
    });
  });

  it('stores an empty result as one empty page, so its columns are known', async () => {
    // Arrange
    const { context, writer } = contextOf(countingEngine(0), ['SELECT n FROM t WHERE false'], 20);

    // Act
    const result = await runScript(context);
    const manifest = await writer.finish();

    // Assert
    expect({ storedRows: result.storedRows, columns: manifest.columns, pageRows: manifest.pageRows }).toEqual({
      storedRows: 0,
      columns: [{ name: 'n', type: 'BIGINT' }],
      pageRows: [0],
    });
  });

  it('ends with QueryCancelledError at the first check after a Stop', async () => {
    // Arrange
    const engine = countingEngine(1);
    const { context } = contextOf(engine, ['SELECT 1', 'SELECT 2', 'SELECT 3'], 20, { watch: openWatch(1) });

    // Act
    const outcome = await runScript(context).catch((error: unknown) => error);

    // Assert
    expect({ error: outcome, ran: engine.ran.map(({ sql }) => sql) }).toEqual({
      error: expect.any(QueryCancelledError),
      ran: ['SELECT 1'],
    });
  });
});

/** An engine whose one page holds `count` rows of one `width`-character string. */
function wideEngine(count: number, width: number): QueryEngine {
  return {
    ...countingEngine(0),
    async *stream(): AsyncIterable<ResultPage> {
      yield {
        columns: [{ name: 's', type: 'VARCHAR' }],
        rows: Array.from({ length: count }, () => ['x'.repeat(width)]),
      };
    },
  };
}

describe('runScript against the request time and size of a synchronous answer (re-probe D)', () => {
  it('keeps for the answer only the first rows that fit DISPLAY_MAX_BYTES, and stores them all', async () => {
    // Arrange: 60 rows of 100,000 characters (6 MB); 41 of them (100,002 bytes each as JSON) fit 4 MiB.
    const { context } = contextOf(wideEngine(60, 100_000), ['SELECT repeat(...)'], 1_000);

    // Act
    const result = await runScript(context);

    // Assert
    expect({ shown: result.firstRows.length, stored: result.storedRows, cut: result.cut }).toEqual({
      shown: 41,
      stored: 60,
      cut: false,
    });
  });

  it('stores nothing more and throws QueryTimeoutError once the request was answered as timed out', async () => {
    // Arrange
    const abort = new AbortController();
    abort.abort();
    const { context, writer } = contextOf(countingEngine(25_000), ['SELECT n FROM t'], 100_000, {
      signal: abort.signal,
    });

    // Act
    const failure = await runScript(context).catch((error: unknown) => error);

    // Assert
    expect({ failure: failure instanceof QueryTimeoutError, manifest: await writer.finish() }).toEqual({
      failure: true,
      manifest: expect.objectContaining({ rowCount: 0 }),
    });
  });
});
