import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/dynamo.ts';
import { readItem, readPartition, writeVersioned } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { SavedQueryRecord } from './schema.ts';

/** Store a SavedQueryRecord (see `writeVersioned`: new only if absent, an edit only over the version read). */
export function writeSavedQuery(tenant: string, record: SavedQueryRecord, previousVersion?: number): Promise<void> {
  return writeVersioned(
    keys.savedQuery(tenant, record.id),
    record,
    previousVersion,
    'The saved query was changed by someone else; reload it and try again',
  );
}

/** A saved query by id, or undefined. */
export function readSavedQuery(tenant: string, id: number): Promise<SavedQueryRecord | undefined> {
  return readItem(SavedQueryRecord, keys.savedQuery(tenant, id));
}

/** Every saved query of a tenant, by id (one partition; lists filter in memory as Superset's list API does in SQL). */
export function listSavedQueryRecords(tenant: string): Promise<SavedQueryRecord[]> {
  return readPartition(SavedQueryRecord, keys.savedQuery(tenant, 1).pk);
}

/** Delete a saved query (absent is fine: callers check existence first to answer 404). */
export async function deleteSavedQueryRecord(tenant: string, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.savedQuery(tenant, id) }));
}
