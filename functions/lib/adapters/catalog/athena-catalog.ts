import {
  type AthenaClient,
  type Column,
  GetTableMetadataCommand,
  paginateListDatabases,
  paginateListDataCatalogs,
  paginateListTableMetadata,
} from '@aws-sdk/client-athena';
import { toAthenaFailure } from '../query-engine/athena/athena-errors.ts';
import type {
  CatalogBrowser,
  ColumnDescription,
  TableDescription,
  TableEntry,
  TableName,
} from '../../ports/catalog.ts';
import { TRINO_FUNCTION_NAMES } from './trino-functions.ts';

/** Where an AthenaCatalogBrowser looks when a request names no catalog or schema. */
export interface AthenaCatalogOptions {
  client: AthenaClient;
  /** Default `AwsDataCatalog`. */
  catalog?: string;
  defaultSchema: string;
}

/** Glue's table type of a view; every other type (EXTERNAL_TABLE, MANAGED_TABLE, ICEBERG...) is a table. */
const VIEW_TABLE_TYPE = 'VIRTUAL_VIEW';

/** Athena's answer for a database or table that does not exist: a MetadataException saying "not found". */
function isNotFound(error: unknown): boolean {
  const { name, message } = error as Error;
  return (
    (name === 'MetadataException' || name === 'EntityNotFoundException') && /not found|does not exist/i.test(message)
  );
}

/** Any other catalog API failure, classified like a failed execution (access denied, throttling...). */
function explain(error: unknown): Error {
  return toAthenaFailure((error as Error).message);
}

const describeColumn = (column: Column): ColumnDescription => ({
  name: column.Name ?? '',
  type: (column.Type ?? 'unknown').toUpperCase(),
  comment: column.Comment || null,
});

/** The metadata port over Athena's catalog APIs (ListDataCatalogs, ListDatabases, ListTableMetadata, GetTableMetadata). */
export class AthenaCatalogBrowser implements CatalogBrowser {
  private readonly client: AthenaClient;
  private readonly catalog: string;
  private readonly defaultSchema: string;

  constructor(options: AthenaCatalogOptions) {
    this.client = options.client;
    this.catalog = options.catalog ?? 'AwsDataCatalog';
    this.defaultSchema = options.defaultSchema;
  }

  async catalogs(): Promise<string[]> {
    const names: string[] = [];
    for await (const page of paginateListDataCatalogs({ client: this.client }, {})) {
      for (const summary of page.DataCatalogsSummary ?? []) if (summary.CatalogName) names.push(summary.CatalogName);
    }
    return names.sort();
  }

  async schemas(catalog?: string): Promise<string[]> {
    const names: string[] = [];
    for await (const page of paginateListDatabases({ client: this.client }, { CatalogName: catalog ?? this.catalog })) {
      for (const database of page.DatabaseList ?? []) if (database.Name) names.push(database.Name);
    }
    return names.sort();
  }

  async tables(schema: string, catalog?: string): Promise<TableEntry[] | undefined> {
    const entries: TableEntry[] = [];
    const input = { CatalogName: catalog ?? this.catalog, DatabaseName: schema };
    try {
      for await (const page of paginateListTableMetadata({ client: this.client }, input)) {
        for (const table of page.TableMetadataList ?? []) {
          entries.push({ name: table.Name ?? '', type: table.TableType === VIEW_TABLE_TYPE ? 'view' : 'table' });
        }
      }
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw explain(error);
    }
    return entries.sort((a, b) => a.name.localeCompare(b.name));
  }

  async describeTable(table: TableName): Promise<TableDescription | undefined> {
    const catalog = table.catalog ?? this.catalog;
    const schema = table.schema ?? this.defaultSchema;
    try {
      const { TableMetadata: metadata } = await this.client.send(
        new GetTableMetadataCommand({ CatalogName: catalog, DatabaseName: schema, TableName: table.name }),
      );
      if (!metadata) return undefined;
      const partitions = metadata.PartitionKeys ?? [];
      return {
        name: metadata.Name ?? table.name,
        schema,
        catalog,
        // Athena lists partition keys apart from the columns; a query sees them as trailing columns.
        columns: [...(metadata.Columns ?? []), ...partitions].map(describeColumn),
        primaryKey: { name: null, columns: [] },
        partitionColumns: partitions.map((column) => column.Name ?? ''),
        comment: metadata.Parameters?.comment ?? null,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw explain(error);
    }
  }

  async functionNames(): Promise<string[]> {
    // Athena has no catalog API for functions: the engine's built-ins are listed by hand.
    return [...TRINO_FUNCTION_NAMES];
  }
}
