import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCancelledError, QueryEngineError, QueryTimeoutError } from '#shared/errors.ts';
import type { EngineColumn, EngineRow, QueryEngine, ResultPage } from '#functions/lib/ports/query-engine.ts';

/** The SQL that differs between engines, with what each adapter must answer for it. */
export interface QueryEngineDialect {
  /** One row of typed values; the shared default suits DuckDB and Trino alike. */
  typedRow: { sql: string; columns: EngineColumn[]; row: EngineRow };
  /** Rows numbered 1..count in one column `n`, in order. */
  numbers(count: number): string;
  /** A query that runs for many seconds unless stopped. */
  longRunning: string;
  /** How long a stop may take to end the run (Athena acknowledges a stop slower than DuckDB). */
  stopWithinMs: number;
}

/** SQL accepted by both DuckDB and Trino (Athena engine v3). */
export const TYPED_ROW_SQL = [
  "SELECT CAST(7 AS INTEGER) AS i, CAST(2.5 AS DOUBLE) AS d, CAST('text' AS VARCHAR) AS s, true AS b,",
  "CAST(NULL AS VARCHAR) AS nothing, DATE '2024-01-02' AS day, TIMESTAMP '2024-01-02 03:04:05.123' AS ts,",
  'CAST(9007199254740993 AS BIGINT) AS big, CAST(42 AS BIGINT) AS small, CAST(123.456 AS DECIMAL(18,3)) AS amount',
].join(' ');

/** The row TYPED_ROW_SQL must give under the port's value conventions. */
export const TYPED_ROW_VALUES: EngineRow = [
  7,
  2.5,
  'text',
  true,
  null,
  '2024-01-02',
  '2024-01-02T03:04:05.123',
  '9007199254740993',
  42,
  123.456,
];

/** A syntax error on line 2, column 6 (`WHERE` right after `FROM`) for both parsers. */
const SYNTAX_ERROR_SQL = 'SELECT 1 AS a\nFROM WHERE a = 1';

/** The settled outcome of a promise, so a test can assert on a rejection as a value. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> {
  const startedAt = performance.now();
  try {
    return { value: await promise, ms: performance.now() - startedAt };
  } catch (error) {
    return { error, ms: performance.now() - startedAt };
  }
}

/** The parts of an engine error every adapter must agree on. */
function describeError(error: unknown): { kind: string; errorType: string } {
  if (!(
    error instanceof QueryEngineError ||
    error instanceof QueryCancelledError ||
    error instanceof QueryTimeoutError
  )) {
    return { kind: `unexpected ${String(error)}`, errorType: '' };
  }
  return { kind: error.constructor.name, errorType: error.errorType };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let ids = 0;
const nextQueryId = (): string => `contract-${process.pid}-${(ids += 1)}`;

/** The QueryEngine contract: every adapter must pass it against a real engine. */
export function describeQueryEngineContract(
  name: string,
  makeEngine: () => Promise<QueryEngine>,
  dialect: QueryEngineDialect,
): void {
  describe(`QueryEngine contract: ${name}`, () => {
    let engine: QueryEngine;
    beforeAll(async () => {
      engine = await makeEngine();
    });
    afterAll(async () => {
      await engine?.close();
    });

    it('answers a select with column names, types and port-typed values', async () => {
      // Arrange
      const request = { sql: dialect.typedRow.sql, queryId: nextQueryId() };
      // Act
      const { columns, rows, truncated } = await engine.run(request);
      // Assert
      expect({ columns, rows, truncated }).toEqual({
        columns: dialect.typedRow.columns,
        rows: [dialect.typedRow.row],
        truncated: false,
      });
    });

    it('cuts the result at maxRows and says so', async () => {
      // Arrange
      const request = { sql: dialect.numbers(10), queryId: nextQueryId(), maxRows: 4 };
      // Act
      const { rows, truncated } = await engine.run(request);
      // Assert
      expect({ rows, truncated }).toEqual({ rows: [[1], [2], [3], [4]], truncated: true });
    });

    it('does not flag truncation when the result fits maxRows exactly', async () => {
      // Arrange
      const request = { sql: dialect.numbers(3), queryId: nextQueryId(), maxRows: 3 };
      // Act
      const { rows, truncated } = await engine.run(request);
      // Assert
      expect({ rows, truncated }).toEqual({ rows: [[1], [2], [3]], truncated: false });
    });

    it('streams pages of pageSize rows and then the remainder', async () => {
      // Arrange
      const pages: ResultPage[] = [];
      // Act
      for await (const page of engine.stream({ sql: dialect.numbers(25), queryId: nextQueryId(), pageSize: 10 }))
        pages.push(page);
      // Assert
      expect(pages.map((page) => page.rows.length)).toEqual([10, 10, 5]);
      expect(pages.flatMap((page) => page.rows)).toEqual(Array.from({ length: 25 }, (_, index) => [index + 1]));
    });

    it.each([
      ['an unknown table', 'SELECT * FROM no_such_table_xyz', 'TABLE_DOES_NOT_EXIST_ERROR'],
      ['an unknown column', 'SELECT no_such_column_xyz FROM (SELECT 1 AS a) AS t', 'COLUMN_DOES_NOT_EXIST_ERROR'],
    ])('reports %s with its Superset error type', async (_label, sql, errorType) => {
      // Act
      const { error } = await settle(engine.run({ sql, queryId: nextQueryId() }));
      // Assert
      expect(describeError(error)).toEqual({ kind: 'QueryEngineError', errorType });
    });

    it('reports a syntax error with its line and column', async () => {
      // Act
      const { error } = await settle(engine.run({ sql: SYNTAX_ERROR_SQL, queryId: nextQueryId() }));
      // Assert
      expect(describeError(error)).toEqual({ kind: 'QueryEngineError', errorType: 'SYNTAX_ERROR' });
      expect((error as QueryEngineError).extra).toMatchObject({ line: 2, column: 6 });
    });

    it('stops a long-running query on cancel and stays usable', async () => {
      // Arrange
      const queryId = nextQueryId();
      const running = settle(engine.run({ sql: dialect.longRunning, queryId }));
      await pause(200);
      // Act
      const cancelled = await engine.cancel(queryId);
      const outcome = await running;
      const after = await engine.run({ sql: dialect.numbers(1), queryId: nextQueryId() });
      // Assert
      expect({ cancelled, error: describeError(outcome.error), after: after.rows }).toEqual({
        cancelled: true,
        error: { kind: 'QueryCancelledError', errorType: 'GENERIC_DB_ENGINE_ERROR' },
        after: [[1]],
      });
      expect(outcome.ms).toBeLessThan(200 + dialect.stopWithinMs);
    });

    it('gives up at timeoutMs with a timeout error', async () => {
      // Act
      const outcome = await settle(engine.run({ sql: dialect.longRunning, queryId: nextQueryId(), timeoutMs: 300 }));
      // Assert
      expect(describeError(outcome.error)).toEqual({ kind: 'QueryTimeoutError', errorType: 'BACKEND_TIMEOUT_ERROR' });
      expect(outcome.ms).toBeLessThan(300 + dialect.stopWithinMs);
    });

    it('answers false when cancelling an id that is not running', async () => {
      // Act
      const cancelled = await engine.cancel('never-started');
      // Assert
      expect(cancelled).toBe(false);
    });
  });
}
