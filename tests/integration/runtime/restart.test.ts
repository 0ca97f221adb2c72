import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { documentClient, tableName } from '#functions/lib/dynamo.ts';
import { keys } from '#functions/lib/keys.ts';
import { login, startTestRuntime } from '../helpers/runtime.ts';

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
    const second = await startTestRuntime(first.dataDir);
    const { access_token } = await login(second.url);
    const me = (await (
      await fetch(`${second.url}/api/v1/me/`, { headers: { authorization: `Bearer ${access_token}` } })
    ).json()) as {
      result: { id: number; login_count: number };
    };
    const datasets = await datasetCount();
    await second.dispose();

    // Assert
    expect(me.result).toMatchObject({ id: 1, login_count: 2 });
    expect(datasets).toBe(exampleTables.length);
  });
});

describe('stopping the local runtime', () => {
  it('does not wait for open WebSockets to go away', async () => {
    // Arrange
    const runtime = await startTestRuntime();
    const { access_token } = await login(runtime.url);
    const socket = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${access_token}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));

    // Act
    const started = performance.now();
    await runtime.dispose();

    // Assert
    await socketClosed;
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
