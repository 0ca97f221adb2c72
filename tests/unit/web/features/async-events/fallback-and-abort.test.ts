// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LAST_EVENT_ID_KEY } from '../../../../../web/app/features/async-events/index.ts';
import { flush, jobEvent } from './fakes.ts';
import { setUpClient, track } from './set-up.ts';

const RETRY_DELAY = 2500;
const POLL_DELAY = 500;

describe('polling fallback', () => {
  it('falls back to polling once the socket fails past the retry budget, and still resolves', async () => {
    // Arrange
    const { client, sockets, lastSocket, scheduler, api } = setUpClient({
      stored: { [LAST_EVENT_ID_KEY]: '3' },
      polls: [[], [jobEvent('4', 'job-1')]],
    });
    const wait = client.waitForAsyncEvent({ job_id: 'job-1' });

    // Act: the first attempt and six retries all fail.
    for (let attempt = 0; attempt < 7; attempt += 1) {
      lastSocket().fail();
      await scheduler.advance(RETRY_DELAY);
    }
    await scheduler.advance(POLL_DELAY);

    // Assert
    expect(await wait).toEqual(jobEvent('4', 'job-1'));
    expect({ sockets: sockets.length, transport: client.activeTransport(), polled: api.requestedUrls() }).toEqual({
      sockets: 7,
      transport: 'polling',
      polled: ['/api/v1/async_event/?last_id=3', '/api/v1/async_event/?last_id=3'],
    });
  });

  it('keeps trying the socket while retries remain', async () => {
    // Arrange
    const { client, lastSocket, scheduler, api } = setUpClient();
    void client.waitForAsyncEvent({ job_id: 'job-1' });

    // Act
    for (let attempt = 0; attempt < 6; attempt += 1) {
      lastSocket().fail();
      await scheduler.advance(RETRY_DELAY);
    }

    // Assert
    expect({ transport: client.activeTransport(), polled: api.requestedUrls() }).toEqual({
      transport: 'ws',
      polled: [],
    });
  });

  it('polls from the last handled id and stops once nobody waits', async () => {
    // Arrange
    const { client, scheduler, api } = setUpClient({
      transport: 'polling',
      polls: [[jobEvent('5', 'job-0')], [jobEvent('6', 'job-1')]],
    });
    const wait = client.waitForAsyncEvent({ job_id: 'job-1' });

    // Act
    await flush();
    await scheduler.advance(POLL_DELAY);
    const event = await wait;
    await scheduler.advance(POLL_DELAY * 10);

    // Assert
    expect({ event, polled: api.requestedUrls() }).toEqual({
      event: jobEvent('6', 'job-1'),
      polled: ['/api/v1/async_event/', '/api/v1/async_event/?last_id=5'],
    });
  });
});

describe('last event id', () => {
  it("is persisted under Superset's key as events arrive, never moving back", async () => {
    // Arrange
    const { client, lastSocket, storage } = setUpClient();
    void client.waitForAsyncEvent({ job_id: 'job-1' });
    lastSocket().open();

    // Act
    lastSocket().receive(jobEvent('10', 'job-2'));
    lastSocket().receive({ type: 'replay', events: [jobEvent('9', 'job-3')] });
    await flush();

    // Assert
    expect(Object.fromEntries(storage.map)).toEqual({ [LAST_EVENT_ID_KEY]: '10' });
  });

  it('ignores a stored id that is not an event id', () => {
    // Arrange
    const { client, lastSocket } = setUpClient({ stored: { [LAST_EVENT_ID_KEY]: '1 OR 1=1' } });

    // Act
    void client.waitForAsyncEvent({ job_id: 'job-1' });
    lastSocket().open();

    // Assert
    expect([lastSocket().url, lastSocket().sent]).toEqual([
      'ws://skyset.test/ws?token=access-1',
      [{ action: 'replay' }],
    ]);
  });
});

describe('abort', () => {
  it('rejects with an AbortError when the signal aborts, and a later event changes nothing', async () => {
    // Arrange
    const { client, lastSocket } = setUpClient();
    const controller = new AbortController();
    const wait = client.waitForAsyncEvent({ job_id: 'job-1' }, controller.signal);
    lastSocket().open();

    // Act
    controller.abort();
    lastSocket().receive(jobEvent('2', 'job-1'));

    // Assert
    await expect(wait).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects at once when the signal has already aborted', async () => {
    // Arrange
    const { client, sockets } = setUpClient();
    const controller = new AbortController();
    controller.abort();

    // Act
    const wait = track(client.waitForAsyncEvent({ job_id: 'job-1' }, controller.signal));
    await flush();

    // Assert
    expect({ name: (wait.error as DOMException | undefined)?.name, sockets: sockets.length }).toEqual({
      name: 'AbortError',
      sockets: 0,
    });
  });
});
