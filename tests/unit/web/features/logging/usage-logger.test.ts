import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEventInput } from '#shared/api/log.ts';
import { logEndpoint, sendLogBatch } from '../../../../../web/app/features/logging/log-transport.ts';
import { createUsageLogger } from '../../../../../web/app/features/logging/usage-logger.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createUsageLogger', () => {
  it('sends Superset v2 events of one impression, timing and user events told apart', () => {
    // Arrange
    const sent: LogEventInput[][] = [];
    let ids = 0;
    const logger = createUsageLogger({
      send: (events) => sent.push(events),
      now: () => 1_700_000_000_000,
      newId: () => `id-${++ids}`,
      visibility: () => 'visible',
    });

    // Act
    logger.log('mount_dashboard', { source: 'dashboard', source_id: 7, dashboard_id: 7, duration: 420 });
    logger.log('select_dashboard_tab', { source: 'dashboard', source_id: 7, dashboard_id: 7, target_id: 'TAB-1' });
    vi.advanceTimersByTime(1000);

    // Assert
    expect(sent).toEqual([
      [
        {
          source: 'dashboard',
          source_id: 7,
          dashboard_id: 7,
          duration: 420,
          impression_id: 'id-1',
          version: 'v2',
          ts: 1_700_000_000_000,
          event_name: 'mount_dashboard',
          event_type: 'timing',
        },
        {
          source: 'dashboard',
          source_id: 7,
          dashboard_id: 7,
          target_id: 'TAB-1',
          impression_id: 'id-1',
          version: 'v2',
          ts: 1_700_000_000_000,
          event_name: 'select_dashboard_tab',
          event_type: 'user',
          event_id: 'id-2',
          visibility: 'visible',
        },
      ],
    ]);
  });
});

describe('sendLogBatch', () => {
  it.each<{ name: string; events: LogEventInput[]; url: string }>([
    {
      name: 'a dashboard batch names its dashboard',
      events: [{ event_name: 'mount_dashboard', source: 'dashboard', dashboard_id: 3 }],
      url: '/superset/log/?explode=events&dashboard_id=3',
    },
    {
      name: 'an Explore batch names its chart',
      events: [{ event_name: 'load_chart', source: 'explore', slice_id: 9 }],
      url: '/superset/log/?explode=events&slice_id=9',
    },
    {
      name: 'other batches name nothing',
      events: [{ event_name: 'spa_navigation' }],
      url: '/superset/log/?explode=events',
    },
  ])('$name', ({ events, url }) => {
    // Act
    const endpoint = logEndpoint(events);

    // Assert
    expect(endpoint).toBe(url);
  });

  it('posts JSON with the bearer token and keepalive, and sends nothing without a token', () => {
    // Arrange
    const fetch = vi.fn(() => Promise.resolve(new Response('')));
    const events: LogEventInput[] = [{ event_name: 'spa_navigation' }];

    // Act
    sendLogBatch({ fetch, accessToken: () => 'tok' }, events);
    sendLogBatch({ fetch, accessToken: () => undefined }, events);

    // Assert
    expect(fetch.mock.calls).toEqual([
      [
        '/superset/log/?explode=events',
        {
          method: 'POST',
          headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
          body: JSON.stringify({ events }),
          keepalive: true,
        },
      ],
    ]);
  });
});
