import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  type GetQueryResultsCommandOutput,
  type QueryExecutionState,
  StartQueryExecutionCommand,
  StopQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AthenaEngine, type AthenaEngineOptions } from '#functions/lib/adapters/query-engine/athena/athena-engine.ts';
import { clientRequestToken } from '#functions/lib/adapters/query-engine/athena/athena-run.ts';
import type { ResultPage } from '#functions/lib/ports/query-engine.ts';

const athena = mockClient(AthenaClient);

/** An engine over the mocked client whose sleeps advance a fake clock and are recorded. */
function makeEngine(options: Partial<AthenaEngineOptions> = {}): { engine: AthenaEngine; delays: number[] } {
  const delays: number[] = [];
  let clock = 0;
  const engine = new AthenaEngine({
    client: new AthenaClient({ region: 'eu-west-1' }),
    workgroup: 'skyset-standard',
    database: 'examples',
    sleep: async (ms) => {
      delays.push(ms);
      clock += ms;
    },
    now: () => clock,
    random: () => 0.5,
    ...options,
  });
  return { engine, delays };
}

function execution(state: QueryExecutionState, statistics = {}) {
  return { QueryExecution: { QueryExecutionId: 'exec-1', Status: { State: state }, Statistics: statistics } };
}

const COLUMNS = [
  { Name: 'n', Label: 'n', Type: 'integer' },
  { Name: 'name', Label: 'name', Type: 'varchar' },
];

function resultsPage(rows: string[][], nextToken?: string): GetQueryResultsCommandOutput {
  return {
    $metadata: {},
    ResultSet: {
      ResultSetMetadata: { ColumnInfo: COLUMNS },
      Rows: rows.map((row) => ({ Data: row.map((text) => ({ VarCharValue: text })) })),
    },
    ...(nextToken === undefined ? {} : { NextToken: nextToken }),
  };
}

beforeEach(() => {
  athena.reset();
  athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'exec-1' });
  athena.on(GetQueryExecutionCommand).resolves(execution('SUCCEEDED'));
  athena.on(GetQueryResultsCommand).resolves(resultsPage([['n', 'name']]));
});

describe('AthenaEngine start', () => {
  it('starts the query in the workgroup and database with reuse, output location and an idempotency token', async () => {
    // Arrange
    const { engine } = makeEngine({ outputLocation: 's3://results/athena/', resultReuseMaxAgeMinutes: 30 });
    // Act
    await engine.run({ sql: 'SELECT 1', queryId: 'q-1' });
    // Assert
    expect(athena.commandCalls(StartQueryExecutionCommand).map((call) => call.args[0].input)).toEqual([
      {
        QueryString: 'SELECT 1',
        ClientRequestToken: clientRequestToken('q-1'),
        WorkGroup: 'skyset-standard',
        QueryExecutionContext: { Database: 'examples', Catalog: 'AwsDataCatalog' },
        ResultConfiguration: { OutputLocation: 's3://results/athena/' },
        ResultReuseConfiguration: { ResultReuseByAgeConfiguration: { Enabled: true, MaxAgeInMinutes: 30 } },
      },
    ]);
  });

  it('lets the request name catalog and schema, and leaves result location and reuse to the workgroup', async () => {
    // Arrange
    const { engine } = makeEngine();
    // Act
    await engine.run({ sql: 'SELECT 1', queryId: 'q-2', catalog: 'lake', schema: 'sales' });
    // Assert
    expect(athena.commandCalls(StartQueryExecutionCommand)[0]?.args[0].input).toEqual({
      QueryString: 'SELECT 1',
      ClientRequestToken: clientRequestToken('q-2'),
      WorkGroup: 'skyset-standard',
      QueryExecutionContext: { Database: 'sales', Catalog: 'lake' },
      ResultReuseConfiguration: { ResultReuseByAgeConfiguration: { Enabled: false } },
    });
  });

  it("takes the request's result reuse age over the engine's", async () => {
    // Arrange
    const { engine } = makeEngine({ resultReuseMaxAgeMinutes: 30 });
    // Act
    await engine.run({ sql: 'SELECT 1', queryId: 'q-3', resultReuseMaxAgeMinutes: 1440 });
    await engine.run({ sql: 'SELECT 1', queryId: 'q-4', resultReuseMaxAgeMinutes: 0 });
    // Assert
    expect(
      athena.commandCalls(StartQueryExecutionCommand).map((call) => call.args[0].input.ResultReuseConfiguration),
    ).toEqual([
      { ResultReuseByAgeConfiguration: { Enabled: true, MaxAgeInMinutes: 1440 } },
      { ResultReuseByAgeConfiguration: { Enabled: false } },
    ]);
  });

  it("derives a stable 64-character token per query id, within Athena's 32-128 bounds", () => {
    // Act
    const tokens = [clientRequestToken('q-1'), clientRequestToken('q-1'), clientRequestToken('q-2')];
    // Assert
    expect(tokens.map((token) => /^[0-9a-f]{64}$/.test(token))).toEqual([true, true, true]);
    expect(new Set(tokens).size).toBe(2);
  });
});

