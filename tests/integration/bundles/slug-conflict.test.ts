import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { q } from '../charts/saved/saved-chart-client.ts';
import { createDashboard } from '../dashboards/dashboard-client.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { postBundle, zipTexts } from './bundle-client.ts';

const admin = useApiClient<JsonBody>();

/** A dashboard bundle of one empty dashboard with the slug given. */
const dashboardBundle = (title: string, slug: string, uuid: string) =>
  zipTexts({
    'metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard', timestamp: '2026-01-01T00:00:00+00:00' }),
    [`dashboards/${title}.yaml`]: stringify({
      dashboard_title: title,
      slug,
      uuid,
      version: '1.0.0',
      metadata: {},
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
        HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: title } },
      },
    }),
  });

const slugOf = async (title: string): Promise<unknown> =>
  (await admin.get(`/api/v1/dashboard/${q({ filters: [{ col: 'dashboard_title', opr: 'eq', value: title }] })}`)).body
    .result[0]?.slug;

describe('a bundle dashboard whose slug another dashboard holds', () => {
  it('is imported without it, and the answer says so beside Superset\'s "OK"', async () => {
    // Arrange
    await createDashboard(admin, { dashboard_title: 'Holder', slug: 'quarterly' });

    // Act
    const answer = await postBundle(
      admin,
      '/api/v1/dashboard/import/',
      dashboardBundle('Newcomer', 'quarterly', '8e0f3c1a-52b4-4f0e-9c1d-2a3b4c5d6e01'),
    );

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'OK',
        warnings: ['Dashboard "Newcomer" was imported without its slug "quarterly": another dashboard uses that slug.'],
      },
    });
    expect([await slugOf('Newcomer'), await slugOf('Holder')]).toEqual([null, 'quarterly']);
  });

  it('keeps a free slug and answers Superset\'s "OK" alone', async () => {
    // Act
    const answer = await postBundle(
      admin,
      '/api/v1/dashboard/import/',
      dashboardBundle('Free', 'free-slug', '8e0f3c1a-52b4-4f0e-9c1d-2a3b4c5d6e02'),
    );

    // Assert
    expect(answer).toEqual({ status: 200, body: { message: 'OK' } });
    expect(await slugOf('Free')).toBe('free-slug');
  });
});
