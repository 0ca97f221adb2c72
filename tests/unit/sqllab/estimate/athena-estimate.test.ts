import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AthenaEngine } from '#functions/lib/adapters/query-engine/athena/athena-engine.ts';
import { readIoPlan } from '#functions/lib/adapters/query-engine/athena/athena-estimate.ts';

const athena = mockClient(AthenaClient);

/** Trino's IO plan of a query over one table, as Athena prints it (pretty JSON, NaN where statistics are missing). */
const IO_PLAN = `{
  "inputTableColumnInfos" : [ {
    "table" : { "catalog" : "awsdatacatalog", "schemaTable" : { "schema" : "examples", "table" : "birth_names" } },
    "constraint" : { "none" : false, "columnConstraints" : [ ] },
    "estimate" : { "outputRowCount" : 75000.0, "outputSizeInBytes" : 5242880.0, "cpuCost" : 5242880.0, "maxMemory" : 0.0, "networkCost" : 0.0 }
  } ],
  "estimate" : { "outputRowCount" : 1000.0, "outputSizeInBytes" : 16000.0, "cpuCost" : "NaN", "maxMemory" : 0.0, "networkCost" : NaN }
}`;

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
  athena.on(StartQueryExecutionCommand).resolves({ QueryExecutionId: 'exec-explain' });
  athena
    .on(GetQueryExecutionCommand)
    .resolves({ QueryExecution: { QueryExecutionId: 'exec-explain', Status: { State: 'SUCCEEDED' } } });
  // Athena answers EXPLAIN with one row per line of the plan, under a `Query Plan` column.
  const rows = IO_PLAN.split('\n').map((line) => ({ Data: [{ VarCharValue: line }] }));
  athena.on(GetQueryResultsCommand).resolves({
    ResultSet: {
      ResultSetMetadata: { ColumnInfo: [{ Name: 'Query Plan', Label: 'Query Plan', Type: 'varchar' }] },
      Rows: rows,
    },
  });
});

describe('readIoPlan', () => {
  it('reads the output estimate and the bytes scanned from the input tables', () => {
    // Act / Assert
    expect(readIoPlan(IO_PLAN)).toEqual({ rows: 1000, bytes: 16_000, bytesScanned: 5_242_880 });
  });

  it('reads unknown estimates (tables without statistics) as null', () => {
    // Arrange
    const plan =
      '{"inputTableColumnInfos":[{"estimate":{"outputRowCount":NaN,"outputSizeInBytes":"NaN"}}],"estimate":{"outputRowCount":"NaN","outputSizeInBytes":NaN}}';

    // Act / Assert
    expect(readIoPlan(plan)).toEqual({ rows: null, bytes: null, bytesScanned: null });
  });
});

describe('AthenaEngine.estimate', () => {
  it('runs EXPLAIN (TYPE IO, FORMAT JSON) through the engine in the request schema and reads the lines back as one plan', async () => {
    // Act
    const estimate = await engine().estimate('SELECT name FROM birth_names', {
      queryId: 'estimate-1',
      schema: 'examples',
    });

    // Assert
    expect(estimate).toEqual({ rows: 1000, bytes: 16_000, bytesScanned: 5_242_880 });
    expect(
      athena
        .commandCalls(StartQueryExecutionCommand)
        .map((call) => [call.args[0].input.QueryString, call.args[0].input.QueryExecutionContext]),
    ).toEqual([
      [
        'EXPLAIN (TYPE IO, FORMAT JSON) SELECT name FROM birth_names',
        { Database: 'examples', Catalog: 'AwsDataCatalog' },
      ],
    ]);
  });
});
