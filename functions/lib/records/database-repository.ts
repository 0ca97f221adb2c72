import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError, NotFoundError } from '#shared/errors.ts';
import { documentClient, tableName, writeIf, insertIfAbsent } from '../dynamo.ts';
import { readItem, readPartition, readRecentItem, readRecentItemsOf } from '../item-store.ts';
import { keys } from '../keys.ts';
import { DatabaseRecord } from './database-schema.ts';

const databaseNotFound = (): NotFoundError =>
  new NotFoundError('Database not found', { errorType: 'DATABASE_NOT_FOUND_ERROR' });

/** A tenant's database by id; 404 `Database not found` as Superset answers. */
export async function getDatabase(tenant: string, id: number): Promise<DatabaseRecord> {
  const database = await findDatabase(tenant, id);
  if (!database) throw databaseNotFound();
  return database;
}

/**
 * A tenant's database by id as this warm function read it within the last few seconds (chart data reads its
 * dataset's on every request; functions/lib/warm-items.ts says what bounds its staleness); 404 as {@link getDatabase}.
 */
export async function getRecentDatabase(tenant: string, id: number): Promise<DatabaseRecord> {
  const database = await readRecentItem(DatabaseRecord, keys.database(tenant, id));
  if (!database) throw databaseNotFound();
  return database;
}

/** A tenant's databases of these ids, each as this warm function read it within the last few seconds, in their order (absent ones left out). */
export function readRecentDatabases(tenant: string, ids: readonly number[]): Promise<DatabaseRecord[]> {
  return readRecentItemsOf(
    DatabaseRecord,
    [...new Set(ids)].map((id) => keys.database(tenant, id)),
  );
}

/** A tenant's database by id, or undefined. */
export function findDatabase(tenant: string, id: number): Promise<DatabaseRecord | undefined> {
  return readItem(DatabaseRecord, keys.database(tenant, id));
}

/** All of a tenant's databases, by id. */
export function listDatabases(tenant: string): Promise<DatabaseRecord[]> {
  return readPartition(DatabaseRecord, keys.database(tenant, 1).pk);
}

/** Writes a new database; a record already under its id is left alone and answers 409. */
export async function insertDatabase(tenant: string, record: DatabaseRecord): Promise<void> {
  const written = await insertIfAbsent({ ...keys.database(tenant, record.id), ...record });
  if (!written) throw new ConflictError('Database already exists');
}

/** Replaces a database written at `expectedVersion`; a concurrent change in between answers 409. */
export async function replaceDatabase(tenant: string, record: DatabaseRecord, expectedVersion: number): Promise<void> {
  const written = await writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.database(tenant, record.id), ...record },
      ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expectedVersion },
    }),
  );
  if (!written) throw new ConflictError('The database was changed by someone else; reload and try again');
}

/** Removes a database item (absent is fine: deleting twice converges). */
export async function removeDatabase(tenant: string, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.database(tenant, id) }));
}

/** The id holding a database name, or undefined when the name is free. */
export async function nameHolder(tenant: string, name: string): Promise<number | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.databaseName(tenant, name), ConsistentRead: true }),
  );
  return Item ? Number(Item.id) : undefined;
}

/** Claims a name for an existing id (a rename); false when another database holds it. */
export async function claimNameFor(tenant: string, name: string, id: number): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.databaseName(tenant, name), id },
      ConditionExpression: 'attribute_not_exists(pk) OR id = :id',
      ExpressionAttributeValues: { ':id': id },
    }),
  );
}

/** Frees a name, only while `id` still holds it. */
export async function releaseName(tenant: string, name: string, id: number): Promise<void> {
  await writeIf(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.databaseName(tenant, name),
      ConditionExpression: 'id = :id',
      ExpressionAttributeValues: { ':id': id },
    }),
  );
}
