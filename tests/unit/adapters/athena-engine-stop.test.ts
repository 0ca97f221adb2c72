import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
  StopQueryExecutionCommand,
  TooManyRequestsException,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AthenaEngine } from '#functions/lib/adapters/query-engine/athena/athena-engine.ts';

const athena = mockClient(AthenaClient);

/** An engine whose sleeps advance a fake clock, are recorded, and may run a hook (to cancel mid-poll). */
function makeEngine(onSleep: (count: number) => Promise<void> = async () => {}): {
  engine: AthenaEngine;
  delays: number[];
} {
  const delays: number[] = [];
  let clock = 0;
  const engine = new AthenaEngine({
    client: new AthenaClient({ region: 'eu-west-1' }),
    workgroup: 'skyset-standard',
    database: 'examples',
    sleep: async (ms) => {
      delays.push(ms);
      clock += ms;
      await onSleep(delays.length);
    },
    now: () => clock,
    random: () => 0.5,
  });
  return { engine, delays };
}

/** What a rejection is, as one comparable value. */
async function rejection(promise: Promise<unknown>): Promise<{ kind: string; errorType: unknown; message: string }> {
  try {
    await promise;
    return { kind: 'resolved', errorType: undefined, message: '' };
  } catch (error) {
    const { name, message, errorType } = error as { name: string; message: string; errorType?: unknown };
    return { kind: name, errorType, message };
  }
}

const throttled = (): TooManyRequestsException =>
  new TooManyRequestsException({ message: 'Rate exceeded', $metadata: {} });

beforeEach(() => {
  athena.reset();
  athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'exec-9' });
  athena.on(GetQueryExecutionCommand).resolves({ QueryExecution: { Status: { State: 'RUNNING' } } });
  athena.on(StopQueryExecutionCommand).resolves({});
  athena.on(GetQueryResultsCommand).resolves({ ResultSet: { ResultSetMetadata: { ColumnInfo: [] }, Rows: [] } });
});

describe('AthenaEngine cancel', () => {
  it('stops the running execution of the query id and ends the run as cancelled', async () => {
    // Arrange
    let cancelled: boolean | undefined;
    const { engine } = makeEngine(async (count) => {
      if (count === 2) cancelled = await engine.cancel('q-1');
    });
    // Act
    const outcome = await rejection(engine.run({ sql: 'SELECT 1', queryId: 'q-1' }));
    // Assert
    expect({ cancelled, outcome }).toEqual({
      cancelled: true,
      outcome: { kind: 'QueryCancelledError', errorType: 'GENERIC_DB_ENGINE_ERROR', message: 'The query was stopped' },
    });
    expect(athena.commandCalls(StopQueryExecutionCommand).map((call) => call.args[0].input)).toEqual([
      { QueryExecutionId: 'exec-9' },
    ]);
  });

  it('answers false for an id that is not running and calls nothing', async () => {
    // Arrange
    const { engine } = makeEngine();
    // Act
    const cancelled = await engine.cancel('unknown');
    // Assert
    expect({ cancelled, calls: athena.calls().length }).toEqual({ cancelled: false, calls: 0 });
  });

  it('reports an execution cancelled outside Skyset as cancelled', async () => {
    // Arrange
    athena.on(GetQueryExecutionCommand).resolves({ QueryExecution: { Status: { State: 'CANCELLED' } } });
    const { engine } = makeEngine();
    // Act
    const outcome = await rejection(engine.run({ sql: 'SELECT 1', queryId: 'q-2' }));
    // Assert
    expect(outcome).toEqual({
      kind: 'QueryCancelledError',
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message: 'The query was stopped',
    });
  });
});

describe('AthenaEngine timeout', () => {
  it('stops the execution when timeoutMs passes, never sleeping past it', async () => {
    // Arrange
    const { engine, delays } = makeEngine();
    // Act
    const outcome = await rejection(engine.run({ sql: 'SELECT 1', queryId: 'q-3', timeoutMs: 1_000 }));
    // Assert
    expect({ outcome, delays }).toEqual({
      outcome: { kind: 'QueryTimeoutError', errorType: 'BACKEND_TIMEOUT_ERROR', message: 'Request timed out' },
      delays: [250, 375, 375],
    });
    expect(athena.commandCalls(StopQueryExecutionCommand).map((call) => call.args[0].input)).toEqual([
      { QueryExecutionId: 'exec-9' },
    ]);
  });
});

describe('AthenaEngine throttling', () => {
  it('retries a throttled call with growing, jittered waits', async () => {
    // Arrange
    athena
      .on(StartQueryExecutionCommand)
      .rejectsOnce(throttled())
      .rejectsOnce(throttled())
      .resolves({ QueryExecutionId: 'exec-9' });
    athena.on(GetQueryExecutionCommand).resolves({ QueryExecution: { Status: { State: 'SUCCEEDED' } } });
    const { engine, delays } = makeEngine();
    // Act
    await engine.run({ sql: 'SELECT 1', queryId: 'q-4' });
    // Assert: with jitter drawn at 0.5, the waits are 3/4 of 200 and 400 ms, then the first poll.
    expect({ starts: athena.commandCalls(StartQueryExecutionCommand).length, delays }).toEqual({
      starts: 3,
      delays: [150, 300, 250],
    });
  });

  it('gives up after five throttled attempts with the throttling error', async () => {
    // Arrange
    athena.on(GetQueryExecutionCommand).rejects(throttled());
    const { engine, delays } = makeEngine();
    // Act
    const outcome = await rejection(engine.run({ sql: 'SELECT 1', queryId: 'q-5' }));
    // Assert
    expect({ outcome, polls: athena.commandCalls(GetQueryExecutionCommand).length, delays }).toEqual({
      outcome: { kind: 'TooManyRequestsException', errorType: undefined, message: 'Rate exceeded' },
      polls: 5,
      delays: [250, 150, 300, 600, 1200],
    });
  });

  it('retries a ThrottlingException named only by its error name', async () => {
    // Arrange
    const throttling = Object.assign(new Error('Throttling'), { name: 'ThrottlingException' });
    athena.on(StopQueryExecutionCommand).rejectsOnce(throttling).resolves({});
    let cancelled: boolean | undefined;
    const { engine } = makeEngine(async (count) => {
      if (count === 1) cancelled = await engine.cancel('q-6');
    });
    // Act
    await rejection(engine.run({ sql: 'SELECT 1', queryId: 'q-6' }));
    // Assert
    expect({ cancelled, stops: athena.commandCalls(StopQueryExecutionCommand).length }).toEqual({
      cancelled: true,
      stops: 2,
    });
  });
});
