import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startApiClient } from '../helpers/api-client.ts';
import { createScratchDatabase, execute } from './execution-helpers.ts';

/** Budgets small enough to reach in a test; the runtime reads them when it starts. */
const LIMITS = {
  SQLLAB_TIMEOUT_SECONDS: '1',
  SQLLAB_RESULTS_MAX_BYTES: '3000000',
  SQL_MAX_ROW: '50000',
  DEFAULT_SQLLAB_LIMIT: '7',
};
const previous = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, process.env[name]]));

let admin: ApiClient;
let scratch: number;

beforeAll(async () => {
  Object.assign(process.env, LIMITS);
  admin = await startApiClient();
  scratch = await createScratchDatabase(admin, 'scratch-limits');
});

afterAll(async () => {
  await admin?.runtime.dispose();
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const queryOf = (body: Record<string, unknown>): Record<string, unknown> => body.query as Record<string, unknown>;

describe('SQL Lab budgets', () => {
  it('answers 408 SQLLAB_TIMEOUT_ERROR naming the query for a query past SQLLAB_TIMEOUT_SECONDS and records it timed out', async () => {
    // Act: the cross join runs for minutes, so a 408 at all shows the budget stopped it (no wall-clock race here).
    const response = await execute(admin, {
      database_id: scratch,
      sql: 'SELECT sum(a.range * b.range) FROM range(300000) a, range(300000) b',
      client_id: 'timeout0001',
    });
    const polled = await admin.get('/api/v1/query/updated_since?q=(last_updated_ms:0)');

    // Assert
    const record = (polled.body as { result: Record<string, unknown>[] }).result.find(
      (query) => query.client_id === 'timeout0001',
    );
    expect(response).toEqual({
      status: 408,
      body: {
        errors: [
          {
            message: 'The query exceeded the 1 seconds timeout.',
            error_type: 'SQLLAB_TIMEOUT_ERROR',
            level: 'error',
            extra: { query_id: record?.id, client_id: 'timeout0001' },
          },
        ],
      },
    });
    expect(record).toMatchObject({
      status: 'timed_out',
      error_message: 'The query exceeded the 1 seconds timeout.',
      results_key: null,
    });
  });

  it('uses DEFAULT_SQLLAB_LIMIT without a queryLimit and never more than SQL_MAX_ROW', async () => {
    // Act
    const unset = await execute(admin, { database_id: scratch, sql: 'SELECT range FROM range(100)' });
    const above = await execute(admin, {
      database_id: scratch,
      sql: 'SELECT range FROM range(60000)',
      queryLimit: 1_000_000,
    });

    // Assert
    expect(
      [queryOf(unset.body), queryOf(above.body)].map(({ limit, rows, limitingFactor }) => ({
        limit,
        rows,
        limitingFactor,
      })),
    ).toEqual([
      { limit: 7, rows: 7, limitingFactor: 'DROPDOWN' },
      { limit: 50_000, rows: 50_000, limitingFactor: 'DROPDOWN' },
    ]);
    expect(above.body).toMatchObject({ displayLimitReached: true });
    expect((above.body.data as unknown[]).length).toBe(10_000);
  });

  it('truncates a result past SQLLAB_RESULTS_MAX_BYTES at a page boundary and flags it', async () => {
    // Act: 40,000 rows of about 130 bytes each, stored in pages of 10,000.
    const response = await execute(admin, {
      database_id: scratch,
      sql: "SELECT range AS n, repeat('x', 100) AS pad FROM range(40000)",
      queryLimit: 40_000,
    });

    // Assert
    const { rows, extra, limitingFactor } = queryOf(response.body);
    expect({ status: response.status, rows, extra, limitingFactor }).toEqual({
      status: 200,
      rows: 20_000,
      extra: { results_truncated: true },
      limitingFactor: 'NOT_LIMITED',
    });
  });

  it('answers RESULT_TOO_LARGE_ERROR when not even the first page fits', async () => {
    // Act
    const response = await execute(admin, {
      database_id: scratch,
      sql: "SELECT repeat('x', 1000) AS pad FROM range(10000)",
      queryLimit: 10_000,
    });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: 'Result size exceeds the allowed limit.',
            error_type: 'RESULT_TOO_LARGE_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      },
    });
  });
});
