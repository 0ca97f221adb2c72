import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listChannelConnections, pushToChannel, saveConnection } from '#functions/lib/connections.ts';
import type { PushChannel } from '#functions/lib/ports/push.ts';
import { startTestDynalite, type TestDynalite } from '../helpers/dynalite.ts';

/** A push channel that records posts and answers per connection id. */
class RecordingPush implements PushChannel {
  readonly posts: { connectionId: string; data: unknown }[] = [];
  constructor(private readonly answers: Record<string, 'sent' | 'gone' | 'fail'>) {}

  async post(connectionId: string, data: unknown): Promise<'sent' | 'gone'> {
    this.posts.push({ connectionId, data });
    const answer = this.answers[connectionId] ?? 'sent';
    if (answer === 'fail') throw new Error('ThrottlingException');
    return answer;
  }
}

let channelCounter = 0;
const ids = (connections: { connectionId: string }[]): string[] => connections.map((c) => c.connectionId).sort();

async function connect(channelId: string, connectionId: string, connectedAt = Date.now()): Promise<void> {
  await saveConnection('acme', { connectionId, channelId, userId: channelId, username: 'alice', connectedAt });
}

describe('connection registry over dynalite', () => {
  let dynalite: TestDynalite;
  let channel: string;
  beforeAll(async () => {
    dynalite = await startTestDynalite();
  });
  afterAll(() => dynalite.stop());
  beforeEach(() => {
    channelCounter += 1;
    channel = `user-${channelCounter}`;
  });

  it('lists the connections of a channel and no other', async () => {
    // Arrange
    await connect(channel, 'A');
    await connect(channel, 'B');
    await connect(`${channel}-other`, 'C');

    // Act
    const connections = await listChannelConnections('acme', channel);

    // Assert
    expect(ids(connections)).toEqual(['A', 'B']);
  });

  it('skips connections past their two-hour lifetime', async () => {
    // Arrange
    const threeHoursAgo = Date.now() - 3 * 3600_000;
    await connect(channel, 'old', threeHoursAgo);
    await connect(channel, 'fresh');

    // Act
    const connections = await listChannelConnections('acme', channel);

    // Assert
    expect(ids(connections)).toEqual(['fresh']);
  });

  it('posts to every connection of the channel', async () => {
    // Arrange
    await connect(channel, 'A');
    await connect(channel, 'B');
    const push = new RecordingPush({});

    // Act
    const outcome = await pushToChannel(push, 'acme', channel, { status: 'done' });

    // Assert
    expect({ outcome, posts: push.posts.sort((a, b) => a.connectionId.localeCompare(b.connectionId)) }).toEqual({
      outcome: { sent: 2, gone: 0, failed: 0 },
      posts: [
        { connectionId: 'A', data: { status: 'done' } },
        { connectionId: 'B', data: { status: 'done' } },
      ],
    });
  });

  it('removes the connections that answer gone', async () => {
    // Arrange
    await connect(channel, 'open');
    await connect(channel, 'closed');
    const push = new RecordingPush({ closed: 'gone' });

    // Act
    const outcome = await pushToChannel(push, 'acme', channel, { status: 'done' });

    // Assert
    expect({ outcome, left: ids(await listChannelConnections('acme', channel)) }).toEqual({
      outcome: { sent: 1, gone: 1, failed: 0 },
      left: ['open'],
    });
  });

  it('keeps a connection whose post failed otherwise and still posts to the rest', async () => {
    // Arrange
    await connect(channel, 'flaky');
    await connect(channel, 'fine');
    const push = new RecordingPush({ flaky: 'fail' });

    // Act
    const outcome = await pushToChannel(push, 'acme', channel, { status: 'done' });

    // Assert
    expect({ outcome, left: ids(await listChannelConnections('acme', channel)) }).toEqual({
      outcome: { sent: 1, gone: 0, failed: 1 },
      left: ['fine', 'flaky'],
    });
  });
});
