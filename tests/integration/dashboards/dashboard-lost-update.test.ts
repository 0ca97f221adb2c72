import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, userIdOf } from '../charts/saved/saved-chart-client.ts';
import { createDashboard, putDashboard } from './dashboard-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let annId: number;

beforeAll(async () => {
  ann = await alphaUser(admin, 'lost_ann');
  annId = await userIdOf('lost_ann');
});

/** Two editors open the same dashboard: both read its ETag, then the first saves. */
async function openedTwiceThenSaved(title: string) {
  const id = await createDashboard(ann, { dashboard_title: title, css: '.kept{}' });
  const etag = (await ann.get(`/api/v1/dashboard/${id}`)).headers.get('etag') ?? '';
  const first = await putDashboard(admin, id, { dashboard_title: `${title} (first editor)` }, etag);
  return { id, etag, first };
}

describe('saving over changes made meanwhile (If-Match)', () => {
  it('answers 409 with the stored values and the fields that differ, and keeps the first save', async () => {
    // Arrange
    const { id, etag, first } = await openedTwiceThenSaved('Contested');

    // Act
    const second = await putDashboard(ann, id, { dashboard_title: 'Contested (second editor)', css: '.kept{}' }, etag);

    // Assert
    expect([etag, first.status, first.headers.get('etag')]).toEqual(['"1"', 200, '"2"']);
    expect(second.status).toBe(409);
    expect(second.headers.get('etag')).toBe('"2"');
    expect(second.body).toEqual({
      errors: [
        {
          message: 'The dashboard was changed by someone else since you opened it',
          error_type: 'GENERIC_COMMAND_ERROR',
          level: 'warning',
          extra: {
            version: 2,
            changed_fields: ['dashboard_title'],
            current: {
              dashboard_title: 'Contested (first editor)',
              slug: null,
              owners: [annId],
              roles: [],
              position_json: null,
              css: '.kept{}',
              json_metadata: null,
              published: false,
              certified_by: null,
              certification_details: null,
              is_managed_externally: false,
              external_url: null,
              changed_on: expect.any(String),
              changed_by: expect.any(Number),
            },
          },
        },
      ],
    });
    expect((await ann.get(`/api/v1/dashboard/${id}`)).body.result.dashboard_title).toBe('Contested (first editor)');
  });

  it('saves once the client confirms the overwrite with the current ETag', async () => {
    // Arrange
    const { id, etag } = await openedTwiceThenSaved('Confirmed');
    const conflict = await putDashboard(ann, id, { dashboard_title: 'Confirmed (second editor)' }, etag);

    // Act
    const confirmed = await putDashboard(
      ann,
      id,
      { dashboard_title: 'Confirmed (second editor)' },
      conflict.headers.get('etag') ?? '',
    );

    // Assert
    expect([conflict.status, confirmed.status, confirmed.headers.get('etag')]).toEqual([409, 200, '"3"']);
    expect((await ann.get(`/api/v1/dashboard/${id}`)).body.result.dashboard_title).toBe('Confirmed (second editor)');
  });

  it('lets the last write win without If-Match, as Superset does', async () => {
    // Arrange
    const { id } = await openedTwiceThenSaved('Unguarded');

    // Act
    const second = await putDashboard(ann, id, { dashboard_title: 'Unguarded (second editor)' });

    // Assert
    expect(second.status).toBe(200);
    expect((await ann.get(`/api/v1/dashboard/${id}`)).body.result.dashboard_title).toBe('Unguarded (second editor)');
  });

  it('refuses an If-Match that names no version', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Bad tag' });

    // Act
    const response = await putDashboard(ann, id, { dashboard_title: 'x' }, 'yesterday');

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'If-Match must name a dashboard version, as its ETag' } });
  });
});
