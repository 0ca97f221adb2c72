import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '#shared/errors.ts';
import { nextId } from '../lib/counters.ts';
import { documentClient, tableName, writeIf } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';
import { UserRecord } from './schema.ts';

/** A user by login name, or undefined. */
export async function findUser(tenant: string, username: string): Promise<UserRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.user(tenant, username) }));
  return Item ? UserRecord.parse(Item) : undefined;
}

export type NewUser = Pick<UserRecord, 'username' | 'first_name' | 'last_name' | 'email' | 'roles' | 'passwordHash'>;

/** Create a user with the next id; ConflictError when the name is taken (a single conditional write, nothing half-written). */
export async function createUser(tenant: string, user: NewUser, now = new Date()): Promise<UserRecord> {
  const record = UserRecord.parse({
    ...user,
    id: await nextId(tenant, 'user'),
    active: true,
    created_on: now.toISOString(),
    changed_on: now.toISOString(),
  });
  const written = await writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.user(tenant, user.username), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  if (!written) throw new ConflictError('User already exists');
  return record;
}

/** Count a successful login (best effort: a lost increment never blocks the login). */
export async function recordLogin(tenant: string, username: string, now = new Date()): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(tenant, username),
      UpdateExpression: 'ADD login_count :one SET last_login = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
    }),
  );
}
