import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from './config.ts';
import { once } from './once.ts';
import { forgetWrittenItems } from './warm-items.ts';

/**
 * The document client of the one table. Endpoint and credentials come from the environment
 * (AWS_ENDPOINT_URL_DYNAMODB points at dynalite locally), so the same code runs in both runtimes. Every write it
 * sends makes this process forget its warm copy of the items written (functions/lib/warm-items.ts).
 */
export const documentClient = once((): DynamoDBDocumentClient => {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  client.middlewareStack.add(forgetWrittenItems, { step: 'initialize', name: 'forgetWrittenItems' });
  return client;
});

/** Physical name of the main table. */
export const tableName = (): string => config().TABLE_NAME;

/** Current epoch seconds, the unit of the TTL attribute. */
export const epochSeconds = (now = Date.now()): number => Math.floor(now / 1000);

/** Whether an item's TTL has passed: AWS deletes expired items lazily (dynalite never), so reads must skip them. */
export const isExpired = (item: { expiresAt?: number } | undefined, now = Date.now()): boolean =>
  item?.expiresAt !== undefined && item.expiresAt <= epochSeconds(now);

/** Whether a write failed only because its condition did not hold (the item exists, or changed meanwhile). */
export const isConditionFailure = (error: unknown): boolean =>
  (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/** A single-item write that may carry a condition. */
export type ItemWrite = PutCommand | UpdateCommand | DeleteCommand;

/** Send a conditional write: true when it was made, false when its condition did not hold; other failures throw. */
export async function writeIf(command: ItemWrite): Promise<boolean> {
  try {
    await documentClient().send(command as PutCommand);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Write a new item unless one with its key exists: true when written, false when the key was taken. The one
 * conditional insert of the code base (ids, name locks, records that must never be overwritten).
 */
export function insertIfAbsent(item: { pk: string; sk: string } & Record<string, unknown>): Promise<boolean> {
  return writeIf(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}
