import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { NotFoundError, PayloadTooLargeError } from '#shared/errors.ts';
import { documentClient, insertIfAbsent, tableName, writeIf } from '../dynamo.ts';
import { readItem, readPartition, readRecentItem, readRecentItemsOf, writeVersioned } from '../item-store.ts';
import { keys } from '../keys.ts';
import { claimName } from '../name-lock.ts';
import { DatasetRecord } from './dataset-schema.ts';

/** Chart data's answer for a dataset that does not exist (or that the caller may not read): 404 `Dataset not found`. */
export const datasetNotFound = (): NotFoundError =>
  new NotFoundError('Dataset not found', { errorType: 'TABLE_NOT_FOUND_ERROR' });

/** A tenant's dataset by id; 404 `Dataset not found` as Superset answers. */
export async function getDataset(tenant: string, id: number): Promise<DatasetRecord> {
  const dataset = await readItem(DatasetRecord, keys.dataset(tenant, id));
  if (!dataset) throw datasetNotFound();
  return dataset;
}

/**
 * A tenant's dataset by id as this warm function read it within the last few seconds (chart data reads one on every
 * request; functions/lib/warm-items.ts says what bounds its staleness); 404 as {@link getDataset}.
 */
export async function getRecentDataset(tenant: string, id: number): Promise<DatasetRecord> {
  const dataset = await readRecentItem(DatasetRecord, keys.dataset(tenant, id));
  if (!dataset) throw datasetNotFound();
  return dataset;
}

/** A tenant's datasets of these ids, each as this warm function read it within the last few seconds, in their order (absent ones left out). */
export function readRecentDatasets(tenant: string, ids: readonly number[]): Promise<DatasetRecord[]> {
  return readRecentItemsOf(
    DatasetRecord,
    [...new Set(ids)].map((id) => keys.dataset(tenant, id)),
  );
}

/** A tenant's dataset by id, or undefined. */
export function findDataset(tenant: string, id: number): Promise<DatasetRecord | undefined> {
  return readItem(DatasetRecord, keys.dataset(tenant, id));
}

/** All of a tenant's datasets, by id. */
export function listDatasets(tenant: string): Promise<DatasetRecord[]> {
  return readPartition(DatasetRecord, keys.dataset(tenant, 1).pk);
}

/** The most a stored dataset may hold: one DynamoDB item (400 KB) with room for its keys and attribute names. */
export const DATASET_MAX_BYTES = 350 * 1024;

/**
 * Store a dataset: new only if its id is free, an edit only over the version read (see `writeVersioned`). 413 when
 * its columns and metrics outgrow one item, before DynamoDB would refuse it.
 */
export async function writeDataset(tenant: string, record: DatasetRecord, previousVersion?: number): Promise<void> {
  if (Buffer.byteLength(JSON.stringify(record), 'utf8') > DATASET_MAX_BYTES) {
    throw new PayloadTooLargeError(
      `The dataset is larger than ${DATASET_MAX_BYTES} bytes once stored: give it fewer or shorter columns and metrics`,
    );
  }
  await writeVersioned(
    keys.dataset(tenant, record.id),
    record,
    previousVersion,
    'The dataset was changed by someone else; reload it and try again',
  );
}

/** Where a dataset's name is unique: its database, schema and table name (one catalog per database here). */
export type DatasetName = Pick<DatasetRecord, 'database_id' | 'schema' | 'table_name'>;

const nameKey = (tenant: string, name: DatasetName) =>
  keys.datasetName(tenant, name.database_id, name.schema ?? '', name.table_name);

/**
 * The id a dataset name holds: a fresh one when the name was free, else the one already claimed (whose dataset may
 * be gone when a create stopped half-way; the caller then reuses the id).
 */
export function claimDatasetName(tenant: string, name: DatasetName): Promise<{ id: number; created: boolean }> {
  return claimName(nameKey(tenant, name), tenant, 'dataset');
}

/** Claim a dataset name for a dataset that has an id (a rename): `created` false with the holder's id when taken. */
export async function lockDatasetName(
  tenant: string,
  name: DatasetName,
  id: number,
): Promise<{ id: number; created: boolean }> {
  const key = nameKey(tenant, name);
  if (await insertIfAbsent({ ...key, id })) return { id, created: true };
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item ? { id: Number(Item.id), created: false } : lockDatasetName(tenant, name, id);
}

/** Free a dataset name, only while it still holds `id` (a newer claim is left alone). */
export async function releaseDatasetName(tenant: string, name: DatasetName, id: number): Promise<void> {
  await writeIf(
    new DeleteCommand({
      TableName: tableName(),
      Key: nameKey(tenant, name),
      ConditionExpression: 'id = :id',
      ExpressionAttributeValues: { ':id': id },
    }),
  );
}

/** Delete a dataset record (absent is fine: callers check existence first to answer 404). */
export async function deleteDatasetRecord(tenant: string, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.dataset(tenant, id) }));
}
