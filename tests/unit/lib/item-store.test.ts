import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { readRecentItems, readRecentPartition } from '#functions/lib/item-store.ts';
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
      .resolvesOnce({
        Responses: { skyset: [{ ...user, active: true }] },
        UnprocessedKeys: { skyset: { Keys: [role] } },
      })
      .resolvesOnce({ Responses: { skyset: [{ ...role, permissions: [] }] } });

    // Act
    const items = await readRecentItems([user, role]);

    // Assert
    expect(items).toEqual([
      { ...user, active: true },
      { ...role, permissions: [] },
    ]);
    expect(table.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems?.skyset?.Keys)).toEqual([
      [user, role],
      [role],
    ]);
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

describe('readRecentPartition', () => {
  const User = z.object({ sk: z.string() });

  it('reads a partition once for the requests of a few seconds, without its expired items, read-only', async () => {
    // Arrange
    table.on(QueryCommand).resolves({ Items: [user, { ...user, sk: 'NAME#bob', expiresAt: 1 }] });

    // Act
    const first = await readRecentPartition(User, user.pk);
    const second = await readRecentPartition(User, user.pk);

    // Assert
    expect({
      first,
      same: second[0] === first[0],
      frozen: Object.isFrozen(first[0]),
      queries: table.commandCalls(QueryCommand).length,
    }).toEqual({
      first: [{ sk: 'NAME#alice' }],
      same: true,
      frozen: true,
      queries: 1,
    });
  });
});
