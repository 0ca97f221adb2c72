import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SlottedEngine } from '#functions/lib/engine-slots/slotted-engine.ts';
import { type ApiClient, loginApiClient } from '../helpers/api-client.ts';
import { dynamodbCallsOf } from '../helpers/dynamodb-calls.ts';
import { startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';
import { birthNamesContext } from './chart-client.ts';

/**
 * Budgets of one `POST /api/v1/chart/data` request: the DynamoDB commands it sends, by name, and the queries it runs
 * on the engine. Each figure is the count measured when the budget was set (by these tests, over the local runtime:
 * dynalite, DuckDB, the file blob store, synchronous chart data), asserted exactly, so a change that adds a call
 * fails here; raising a budget is a decision to write in the commit that does it. Date is frozen for the whole file:
 * what a warm function keeps for a few seconds stays kept however slow the machine is.
 */

interface Calls {
  status: number;
  isCached: boolean;
  dynamodb: Record<string, number>;
  engine: number;
}

/** The DynamoDB commands (counted on the document client every handler uses) and engine queries a request makes. */
async function callsOf(request: () => ReturnType<ApiClient['post']>): Promise<Calls> {
  const runs = vi.spyOn(SlottedEngine.prototype, 'run');
  const streams = vi.spyOn(SlottedEngine.prototype, 'stream');
  try {
    const { result: { status, body }, dynamodb } = await dynamodbCallsOf(request);
    const isCached = (body as { result: { is_cached: boolean }[] }).result[0]!.is_cached;
    return { status, isCached, dynamodb, engine: runs.mock.calls.length + streams.mock.calls.length };
  } finally {
    runs.mockRestore();
    streams.mockRestore();
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
const chartData = (rowLimit: number) => () => client.post('/api/v1/chart/data', birthNamesContext({ row_limit: rowLimit }));

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
  it('reads the caller, dataset, database and result cache once, writes the cache entry and runs one query in a new process', async () => {
    // Arrange
    await restart();

    // Act
    const calls = await callsOf(chartData(901));

    // Assert: the user and role in one batch, the dataset, its database and the cache entry, then the entry written.
    expect(calls).toEqual({ status: 200, isCached: false, dynamodb: { BatchGetItemCommand: 1, GetItemCommand: 3, PutItemCommand: 1 }, engine: 1 });
  });

  it('reads only the result cache before running a new query in a warm process', async () => {
    // Arrange
    await chartData(902)();

    // Act
    const calls = await callsOf(chartData(903));

    // Assert
    expect(calls).toEqual({ status: 200, isCached: false, dynamodb: { GetItemCommand: 1, PutItemCommand: 1 }, engine: 1 });
  });

  it('answers a query it answered a moment ago with no DynamoDB or engine call', async () => {
    // Arrange
    await chartData(904)();

    // Act
    const calls = await callsOf(chartData(904));

    // Assert
    expect(calls).toEqual({ status: 200, isCached: true, dynamodb: {}, engine: 0 });
  });

  it('answers a query cached by another process from the result cache, running nothing', async () => {
    // Arrange
    await chartData(905)();
    await restart();

    // Act
    const calls = await callsOf(chartData(905));

    // Assert: the user and role in one batch, the dataset, its database and the cache entry (its blob beside it).
    expect(calls).toEqual({ status: 200, isCached: true, dynamodb: { BatchGetItemCommand: 1, GetItemCommand: 3 }, engine: 0 });
  });
});
