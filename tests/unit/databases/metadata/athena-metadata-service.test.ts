import { AthenaClient, GetTableMetadataCommand, ListTableMetadataCommand } from '@aws-sdk/client-athena';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AthenaCatalogBrowser } from '#functions/lib/adapters/catalog/athena-catalog.ts';
import { MetadataCache } from '#functions/databases/metadata/metadata-cache.ts';
import type { PreviewDialect } from '#functions/databases/metadata/select-star.ts';
import {
  listTables,
  type MetadataContext,
  tableExtraMetadata,
  tableMetadata,
} from '#functions/databases/metadata/service.ts';
import { DatabaseRecord } from '#functions/lib/records/database-schema.ts';

const athena = mockClient(AthenaClient);

/** Trino's quoting, written out so these tests do not depend on the SQL toolkit. */
const trinoQuoting: PreviewDialect = {
  quoteIdentifier: (name) => `"${name.replaceAll('"', '""')}"`,
  qualifiedTable: ({ catalog, schema, table }) =>
    [catalog, schema, table]
      .filter((part) => part)
      .map((part) => `"${part}"`)
      .join('.'),
  limitOffset: (limit) => (limit === undefined ? '' : ` LIMIT ${limit}`),
};

const database = DatabaseRecord.parse({
  id: 7,
  uuid: '5f0b2a7e-9c1e-4a55-8d3f-0f6f1c2b9a10',
  database_name: 'lake',
  backend: 'awsathena',
  expose_in_sqllab: true,
  allow_run_async: true,
  allow_dml: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_file_upload: false,
  cache_timeout: null,
  extra: '{}',
  created_on: '2025-01-01T00:00:00.000Z',
  changed_on: '2025-01-01T00:00:00.000Z',
});

function context(): MetadataContext {
  const browser = new AthenaCatalogBrowser({
    client: new AthenaClient({ region: 'eu-west-1' }),
    defaultSchema: 'examples',
  });
  return { tenant: 'default', database, browser, dialect: trinoQuoting, cache: new MetadataCache() };
}

beforeEach(() => {
  athena.reset();
  athena.on(GetTableMetadataCommand).resolves({
    TableMetadata: {
      Name: 'events',
      Columns: [{ Name: 'id', Type: 'bigint' }],
      PartitionKeys: [
        { Name: 'year', Type: 'string' },
        { Name: 'month', Type: 'string' },
      ],
    },
  });
});

describe('metadata service over Athena', () => {
  it('answers the partitions of a partitioned table in the extra metadata', async () => {
    // Act
    const extra = await tableExtraMetadata(context(), { name: 'events', schema: 'logs' });

    // Assert
    expect(extra).toEqual({
      partitions: {
        cols: ['year', 'month'],
        latest: { year: null, month: null },
        partitionQuery: 'SELECT * FROM "logs"."events$partitions"\nORDER BY "year" DESC, "month" DESC\nLIMIT 100',
      },
    });
  });

  it('names the catalog in the preview SQL when the request names one', async () => {
    // Act
    const metadata = await tableMetadata(context(), { name: 'events', schema: 'logs', catalog: 'AwsDataCatalog' });

    // Assert
    expect(metadata.selectStar).toBe(
      'SELECT "id",\n       "year",\n       "month"\nFROM "AwsDataCatalog"."logs"."events"\nLIMIT 100',
    );
  });

  it('reads the table list once within the cache time, and again when forced', async () => {
    // Arrange
    athena
      .on(ListTableMetadataCommand)
      .resolves({ TableMetadataList: [{ Name: 'events', TableType: 'EXTERNAL_TABLE' }] });
    const shared = context();

    // Act
    const first = await listTables(
      shared,
      { schema_name: 'logs', force: false },
      new Map([['events', { certification: { certified_by: 'Data team' } }]]),
    );
    await listTables(shared, { schema_name: 'logs', force: false }, new Map());
    await listTables(shared, { schema_name: 'logs', force: true }, new Map());

    // Assert
    expect([first, athena.commandCalls(ListTableMetadataCommand).length]).toEqual([
      {
        count: 1,
        result: [{ value: 'events', type: 'table', extra: { certification: { certified_by: 'Data team' } } }],
      },
      2,
    ]);
  });
});
