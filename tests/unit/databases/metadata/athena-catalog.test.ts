import {
  AthenaClient,
  GetTableMetadataCommand,
  ListDatabasesCommand,
  ListDataCatalogsCommand,
  ListTableMetadataCommand,
  MetadataException,
} from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryEngineError } from '#shared/errors.ts';
import { AthenaCatalogBrowser } from '#functions/lib/adapters/catalog/athena-catalog.ts';
import { AthenaEngine } from '#functions/lib/adapters/query-engine/athena/athena-engine.ts';
import { TRINO_FUNCTION_NAMES } from '#functions/lib/adapters/catalog/trino-functions.ts';

const athena = mockClient(AthenaClient);
const browser = () =>
  new AthenaCatalogBrowser({ client: new AthenaClient({ region: 'eu-west-1' }), defaultSchema: 'examples' });
const notFound = (message: string) => new MetadataException({ message, $metadata: {} });

beforeEach(() => athena.reset());

describe('AthenaCatalogBrowser', () => {
  it('lists data catalogs across pages, sorted', async () => {
    // Arrange
    athena
      .on(ListDataCatalogsCommand, {})
      .resolves({ DataCatalogsSummary: [{ CatalogName: 'lake' }], NextToken: 'p2' })
      .on(ListDataCatalogsCommand, { NextToken: 'p2' })
      .resolves({ DataCatalogsSummary: [{ CatalogName: 'AwsDataCatalog' }] });

    // Act
    const catalogs = await browser().catalogs();

    // Assert
    expect(catalogs).toEqual(['AwsDataCatalog', 'lake']);
  });

  it('lists the schemas of the default catalog', async () => {
    // Arrange
    athena.on(ListDatabasesCommand).resolves({ DatabaseList: [{ Name: 'sales' }, { Name: 'examples' }] });

    // Act
    const schemas = await browser().schemas();

    // Assert
    expect([schemas, athena.commandCalls(ListDatabasesCommand).map((call) => call.args[0].input)]).toEqual([
      ['examples', 'sales'],
      [{ CatalogName: 'AwsDataCatalog' }],
    ]);
  });

  it('lists tables and views of a schema, sorted, with their kind', async () => {
    // Arrange
    athena.on(ListTableMetadataCommand).resolves({
      TableMetadataList: [
        { Name: 'orders', TableType: 'EXTERNAL_TABLE' },
        { Name: 'big_orders', TableType: 'VIRTUAL_VIEW' },
      ],
    });

    // Act
    const tables = await browser().tables('sales', 'lake');

    // Assert
    expect([tables, athena.commandCalls(ListTableMetadataCommand).map((call) => call.args[0].input)]).toEqual([
      [
        { name: 'big_orders', type: 'view' },
        { name: 'orders', type: 'table' },
      ],
      [{ CatalogName: 'lake', DatabaseName: 'sales' }],
    ]);
  });

  it('answers undefined for a schema Athena does not know', async () => {
    // Arrange
    athena.on(ListTableMetadataCommand).rejects(notFound('Database nowhere not found.'));

    // Act
    const tables = await browser().tables('nowhere');

    // Assert
    expect(tables).toBeUndefined();
  });

  it('describes a table with its partition keys as trailing columns, in the default schema', async () => {
    // Arrange
    athena.on(GetTableMetadataCommand).resolves({
      TableMetadata: {
        Name: 'flights',
        Columns: [
          { Name: 'origin', Type: 'varchar', Comment: 'IATA code' },
          { Name: 'delay', Type: 'decimal(8,2)' },
        ],
        PartitionKeys: [{ Name: 'ds', Type: 'date' }],
        Parameters: { comment: 'Departures' },
      },
    });

    // Act
    const table = await browser().describeTable({ name: 'flights' });

    // Assert
    expect([table, athena.commandCalls(GetTableMetadataCommand)[0]?.args[0].input]).toEqual([
      {
        name: 'flights',
        schema: 'examples',
        catalog: 'AwsDataCatalog',
        columns: [
          { name: 'origin', type: 'VARCHAR', comment: 'IATA code' },
          { name: 'delay', type: 'DECIMAL(8,2)', comment: null },
          { name: 'ds', type: 'DATE', comment: null },
        ],
        primaryKey: { name: null, columns: [] },
        partitionColumns: ['ds'],
        comment: 'Departures',
      },
      { CatalogName: 'AwsDataCatalog', DatabaseName: 'examples', TableName: 'flights' },
    ]);
  });

  it('answers undefined for a table Athena does not know', async () => {
    // Arrange
    athena.on(GetTableMetadataCommand).rejects(notFound('Table not found flights_2'));

    // Act
    const table = await browser().describeTable({ name: 'flights_2', schema: 'examples' });

    // Assert
    expect(table).toBeUndefined();
  });

  it('explains other catalog failures as engine errors', async () => {
    // Arrange
    athena
      .on(GetTableMetadataCommand)
      .rejects(
        Object.assign(new Error('User is not authorized to perform glue:GetTable'), { name: 'AccessDeniedException' }),
      );

    // Act
    const failure = await browser()
      .describeTable({ name: 'flights' })
      .catch((error: unknown) => error);

    // Assert
    expect(failure).toBeInstanceOf(QueryEngineError);
    expect((failure as QueryEngineError).errorType).toBe('DATABASE_SECURITY_ACCESS_ERROR');
  });

  it('answers the Trino function names without calling Athena', async () => {
    // Act
    const names = await browser().functionNames();

    // Assert
    expect([names, athena.calls().length]).toEqual([[...TRINO_FUNCTION_NAMES], 0]);
  });
});

describe('AthenaEngine.catalog', () => {
  it("looks up a table in the catalog and database the engine's queries run in", async () => {
    // Arrange
    athena
      .on(GetTableMetadataCommand)
      .resolves({ TableMetadata: { Name: 'flights', Columns: [{ Name: 'origin', Type: 'varchar' }] } });
    const engine = new AthenaEngine({
      client: new AthenaClient({ region: 'eu-west-1' }),
      workgroup: 'skyset',
      database: 'sales',
      catalog: 'lake',
    });

    // Act
    const table = await engine.catalog().describeTable({ name: 'flights' });

    // Assert
    expect([table, athena.commandCalls(GetTableMetadataCommand).map((call) => call.args[0].input)]).toEqual([
      {
        name: 'flights',
        schema: 'sales',
        catalog: 'lake',
        columns: [{ name: 'origin', type: 'VARCHAR', comment: null }],
        primaryKey: { name: null, columns: [] },
        partitionColumns: [],
        comment: null,
      },
      [{ CatalogName: 'lake', DatabaseName: 'sales', TableName: 'flights' }],
    ]);
  });
});

describe('TRINO_FUNCTION_NAMES', () => {
  it('is sorted, without repeats, and has the common aggregates', () => {
    // Assert
    expect(TRINO_FUNCTION_NAMES).toEqual([...new Set(TRINO_FUNCTION_NAMES)].sort());
    expect(TRINO_FUNCTION_NAMES).toEqual(expect.arrayContaining(['approx_distinct', 'count', 'date_trunc', 'sum']));
  });
});
