import { GetCommand, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '#shared/errors.ts';
import type * as z from 'zod';
import { documentClient, isExpired, tableName, writeIf } from './dynamo.ts';
import type { ItemKey } from './keys.ts';

/** One item read and parsed with its schema; undefined when absent or expired. */
export async function readItem<T extends z.ZodType>(schema: T, key: ItemKey): Promise<z.infer<T> | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!Item || isExpired(Item)) return undefined;
  return schema.parse(Item);
}

/** Every live item of one partition, parsed with its schema, in sort key order. */
export async function readPartition<T extends z.ZodType>(schema: T, pk: string): Promise<z.infer<T>[]> {
  const items: z.infer<T>[] = [];
  const pages = paginateQuery(
    { client: documentClient() },
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) if (!isExpired(item)) items.push(schema.parse(item));
  }
  return items;
}

/**
 * Store a versioned record under `key`: a new one (`previousVersion` undefined) only if the key is free, an edit only
 * if nobody wrote it since it was read (optimistic `version`), so concurrent saves never silently overwrite each
 * other. 409 with `conflict` (naming the kind of thing) when someone did.
 */
export async function writeVersioned(key: ItemKey, record: { version: number }, previousVersion: number | undefined, conflict: string): Promise<void> {
  const isNew = previousVersion === undefined;
  const written = await writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, ...record },
      ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'version = :previous',
      ExpressionAttributeValues: isNew ? undefined : { ':previous': previousVersion },
    }),
  );
  if (!written) throw new ConflictError(conflict);
}
