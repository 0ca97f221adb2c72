import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './dynamo.ts';
import { keys } from './keys.ts';

/**
 * The next integer id of an entity kind in a tenant (Superset's ids are integers). A single atomic
 * ADD on a counter item: no transactions needed, and an id burned by a failed insert is harmless.
 */
export async function nextId(tenant: string, entity: string): Promise<number> {
  const result = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(tenant, entity),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}
