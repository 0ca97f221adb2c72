/**
 * DynamoDB table definitions, read by the CDK storage construct and by the local runtime when it
 * creates tables in dynalite, so both runtimes have the same keys and indexes. docs/data-model.md lists the items.
 */
export interface TableDefinition {
  /** Logical name; the physical name comes from the env var `envVar`. */
  name: string;
  envVar: string;
  partitionKey: string;
  sortKey: string;
  indexes: { name: string; partitionKey: string; sortKey: string }[];
  /** Epoch seconds attribute; AWS deletes expired items lazily, so reads must ignore them. */
  ttlAttribute: string;
}

export const mainTable: TableDefinition = {
  name: 'skyset',
  envVar: 'TABLE_NAME',
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  ttlAttribute: 'expiresAt',
};

export const tableDefinitions: readonly TableDefinition[] = [mainTable];
