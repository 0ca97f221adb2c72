import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
  StopQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AthenaEngine } from '#functions/lib/adapters/query-engine/athena/athena-engine.ts';
import type { EngineProgress } from '#functions/lib/ports/query-engine.ts';

const athena = mockClient(AthenaClient);

function engine(): AthenaEngine {
  return new AthenaEngine({
    client: new AthenaClient({ region: 'eu-west-1' }),
    workgroup: 'skyset',
    database: 'examples',
    sleep: async () => undefined,
    random: () => 0.5,
  });
}

beforeEach(() => {
  athena.reset();
  athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'exec-7' });
  athena.on(StopQueryExecutionCommand).resolves({});
  athena.on(GetQueryResultsCommand).resolves({ ResultSet: { ResultSetMetadata: { ColumnInfo: [] }, Rows: [] } });
});

describe("SQL Lab's Athena runs", () => {
  it('learn the execution id and its console page as soon as Athena starts it, then its state and bytes scanned on every poll', async () => {
    // Arrange
    athena
      .on(GetQueryExecutionCommand)
      .resolvesOnce({ QueryExecution: { Status: { State: 'QUEUED' } } })
      .resolvesOnce({ QueryExecution: { Status: { State: 'RUNNING' }, Statistics: { DataScannedInBytes: 1024 } } })
      .resolves({ QueryExecution: { Status: { State: 'SUCCEEDED' }, Statistics: { DataScannedInBytes: 4096 } } });
    const progress: EngineProgress[] = [];

    // Act
    await engine().run({ sql: 'SELECT 1', queryId: 'c1', onProgress: (reported) => progress.push(reported) });

    // Assert
    const trackingUrl =
      'https://eu-west-1.console.aws.amazon.com/athena/home?region=eu-west-1#/query-editor/history/exec-7';
    expect(progress).toEqual([
      { engineQueryId: 'exec-7', trackingUrl },
      { engineQueryId: 'exec-7', state: 'QUEUED', bytesScanned: undefined, trackingUrl },
      { engineQueryId: 'exec-7', state: 'RUNNING', bytesScanned: 1024, trackingUrl },
      { engineQueryId: 'exec-7', state: 'SUCCEEDED', bytesScanned: 4096, trackingUrl },
    ]);
  });

  it('are stopped at Athena by their recorded execution id from a process that did not start them', async () => {
    // Act
    const cancelled = await engine().cancel('c1', 'exec-elsewhere');

    // Assert
    expect(cancelled).toBe(true);
    expect(athena.commandCalls(StopQueryExecutionCommand).map((call) => call.args[0].input)).toEqual([
      { QueryExecutionId: 'exec-elsewhere' },
    ]);
  });

  it('cannot be stopped without an execution id when they run elsewhere', async () => {
    // Act
    const cancelled = await engine().cancel('c1');

    // Assert
    expect({ cancelled, calls: athena.calls().length }).toEqual({ cancelled: false, calls: 0 });
  });
});
