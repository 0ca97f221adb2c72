import postgresql from 'node-sql-parser/build/postgresql.js';
import trino from 'node-sql-parser/build/trino.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SlottedEngine } from '#functions/lib/engine-slots/slotted-engine.ts';
import { type ApiClient, loginApiClient } from '../helpers/api-client.ts';
import { dynamodbCallsOf } from '../helpers/dynamodb-calls.ts';
import { startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';
import { birthNamesContext } from './chart-client.ts';

/**
 * Budgets of `POST /api/v1/chart/data` requests: the DynamoDB commands they send, by name, the queries they run on
 * the engine, the SQL they parse (node-sql-parser's grammar runs: what checking a chart's custom SQL costs) and the
 * token signatures they check. Each figure is the count measured when the budget was set (by these tests, over the
 * local runtime: dynalite, DuckDB, the file blob store, synchronous chart data), asserted exactly, so a change that
 * adds a call fails here; raising a budget is a decision to write in the commit that does it. Date is frozen for the
 * whole file: what a warm function keeps for a few seconds stays kept however slow the machine is.
 */

interface Calls {
  statuses: number[];
  isCached: boolean;
  dynamodb: Record<string, number>;
  engine: number;
  sqlParses: number;
  signatureChecks: number;
}

/** The DynamoDB commands (counted on the document client every handler uses), engine queries, SQL parses and token
 * signature checks that requests sent together make. */
async function callsOf(...requests: (() => ReturnType<ApiClient['post']>)[]): Promise<Calls> {
  const spies = {
    runs: vi.spyOn(SlottedEngine.prototype, 'run'),
    streams: vi.spyOn(SlottedEngine.prototype, 'stream'),
    duckdbGrammar: vi.spyOn(postgresql.Parser.prototype, 'parse'),
    trinoGrammar: vi.spyOn(trino.Parser.prototype, 'parse'),
    signatures: vi.spyOn(crypto.subtle, 'verify'),
  };
  const calls = (...names: (keyof typeof spies)[]) =>
    names.reduce((sum, name) => sum + spies[name].mock.calls.length, 0);
  try {
    const { result: answers, dynamodb } = await dynamodbCallsOf(() =>
      Promise.all(requests.map((request) => request())),
    );
    const isCached = answers.every(({ body }) => (body as { result: { is_cached: boolean }[] }).result[0]!.is_cached);
    return {
      statuses: answers.map(({ status }) => status),
      isCached,
      dynamodb,
      engine: calls('runs', 'streams'),
      sqlParses: calls('duckdbGrammar', 'trinoGrammar'),
      signatureChecks: calls('signatures'),
    };
  } finally {
    for (const spy of Object.values(spies)) spy.mockRestore();
  }
}

let runtime: TestRuntime;
let client: ApiClient;

/** A new warm function: the runtime started again over the same data (every process cache starts empty), signed in anew. */
async function restart(): Promise<void> {
  await runtime.close();
  runtime = await startTestRuntime(runtime.dataDir);
  client = await loginApiClient(runtime);
}

/** A chart query over birth_names that no other test asks (its row limit tells them apart): its result is not cached. */
const chartData = (rowLimit: number) => () =>
  client.post('/api/v1/chart/data', birthNamesContext({ row_limit: rowLimit }));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  runtime = await startTestRuntime();
  client = await loginApiClient(runtime);
});

afterAll(async () => {
  await runtime.dispose();
  vi.useRealTimers();
});

describe('calls made by one chart data request', () => {
  it('reads the caller, dataset and database once, reads and writes the cache entry in the blob store only, and runs one query in a new process', async () => {
    // Arrange
    await restart();

    // Act
    const calls = await callsOf(chartData(901));

    // Assert: the user and role in one batch, the dataset, its database, the tenant's row level security filters (one
    // query, beside the dataset) and the cache entry, then the entry written.
    expect(calls).toEqual({
      statuses: [200],
      isCached: false,
      dynamodb: { BatchGetItemCommand: 1, GetItemCommand: 2, QueryCommand: 1 },
      engine: 1,
      sqlParses: 0,
      signatureChecks: 1,
    });
  });

  it('sends no DynamoDB request for a new query in a warm process: the result cache lives in the blob store', async () => {
    // Arrange
    await chartData(902)();

    // Act
    const calls = await callsOf(chartData(903));

    // Assert
    expect(calls).toEqual({
      statuses: [200],
      isCached: false,
      dynamodb: {},
      engine: 1,
      sqlParses: 0,
      signatureChecks: 0,
    });
  });

  it('answers a query it answered a moment ago with no DynamoDB or engine call', async () => {
    // Arrange
    await chartData(904)();

    // Act
    const calls = await callsOf(chartData(904));

    // Assert
    expect(calls).toEqual({
      statuses: [200],
      isCached: true,
      dynamodb: {},
      engine: 0,
      sqlParses: 0,
      signatureChecks: 0,
    });
  });

  it('answers a query cached by another process from the result cache, running nothing', async () => {
    // Arrange
    await chartData(905)();
    await restart();

    // Act
    const calls = await callsOf(chartData(905));

    // Assert: the user and role in one batch, the dataset, its database, the row level security filters and the cache
    // entry (its blob beside it).
    expect(calls).toEqual({
      statuses: [200],
      isCached: true,
      dynamodb: { BatchGetItemCommand: 1, GetItemCommand: 2, QueryCommand: 1 },
      engine: 0,
      sqlParses: 0,
      signatureChecks: 1,
    });
  });
});

/** A chart query with custom SQL, as dashboards' charts carry it: a WHERE fragment and an SQL metric. */
const customSqlData = (rowLimit: number) => () =>
  client.post(
    '/api/v1/chart/data',
    birthNamesContext({
      row_limit: rowLimit,
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'total' }],
      orderby: [],
      extras: { where: "name LIKE 'A%'" },
    }),
  );

describe('work of chart data requests with custom SQL and many viewers', () => {
  it('checks each custom SQL fragment once in a new process, and the caller token once', async () => {
    // Arrange
    await restart();

    // Act
    const calls = await callsOf(customSqlData(911));

    // Assert: the row level security filters are one query per new process (then kept for seconds, as roles are).
    expect(calls).toEqual({
      statuses: [200],
      isCached: false,
      dynamodb: { BatchGetItemCommand: 1, GetItemCommand: 2, QueryCommand: 1 },
      engine: 1,
      sqlParses: 2,
      signatureChecks: 1,
    });
  });

  it('parses no custom SQL a warm function checked already, even in a new query', async () => {
    // Arrange
    await customSqlData(912)();

    // Act
    const calls = await callsOf(customSqlData(913));

    // Assert
    expect(calls).toEqual({
      statuses: [200],
      isCached: false,
      dynamodb: {},
      engine: 1,
      sqlParses: 0,
      signatureChecks: 0,
    });
  });

  it('answers viewers asking at once for a chart another process cached with one read of each item and one token check', async () => {
    // Arrange
    await customSqlData(914)();
    await restart();

    // Act
    const calls = await callsOf(...Array.from({ length: 5 }, () => customSqlData(914)));

    // Assert: the caller's user and role, the dataset, its database, the row level security filters and the cache
    // entry, read once for all five.
    expect(calls).toEqual({
      statuses: [200, 200, 200, 200, 200],
      isCached: true,
      dynamodb: { BatchGetItemCommand: 1, GetItemCommand: 2, QueryCommand: 1 },
      engine: 0,
      sqlParses: 2,
      signatureChecks: 1,
    });
  });
});
