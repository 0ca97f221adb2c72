// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LAST_EVENT_ID_KEY } from '../../../../../web/app/features/async-events/index.ts';
import { flush, jobEvent } from './fakes.ts';
import { setUpClient, track } from './set-up.ts';

const RETRY_DELAY = 2500;

describe('waitForAsyncEvent over the WebSocket', () => {
  it('resolves the waiter of the job a pushed event names, and only that one', async () => {
    // Arrange
    const { client, lastSocket } = setUpClient();
    const first = track(client.waitForAsyncEvent({ job_id: 'job-1' }));
    const second = track(client.waitForAsyncEvent({ job_id: 'job-2' }));
    lastSocket().open();

    // Act
    lastSocket().receive(jobEvent('4', 'job-1'));
    await flush();

    // Assert
    expect({ first, second }).toEqual({
      first: { settled: true, value: jobEvent('4', 'job-1') },
      second: { settled: false },
    });
  });

  it('ignores an event for another job and progress events of its own', async () => {
    // Arrange
    const { client, lastSocket } = setUpClient();
    const wait = track(client.waitForAsyncEvent({ job_id: 'job-1' }));
    lastSocket().open();

    // Act
    lastSocket().receive(jobEvent('4', 'job-9'));
    lastSocket().receive(jobEvent('5', 'job-1', 'running'));
    lastSocket().receive({ type: 'pong' });
    await flush();

    // Assert
    expect(wait).toEqual({ settled: false });
  });

  it('opens one socket for every wait and asks for a replay from the stored id once open', async () => {
    // Arrange
    const { client, sockets, lastSocket } = setUpClient({ stored: { [LAST_EVENT_ID_KEY]: '12' } });
    void client.waitForAsyncEvent({ job_id: 'job-1' });
    void client.waitForAsyncEvent({ job_id: 'job-2' });

    // Act
    lastSocket().open();

    // Assert
    expect(sockets.map((socket) => [socket.url, socket.sent])).toEqual([
      ['ws://skyset.test/ws?token=access-1&last_id=12', [{ action: 'replay', last_id: '12' }]],
    ]);
  });

  it('resolves from a replayed event, and handles the same event pushed again only once', async () => {
    // Arrange
    const { client, lastSocket } = setUpClient();
    const wait = client.waitForAsyncEvent({ job_id: 'job-1' });
    lastSocket().open();

    // Act
    lastSocket().receive({ type: 'replay', events: [jobEvent('3', 'job-1')] });
    lastSocket().receive(jobEvent('3', 'job-1'));
    const again = track(client.waitForAsyncEvent({ job_id: 'job-1' }));
    await flush();

    // Assert
    expect({ event: await wait, again }).toEqual({ event: jobEvent('3', 'job-1'), again: { settled: false } });
  });

  it('resolves a wait that starts after its job was announced', async () => {
    // Arrange
    const { client, lastSocket } = setUpClient();
    void client.waitForAsyncEvent({ job_id: 'job-0' });
    lastSocket().open();
    lastSocket().receive(jobEvent('8', 'job-1'));

    // Act
    const event = await client.waitForAsyncEvent({ job_id: 'job-1' });

    // Assert
    expect(event).toEqual(jobEvent('8', 'job-1'));
  });

  it('asks for the next replay page while replays come back full', () => {
    // Arrange
    const { client, lastSocket } = setUpClient();
    void client.waitForAsyncEvent({ job_id: 'job-1' });
    lastSocket().open();
    const page = Array.from({ length: 100 }, (_, index) => jobEvent(String(index + 1), `old-${index}`));

    // Act
    lastSocket().receive({ type: 'replay', events: page });

    // Assert
    expect(lastSocket().sent).toEqual([{ action: 'replay' }, { action: 'replay', last_id: '100' }]);
  });

  it('reconnects after a drop with the last received id, in the URL and the replay', async () => {
    // Arrange
    const { client, sockets, lastSocket, scheduler } = setUpClient();
    void client.waitForAsyncEvent({ job_id: 'job-1' });
    lastSocket().open();
    lastSocket().receive(jobEvent('7', 'job-0'));

    // Act
    lastSocket().fail();
    await scheduler.advance(RETRY_DELAY);
    lastSocket().open();

    // Assert
    expect(sockets.map((socket) => [socket.url, socket.sent])).toEqual([
      ['ws://skyset.test/ws?token=access-1', [{ action: 'replay' }]],
      ['ws://skyset.test/ws?token=access-1&last_id=7', [{ action: 'replay', last_id: '7' }]],
    ]);
  });

  it('pings while open to stay inside the gateway idle limit', async () => {
    // Arrange
    const { client, lastSocket, scheduler } = setUpClient();
    void client.waitForAsyncEvent({ job_id: 'job-1' });
    lastSocket().open();

    // Act
    await scheduler.advance(10 * 60 * 1000);

    // Assert
    expect(lastSocket().sent).toEqual([{ action: 'replay' }, { action: 'ping' }, { action: 'ping' }]);
  });
});
