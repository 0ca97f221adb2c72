import { GetCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { documentClient, isExpired, tableName } from './dynamo.ts';
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
