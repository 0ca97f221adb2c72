import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemKey } from '#functions/lib/keys.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import {
  forgetWrittenItems,
  readWarmItems,
  readWarmPartition,
  type StoredItem,
  WARM_ITEM_SECONDS,
} from '#functions/lib/warm-items.ts';

const user: ItemKey = { pk: 'T#default#USER', sk: 'NAME#alice' };
const role: ItemKey = { pk: 'T#default#ROLE', sk: 'NAME#Gamma' };
const dataset: ItemKey = { pk: 'T#default#DATASET', sk: 'ID#000000000001' };

/** A table of three items whose reads are recorded, one list of keys per round trip. */
function table() {
  const reads: ItemKey[][] = [];
  const items: StoredItem[] = [user, role, dataset].map((key, index) => ({ ...key, n: index }));
  const readMissing = async (keys: ItemKey[]) => {
    reads.push(keys);
    return items.filter((item) => keys.some((key) => key.pk === item.pk && key.sk === item.sk));
  };
  return { reads, read: (keys: ItemKey[]) => readWarmItems(keys, readMissing) };
}

/** A write of `commandName` with `input`, sent through the middleware; `fails` makes the table refuse it. */
async function write(commandName: string, input: object, fails = false): Promise<void> {
  const next = async () => (fails ? Promise.reject(new Error('ConditionalCheckFailedException')) : { output: {} });
  await forgetWrittenItems(next, { commandName })({ input }).catch(() => undefined);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  resetProcessState();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('readWarmItems', () => {
  it('reads the items not at hand in one round trip and answers the others from memory', async () => {
    // Arrange
    const { reads, read } = table();
    await read([user, role]);

    // Act
    const items = await read([user, role, dataset]);

    // Assert
    expect(items).toEqual([
      { ...user, n: 0 },
      { ...role, n: 1 },
      { ...dataset, n: 2 },
    ]);
    expect(reads).toEqual([[user, role], [dataset]]);
  });

  it('reads an item again once its warm life is over', async () => {
    // Arrange
    const { reads, read } = table();
    await read([user]);
    vi.setSystemTime(Date.now() + WARM_ITEM_SECONDS * 1000);

    // Act
    await read([user]);

    // Assert
    expect(reads).toEqual([[user], [user]]);
  });

  it('reads an item whose warm life ends while the others are looked up, never taking it for absent', async () => {
    // Arrange: the next request starts a millisecond before the items read first end their warm life, and each look
    // at the clock takes a millisecond.
    const { reads, read } = table();
    await read([user, role]);
    let now = Date.now() + WARM_ITEM_SECONDS * 1000 - 1;
    vi.spyOn(Date, 'now').mockImplementation(() => now++);

    // Act
    const items = await read([user, role, dataset]);

    // Assert
    expect(items).toEqual([
      { ...user, n: 0 },
      { ...role, n: 1 },
      { ...dataset, n: 2 },
    ]);
    expect(reads.slice(1).flat()).toEqual(expect.arrayContaining([role, dataset]));
  });
});

describe('forgetWrittenItems', () => {
  it('makes the next read of a written item go to the table, and leaves the others', async () => {
    // Arrange
    const { reads, read } = table();
    await read([user, role]);

    // Act
    await write('UpdateItemCommand', { TableName: 't', Key: user, UpdateExpression: 'SET active = :no' });
    await read([user, role]);

    // Assert
    expect(reads).toEqual([[user, role], [user]]);
  });

  it('forgets every item a batch or a transaction writes', async () => {
    // Arrange
    const { reads, read } = table();
    await read([user, role, dataset]);

    // Act
    await write('BatchWriteItemCommand', {
      RequestItems: { t: [{ PutRequest: { Item: { ...user, n: 9 } } }, { DeleteRequest: { Key: role } }] },
    });
    await write('TransactWriteItemsCommand', { TransactItems: [{ Put: { TableName: 't', Item: dataset } }] });
    await read([user, role, dataset]);

    // Assert
    expect(reads).toEqual([
      [user, role, dataset],
      [user, role, dataset],
    ]);
  });

  it('forgets an item whose write failed, as it may still have been made', async () => {
    // Arrange
    const { reads, read } = table();
    await read([dataset]);

    // Act
    await write('PutItemCommand', { TableName: 't', Item: { ...dataset, n: 7 } }, true);
    await read([dataset]);

    // Assert
    expect(reads).toEqual([[dataset], [dataset]]);
  });

  it('keeps items that a read names', async () => {
    // Arrange
    const { reads, read } = table();
    await read([user]);

    // Act
    await write('GetItemCommand', { TableName: 't', Key: user });
    await read([user]);

    // Assert
    expect(reads).toEqual([[user]]);
  });
});

describe('readWarmPartition', () => {
  /** The users partition, counting its reads. */
  function users() {
    let reads = 0;
    const read = () => readWarmPartition(user.pk, async () => ((reads += 1), [{ ...user, n: reads }]));
    return { reads: () => reads, read };
  }

  it('reads a partition once while it is warm, and again once its warm life is over', async () => {
    // Arrange
    const partition = users();
    await partition.read();

    // Act
    await partition.read();
    vi.advanceTimersByTime(WARM_ITEM_SECONDS * 1000 + 1);
    await partition.read();

    // Assert
    expect(partition.reads()).toBe(2);
  });

  it('reads a partition again after a write to any of its items, and keeps it after a write elsewhere', async () => {
    // Arrange
    const partition = users();
    await partition.read();

    // Act
    await write('PutItemCommand', { TableName: 't', Item: dataset });
    await partition.read();
    await write('PutItemCommand', { TableName: 't', Item: { pk: user.pk, sk: 'NAME#bob' } });
    const answer = await partition.read();

    // Assert
    expect({ reads: partition.reads(), answer }).toEqual({ reads: 2, answer: [{ ...user, n: 2 }] });
  });

  it('reads a partition now when asked for it fresh', async () => {
    // Arrange
    const partition = users();
    await partition.read();

    // Act
    const answer = await readWarmPartition(user.pk, async () => [{ ...user, n: 5 }], { fresh: true });

    // Assert
    expect(answer).toEqual([{ ...user, n: 5 }]);
  });
});
