import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName, writeIf } from '../../lib/dynamo.ts';
import { readPartition } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { TableSchemaRecord } from './schema.ts';

/** Store a new table panel. */
export async function putTableSchema(tenant: string, panel: TableSchemaRecord): Promise<void> {
  const key = keys.tableSchema(tenant, panel.user_id, panel.id);
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...key, ...panel } }));
}

/** All of a user's table panels, by id (a user has a handful, so one partition read serves every lookup). */
export function listTableSchemas(tenant: string, userId: string): Promise<TableSchemaRecord[]> {
  return readPartition(TableSchemaRecord, keys.tableSchema(tenant, userId, 1).pk);
}

/** Set a panel's `expanded`; false when the panel does not exist. */
export async function setTableSchemaExpanded(
  tenant: string,
  userId: string,
  id: number,
  expanded: boolean,
): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tableSchema(tenant, userId, id),
      UpdateExpression: 'SET expanded = :expanded',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':expanded': expanded },
    }),
  );
}

/** Delete a panel; false when it was already gone. */
export async function deleteTableSchema(tenant: string, userId: string, id: number): Promise<boolean> {
  return writeIf(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.tableSchema(tenant, userId, id),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}
