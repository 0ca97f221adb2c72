import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent, listEventsAfter } from '#functions/async/event-log.ts';
import type { NewAsyncEvent } from '#functions/async/schema.ts';
import { documentClient, tableName } from '#functions/lib/dynamo.ts';
import { keys } from '#functions/lib/keys.ts';
import { startTestDynalite, type TestDynalite } from '../helpers/dynalite.ts';

let dynalite: TestDynalite;
beforeAll(async () => {
  dynalite = await startTestDynalite();
});
afterAll(async () => {
  await dynalite?.stop();
});

const event = (channel: string, job: string): NewAsyncEvent => ({
  channel_id: channel,
  job_id: job,
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${job}`,
});

describe('the async event log', () => {
  it('numbers events 1, 2, 3 and lists those after last_id in order', async () => {
    // Arrange
    for (const job of ['a', 'b', 'c']) await appendEvent('t1', event('ch-order', job));

    // Act
    const after = await listEventsAfter('t1', 'ch-order', 1);

    // Assert
    expect(after.map((e) => [e.id, e.job_id])).toEqual([
      ['2', 'b'],
      ['3', 'c'],
    ]);
  });

  it('gives concurrent writers distinct ids without gaps', async () => {
    // Act
    const written = await Promise.all(
      Array.from({ length: 15 }, (_, i) => appendEvent('t1', event('ch-race', `job-${i}`))),
    );

    // Assert
    expect(written.map((e) => Number(e.id)).sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('continues after an event whose writer died before moving the head', async () => {
    // Arrange: event 2 stored, head still at 1
    await appendEvent('t1', event('ch-crash', 'first'));
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.channelEvent('t1', 'ch-crash', 2),
          eventId: 2,
          event: { ...event('ch-crash', 'orphan'), id: '2' },
        },
      }),
    );

    // Act
    const next = await appendEvent('t1', event('ch-crash', 'next'));

    // Assert
    expect(next.id).toBe('3');
  });

  it('keeps tenants apart', async () => {
    // Arrange
    await appendEvent('t2', event('shared', 'x'));

    // Act
    const otherTenant = await listEventsAfter('t3', 'shared', 0);

    // Assert
    expect(otherTenant).toEqual([]);
  });

  it('skips expired events', async () => {
    // Arrange
    await appendEvent('t1', event('ch-old', 'old'), Date.now() - 2 * 24 * 3600 * 1000);

    // Act
    const events = await listEventsAfter('t1', 'ch-old', 0);

    // Assert
    expect(events).toEqual([]);
  });
});
