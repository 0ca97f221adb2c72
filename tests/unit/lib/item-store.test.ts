import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readRecentItems } from '#functions/lib/item-store.ts';
import { resetProcessState } from '#functions/lib/once.ts';

const table = mockClient(DynamoDBDocumentClient);
const user = { pk: 'T#default#USER', sk: 'NAME#alice' };
const role = { pk: 'T#default#ROLE', sk: 'NAME#Gamma' };

beforeEach(() => {
  resetProcessState();
  table.reset();
});

afterAll(() => {
  table.restore();
});

describe('readRecentItems', () => {
  it('asks again for the items a throttled batch left unprocessed, rather than taking them for absent', async () => {
    // Arrange
    table
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { skyset: [{ ...user, active: true }] }, UnprocessedKeys: { skyset: { Keys: [role] } } })
      .resolvesOnce({ Responses: { skyset: [{ ...role, permissions: [] }] } });

    // Act
    const items = await readRecentItems([user, role]);

    // Assert
    expect(items).toEqual([{ ...user, active: true }, { ...role, permissions: [] }]);
    expect(table.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems?.skyset?.Keys)).toEqual([[user, role], [role]]);
  });

  it('answers an item whose time to live has passed as absent', async () => {
    // Arrange
    table.on(BatchGetCommand).resolves({ Responses: { skyset: [{ ...user, expiresAt: 1 }, role] } });

    // Act
    const items = await readRecentItems([user, role]);

    // Assert
    expect(items).toEqual([undefined, role]);
  });
});
