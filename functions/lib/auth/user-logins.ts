import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../dynamo.ts';
import { keys } from '../keys.ts';

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
