import { randomUUID } from 'node:crypto';
import type { ExampleTable } from '#shared/examples/types.ts';
import { insertIfAbsent } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';
import { claimName } from '../lib/name-lock.ts';
import { DatabaseRecord } from '../lib/records/database-schema.ts';
import { DatasetRecord } from '../lib/records/dataset-schema.ts';

export interface ExamplesSetup {
  tenant: string;
  ownerId: number;
  backend: DatabaseRecord['backend'];
  /** Schema the example tables live in: DuckDB's `main`, or the Glue database on Athena. */
  schema: string;
  tables: readonly ExampleTable[];
  now?: Date;
}

/** Write an item unless it exists, so a restart never overwrites what users changed since. */
async function putIfAbsent(key: { pk: string; sk: string }, record: object): Promise<void> {
  await insertIfAbsent({ ...key, ...record });
}

function exampleDatabase(id: number, backend: DatabaseRecord['backend'], now: string): DatabaseRecord {
  return DatabaseRecord.parse({
    id,
    uuid: randomUUID(),
    database_name: 'examples',
    backend,
    expose_in_sqllab: true,
    allow_run_async: true,
    allow_dml: false,
    allow_ctas: false,
    allow_cvas: false,
    allow_file_upload: false,
    cache_timeout: null,
    extra: '{}',
    created_on: now,
    changed_on: now,
  });
}

function exampleDataset(
  table: ExampleTable,
  ids: { id: number; databaseId: number; ownerId: number },
  schema: string,
  now: string,
): DatasetRecord {
  return DatasetRecord.parse({
    id: ids.id,
    uuid: randomUUID(),
    table_name: table.name,
    schema,
    catalog: null,
    database_id: ids.databaseId,
    sql: null,
    kind: 'physical',
    description: table.description,
    main_dttm_col: table.main_dttm_col,
    cache_timeout: null,
    owners: [ids.ownerId],
    extra: null,
    created_on: now,
    changed_on: now,
    version: 1,
    columns: table.columns.map((column, index) => ({
      id: index + 1,
      uuid: randomUUID(),
      column_name: column.name,
      type: column.expression ? null : column.type,
      is_dttm: column.is_dttm ?? false,
      expression: column.expression ?? null,
      verbose_name: column.verbose_name ?? null,
      description: column.description ?? null,
      groupby: column.groupby ?? true,
      filterable: column.filterable ?? true,
      is_active: true,
      python_date_format: null,
      advanced_data_type: null,
      extra: null,
    })),
    metrics: table.metrics.map((metric, index) => ({
      id: index + 1,
      uuid: randomUUID(),
      metric_name: metric.metric_name,
      expression: metric.expression,
      metric_type: null,
      verbose_name: metric.verbose_name ?? null,
      description: null,
      d3format: metric.d3format ?? null,
      currency: null,
      warning_text: null,
      extra: null,
    })),
  });
}

/**
 * Register the `examples` database and one dataset per example table, once per tenant.
 * Names are claimed with conditional writes, so concurrent or interrupted starts converge on one copy.
 */
export async function registerExamples({
  tenant,
  ownerId,
  backend,
  schema,
  tables,
  now = new Date(),
}: ExamplesSetup): Promise<{ databaseId: number; datasetIds: number[] }> {
  const stamp = now.toISOString();
  const { id: databaseId } = await claimName(keys.databaseName(tenant, 'examples'), tenant, 'database');
  await putIfAbsent(keys.database(tenant, databaseId), exampleDatabase(databaseId, backend, stamp));
  const datasetIds: number[] = [];
  for (const table of tables) {
    const { id } = await claimName(keys.datasetName(tenant, databaseId, schema, table.name), tenant, 'dataset');
    await putIfAbsent(keys.dataset(tenant, id), exampleDataset(table, { id, databaseId, ownerId }, schema, stamp));
    datasetIds.push(id);
  }
  return { databaseId, datasetIds };
}
