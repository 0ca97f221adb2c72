import { describe, expect, it } from 'vitest';
import { AppError, QueryEngineError, QueryTimeoutError } from '#shared/errors.ts';
import { runCompiled } from '#functions/charts/engine-frame.ts';
import type { CompiledQuery } from '#functions/charts/compiler/types.ts';
import type { QueryEngine, QueryRequest } from '#functions/lib/ports/query-engine.ts';

const compiled: CompiledQuery = {
  sql: 'SELECT ds, SUM(num) AS "sum(num)" FROM birth_names GROUP BY ds LIMIT 5',
  columns: [
    { label: 'ds', engineName: 'ds', kind: 'column', isDttm: true },
    { label: 'SUM(num)', engineName: 'sum(num)', kind: 'metric', isDttm: false },
  ],
  appliedFilters: [],
  rejectedFilters: [],
  fromDttm: null,
  toDttm: null,
  rowLimit: 5,
};

/** An engine port that answers one canned run (or failure) and remembers what it was asked. */
function engineAnswering(
  answer: () => Promise<Awaited<ReturnType<QueryEngine['run']>>>,
): QueryEngine & { requests: QueryRequest[] } {
  const requests: QueryRequest[] = [];
  return {
    kind: 'duckdb',
    requests,
    run: async (request) => (requests.push(request), answer()),
    stream: () => ({ [Symbol.asyncIterator]: async function* () {} }),
    cancel: async () => false,
    estimate: async () => ({ rows: null, bytes: null, bytesScanned: null }),
    catalog: () => {
      throw new Error('this engine has no catalog');
    },
    close: async () => undefined,
  };
}

describe('runCompiled', () => {
  it('runs with the row limit (its SQL’s own LIMIT, so the result may be computed whole), time budget, result reuse and scan guard and keys records by label', async () => {
    // Arrange
    const engine = engineAnswering(async () => ({
      columns: [
        { name: 'ds', type: 'TIMESTAMP' },
        { name: 'sum(num)', type: 'HUGEINT' },
      ],
      rows: [['2008-01-01T00:00:00', 7]],
      truncated: false,
      stats: { engineMs: 1 },
    }));

    // Act
    const result = await runCompiled(engine, compiled, {
      timeoutMs: 3000,
      resultReuseMaxAgeMinutes: 60,
      maxBytesScanned: 1e9,
    });

    // Assert
    expect(result).toEqual({
      frame: { columns: ['ds', 'SUM(num)'], data: [{ ds: Date.UTC(2008, 0, 1), 'SUM(num)': 7 }] },
      engineTypes: new Map([
        ['ds', 'TIMESTAMP'],
        ['SUM(num)', 'HUGEINT'],
      ]),
    });
    expect(engine.requests).toEqual([
      {
        sql: compiled.sql,
        queryId: expect.any(String),
        timeoutMs: 3000,
        resultReuseMaxAgeMinutes: 60,
        maxBytesScanned: 1e9,
        maxRows: 5,
        limitedBySql: true,
      },
    ]);
  });

  it('answers an engine timeout as Superset does: a 408 BACKEND_TIMEOUT_ERROR with issue codes 1000 and 1001', async () => {
    // Arrange
    const engine = engineAnswering(() => Promise.reject(new QueryTimeoutError()));

    // Act
    const error = (await runCompiled(engine, compiled, { timeoutMs: 30_000, resultReuseMaxAgeMinutes: 0 }).catch(
      (e: unknown) => e,
    )) as AppError;

    // Assert
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.expose]).toEqual([408, true]);
    expect(error.toBody()).toEqual({
      errors: [
        {
          message: 'Request timed out',
          error_type: 'BACKEND_TIMEOUT_ERROR',
          level: 'error',
          extra: {
            timeout: 30,
            issue_codes: [
              { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
              { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
            ],
          },
        },
      ],
    });
  });

  it('passes other engine errors on unchanged', async () => {
    // Arrange
    const failure = new QueryEngineError('Binder Error: column "nope" not found', 'COLUMN_DOES_NOT_EXIST_ERROR');
    const engine = engineAnswering(() => Promise.reject(failure));

    // Act
    const attempt = runCompiled(engine, compiled, { timeoutMs: 1000, resultReuseMaxAgeMinutes: 0 });

    // Assert
    await expect(attempt).rejects.toBe(failure);
  });
});
