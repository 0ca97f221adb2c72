import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { documentClient, tableName } from '#functions/lib/dynamo.ts';
import { keys } from '#functions/lib/keys.ts';
import { login, startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';

let second: TestRuntime | undefined;
afterAll(async () => {
  await second?.dispose();
});

async function datasetCount(): Promise<number> {
  const { Count } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.dataset('default', 1).pk },
      Select: 'COUNT',
    }),
  );
  return Count ?? 0;
}

describe('the local runtime across a restart', () => {
  it('keeps users and their data, and registers the examples only once', async () => {
    // Arrange
    const first = await startTestRuntime();
    await login(first.url);
    await first.close();

    // Act
    second = await startTestRuntime(first.dataDir);
    const { access_token } = await login(second.url);
    const me = (await (await fetch(`${second.url}/api/v1/me/`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as {
      result: { id: number; login_count: number };
    };

    // Assert
    expect(me.result).toMatchObject({ id: 1, login_count: 2 });
    expect(await datasetCount()).toBe(exampleTables.length);
  });
});