describe('AthenaEngine polling and results', () => {
  it('polls with delays from 250 ms growing by half up to a 1 s cap', async () => {
    // Arrange
    const states: QueryExecutionState[] = ['QUEUED', 'RUNNING', 'RUNNING', 'RUNNING', 'RUNNING', 'RUNNING'];
    const polls = athena.on(GetQueryExecutionCommand);
    for (const state of states) polls.resolvesOnce(execution(state));
    polls.resolves(execution('SUCCEEDED'));
    const { engine, delays } = makeEngine();
    // Act
    await engine.run({ sql: 'SELECT 1', queryId: 'q-3' });
    // Assert
    expect(delays).toEqual([250, 375, 563, 845, 1000, 1000, 1000]);
    expect(athena.commandCalls(GetQueryExecutionCommand).map((call) => call.args[0].input)).toEqual(
      Array(7).fill({ QueryExecutionId: 'exec-1' }),
    );
  });

  it('reads every results page with NextToken, drops the header row and converts values and statistics', async () => {
    // Arrange
    athena.on(GetQueryExecutionCommand).resolves(
      execution('SUCCEEDED', {
        EngineExecutionTimeInMillis: 812,
        DataScannedInBytes: 4096,
        ResultReuseInformation: { ReusedPreviousResult: true },
      }),
    );
    athena
      .on(GetQueryResultsCommand)
      .resolvesOnce(
        resultsPage(
          [
            ['n', 'name'],
            ['1', 'a'],
          ],
          'token-2',
        ),
      )
      .resolvesOnce(resultsPage([['2', 'b']]));
    const { engine } = makeEngine();
    // Act
    const result = await engine.run({ sql: 'SELECT n, name FROM t', queryId: 'q-4' });
    // Assert
    expect(result).toEqual({
      columns: [
        { name: 'n', type: 'INTEGER' },
        { name: 'name', type: 'VARCHAR' },
      ],
      rows: [
        [1, 'a'],
        [2, 'b'],
      ],
      truncated: false,
      stats: { engineMs: 812, bytesScanned: 4096, reused: true },
    });
    expect(athena.commandCalls(GetQueryResultsCommand).map((call) => call.args[0].input)).toEqual([
      { QueryExecutionId: 'exec-1', MaxResults: 1000 },
      { QueryExecutionId: 'exec-1', MaxResults: 1000, NextToken: 'token-2' },
    ]);
  });

  it('asks for maxRows plus the header plus one row and flags truncation', async () => {
    // Arrange
    athena.on(GetQueryResultsCommand).resolves(
      resultsPage(
        [
          ['n', 'name'],
          ['1', 'a'],
          ['2', 'b'],
          ['3', 'c'],
        ],
        'token-2',
      ),
    );
    const { engine } = makeEngine();
    // Act
    const { rows, truncated } = await engine.run({ sql: 'SELECT n, name FROM t', queryId: 'q-5', maxRows: 2 });
    // Assert
    expect({ rows, truncated }).toEqual({
      rows: [
        [1, 'a'],
        [2, 'b'],
      ],
      truncated: true,
    });
    expect(athena.commandCalls(GetQueryResultsCommand).map((call) => call.args[0].input)).toEqual([
      { QueryExecutionId: 'exec-1', MaxResults: 4 },
    ]);
  });

  it('keeps a first row that is not the header (statements without one)', async () => {
    // Arrange
    athena.on(GetQueryResultsCommand).resolves(resultsPage([['7', 'x']]));
    const { engine } = makeEngine();
    // Act
    const { rows } = await engine.run({ sql: 'SHOW something', queryId: 'q-6' });
    // Assert
    expect(rows).toEqual([[7, 'x']]);
  });

  it('stops a query that scanned more than the request allows, with a clear error', async () => {
    // Arrange
    athena.on(GetQueryExecutionCommand).resolves(execution('RUNNING', { DataScannedInBytes: 2_000_000 }));
    athena.on(StopQueryExecutionCommand).resolves({});
    const { engine } = makeEngine();
    // Act
    const failure = await engine
      .run({ sql: 'SELECT * FROM big', queryId: 'q-9', maxBytesScanned: 1_000_000 })
      .catch((error: unknown) => error);
    // Assert
    expect(failure).toMatchObject({
      name: 'QueryEngineError',
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message: 'The query was stopped: it scanned more than 1000000 bytes, the limit per query',
    });
    expect(athena.commandCalls(StopQueryExecutionCommand).map((call) => call.args[0].input)).toEqual([
      { QueryExecutionId: 'exec-1' },
    ]);
  });

  it('turns a FAILED execution into the error its reason maps to, reading no results', async () => {
    // Arrange
    const reason = "TABLE_NOT_FOUND: line 1:15: Table 'awsdatacatalog.examples.nope' does not exist";
    athena.on(GetQueryExecutionCommand).resolves({
      QueryExecution: {
        Status: { State: 'FAILED', StateChangeReason: reason, AthenaError: { ErrorCategory: 2, ErrorType: 1301 } },
      },
    });
    const { engine } = makeEngine();
    // Act
    const failure = await engine.run({ sql: 'SELECT * FROM nope', queryId: 'q-8' }).catch((error: unknown) => error);
    // Assert
    expect(failure).toMatchObject({
      name: 'QueryEngineError',
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
      message: reason,
    });
    expect(athena.commandCalls(GetQueryResultsCommand)).toEqual([]);
  });

  it('streams pages of pageSize rows across results pages', async () => {
    // Arrange
    athena
      .on(GetQueryResultsCommand)
      .resolvesOnce(
        resultsPage(
          [
            ['n', 'name'],
            ['1', 'a'],
            ['2', 'b'],
            ['3', 'c'],
            ['4', 'd'],
          ],
          'token-2',
        ),
      )
      .resolvesOnce(
        resultsPage([
          ['5', 'e'],
          ['6', 'f'],
          ['7', 'g'],
        ]),
      );
    const { engine } = makeEngine();
    const pages: ResultPage[] = [];
    // Act
    for await (const page of engine.stream({ sql: 'SELECT n, name FROM t', queryId: 'q-7', pageSize: 3 }))
      pages.push(page);
    // Assert
    expect(pages.map((page) => page.rows.map((row) => row[0]))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
