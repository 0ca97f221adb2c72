import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '#shared/errors.ts';
import { documentClient, tableName, writeIf } from '../../lib/dynamo.ts';
import { readItem, readPartition } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { SavedQueryRecord } from './schema.ts';

/**
 * Store a saved query: a new one (`previousVersion` undefined) only if its id is free, an edit only if nobody
 * wrote it since it was read (optimistic `version`), so concurrent edits never silently overwrite each other.
 */
export async function writeSavedQuery(tenant: string, record: SavedQueryRecord, previousVersion?: number): Promise<void> {
  const isNew = previousVersion === undefined;
  const written = await writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.savedQuery(tenant, record.id), ...record },
      ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'version = :previous',
      ExpressionAttributeValues: isNew ? undefined : { ':previous': previousVersion },
    }),
  );
  if (!written) throw new ConflictError('The saved query was changed by someone else; reload it and try again');
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
