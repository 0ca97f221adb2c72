import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { LOG_EVENTS_MAX } from '#shared/api/log.ts';
import { readPartition } from '#functions/lib/item-store.ts';
import { keys } from '#functions/lib/keys.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createDashboard } from '../dashboards/dashboard-client.ts';
import { LOG_PATH, logEvent, postBeacon, RECENT } from './log-client.ts';

const admin = useApiClient<JsonBody>();
/** The subject (`sub`) of an access token, as the log keys its events. */
const subjectOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

/** Every stored event of the user holding `token`, in arrival order. */
const storedEvents = (token: string) =>
  readPartition(z.looseObject({}), keys.logEvent('default', subjectOf(token), 0, '').pk);

const INVALID = (field: string, message: string) => ({ status: 400, body: { message: { [field]: [message] } } });

describe('POST /superset/log/?explode=events', () => {
  it('takes a beacon FormData with the events field and answers an empty 200', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Beacon board' });
    const events = [
      logEvent({ event_name: 'mount_dashboard', source: 'dashboard', source_id: id, ts: Date.now(), duration: 120 }),
    ];

    // Act
    const answer = await postBeacon(admin, events);
    const recent = await admin.get(RECENT);

    // Assert
    expect({ status: answer.status, bytes: answer.bytes.length }).toEqual({ status: 200, bytes: 0 });
    expect(recent.body.result[0]).toEqual(
      expect.objectContaining({ item_type: 'dashboard', item_title: 'Beacon board' }),
    );
  });

  it('stores each event with its version, impression, source and object ids, name, times and duration, kept a year', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Stored board' });
    const before = (await storedEvents(admin.token)).length;
    const events = [
      logEvent({
        event_name: 'render_chart',
        source: 'dashboard',
        source_id: id,
        slice_id: 5,
        ts: 1_700_000_000_000,
        duration: 87,
        start_offset: 12,
      }),
      logEvent({ event_name: 'load_chart', source: 'explore', source_id: 5, ts: 1_700_000_000_500, duration: 300 }),
    ];

    // Act
    await admin.post(LOG_PATH, events);
    const stored = (await storedEvents(admin.token)).slice(before);

    // Assert
    const common = {
      pk: expect.any(String),
      sk: expect.stringMatching(/^TS#\d{13}#[0-9a-f-]{36}$/),
      user_id: 1,
      username: 'admin',
      received_at: expect.any(Number),
      version: 'v2',
      impression_id: 'imp-1',
    };
    const sorted = stored.sort((a, b) => String(a.event_name).localeCompare(String(b.event_name)));
    expect(sorted).toEqual([
      {
        ...common,
        event_name: 'load_chart',
        source: 'explore',
        source_id: '5',
        dashboard_id: null,
        slice_id: 5,
        ts: 1_700_000_000_500,
        duration_ms: 300,
        json: expect.any(String),
        expiresAt: expect.any(Number),
      },
      {
        ...common,
        event_name: 'render_chart',
        source: 'dashboard',
        source_id: String(id),
        dashboard_id: id,
        slice_id: 5,
        ts: 1_700_000_000_000,
        duration_ms: 87,
        json: expect.any(String),
        expiresAt: expect.any(Number),
      },
    ]);
    expect(sorted.map((item) => JSON.parse(String(item.json)))).toEqual([events[1], events[0]]);
    expect(sorted.map((item) => Number(item.expiresAt) - Math.floor(Number(item.received_at) / 1000))).toEqual([
      365 * 86_400,
      365 * 86_400,
    ]);
  });

  it('takes a JSON body holding the events, and a text/plain beacon holding the list', async () => {
    // Arrange
    const events = [logEvent({ event_name: 'spa_navigation', path: '/chart/list/', ts: Date.now() })];

    // Act
    const json = await admin.post(LOG_PATH, { events });
    const text = await admin.request(LOG_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(events),
    });

    // Assert
    expect([json.status, text.status]).toEqual([200, 200]);
  });

  it('takes the ids of the query string for events that name none', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Query string board' });

    // Act
    const answer = await admin.post(`${LOG_PATH}&dashboard_id=${id}`, [
      logEvent({ event_name: 'mount_dashboard', ts: Date.now() }),
    ]);
    const recent = await admin.get(`${RECENT}?q=(page_size:1)`);

    // Assert
    expect(answer.status).toBe(200);
    expect(recent.body.result).toEqual([
      expect.objectContaining({ item_url: `/superset/dashboard/${id}/`, item_title: 'Query string board' }),
    ]);
  });

  it.each([
    [
      'a body that is no JSON',
      { 'content-type': 'application/json' },
      '{events',
      { status: 400, body: { message: 'Request is not JSON' } },
    ],
    [
      'a JSON object without events',
      { 'content-type': 'application/json' },
      '{"event_name":"x"}',
      { status: 400, body: { message: 'Missing the events field' } },
    ],
    [
      'an empty list',
      { 'content-type': 'application/json' },
      '[]',
      INVALID('_schema', 'Shorter than minimum length 1.'),
    ],
    [
      'an event without a name',
      { 'content-type': 'application/json' },
      '[{"ts":1}]',
      INVALID('0.event_name', 'Missing data for required field.'),
    ],
    [
      'an event that is no object',
      { 'content-type': 'application/json' },
      '["x"]',
      INVALID('0', 'Not a valid mapping type.'),
    ],
    [
      'a form without events',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'other=1',
      { status: 400, body: { message: 'Missing the events field' } },
    ],
    [
      'a form whose events are no JSON',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'events=%5B',
      { status: 400, body: { message: 'Request is not JSON' } },
    ],
  ])('refuses %s with 400', async (_name, headers, body, expected) => {
    // Act
    const answer = await admin.request(LOG_PATH, { method: 'POST', headers, body });

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual(expected);
  });

  it(`refuses more than ${LOG_EVENTS_MAX} events in one call and takes exactly ${LOG_EVENTS_MAX}`, async () => {
    // Arrange
    const events = Array.from({ length: LOG_EVENTS_MAX + 1 }, (_, index) =>
      logEvent({ event_name: 'render_chart', slice_id: index, duration: 5 }),
    );

    // Act
    const tooMany = await admin.post(LOG_PATH, events);
    const most = await admin.post(LOG_PATH, events.slice(1));

    // Assert
    expect({ status: tooMany.status, body: tooMany.body }).toEqual(
      INVALID('_schema', `Longer than maximum length ${LOG_EVENTS_MAX}.`),
    );
    expect(most.status).toBe(200);
  });

  it('refuses an explode other than events', async () => {
    // Act
    const answer = await admin.post('/superset/log/?explode=records', [logEvent({ event_name: 'x' })]);

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { message: 'Only explode=events is supported' },
    });
  });
});
