import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { startDynalite } from '#infra/local/dynalite.ts';

describe('dynalite in its own thread', () => {
  it('answers DynamoDB calls, and is closed by the first close however often it is closed', async () => {
    // Arrange
    const dynalite = await startDynalite(undefined);
    const client = new DynamoDBClient({
      endpoint: dynalite.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const tables = await client.send(new ListTablesCommand({}));
    client.destroy();

    // Act
    await dynalite.close();
    const closedAgain = dynalite.close();

    // Assert
    expect(tables.TableNames).toEqual([]);
    await expect(closedAgain).resolves.toBeUndefined();
  });
});
