import { describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createDashboard } from '../dashboards/dashboard-client.ts';
import { createTestUser } from '../sqllab/sqllab-client.ts';
import { createChart, logEvent, postBeacon, RECENT } from './log-client.ts';

const admin = useApiClient<JsonBody>();
const MINUTE = 60_000;

/** A fresh user of `roles`, so Recents start empty. */
async function freshUser(name: string, roles: string[]): Promise<ApiClient<JsonBody>> {
  return (await createTestUser(admin, name, name, roles)) as ApiClient<JsonBody>;
}

describe('GET /api/v1/log/recent_activity/', () => {
  it('answers the distinct dashboards and charts a user opened, latest first, with titles as they are now', async () => {
    // Arrange
    const user = await freshUser('recent_alpha', ['Alpha']);
    const dashboardId = await createDashboard(admin, { dashboard_title: 'Sales board', slug: 'sales-board' });
    const chartId = await createChart(admin, 'Births by year');
    const now = Date.now();
    await postBeacon(user, [
      logEvent({ event_name: 'mount_dashboard', source: 'dashboard', source_id: dashboardId, ts: now - 30 * MINUTE }),
      logEvent({
        event_name: 'mount_explorer',
        source: 'explore',
        source_id: chartId,
        slice_id: chartId,
        ts: now - 20 * MINUTE,
      }),
      logEvent({ event_name: 'mount_dashboard', source: 'dashboard', source_id: dashboardId, ts: now - 10 * MINUTE }),
      logEvent({
        event_name: 'render_chart',
        source: 'dashboard',
        source_id: dashboardId,
        slice_id: chartId,
        ts: now,
        duration: 40,
      }),
    ]);
    await admin.request(`/api/v1/chart/${chartId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slice_name: 'Births per year' }),
    });

    // Act
    const answer = await user.get(RECENT);

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: {
        result: [
          {
            action: 'dashboard',
            item_type: 'dashboard',
            item_url: '/superset/dashboard/sales-board/',
            item_title: 'Sales board',
            time: now - 10 * MINUTE,
            time_delta_humanized: '10 minutes ago',
          },
          {
            action: 'explore',
            item_type: 'slice',
            item_url: `/explore/?slice_id=${chartId}`,
            item_title: 'Births per year',
            time: now - 20 * MINUTE,
            time_delta_humanized: '20 minutes ago',
          },
        ],
      },
    });
  });

  it('pages with ?q=(page,page_size) and filters by actions', async () => {
    // Arrange
    const user = await freshUser('recent_pager', ['Alpha']);
    const ids = [
      await createDashboard(admin, { dashboard_title: 'First' }),
      await createDashboard(admin, { dashboard_title: 'Second' }),
    ];
    const chartId = await createChart(admin, 'Only chart');
    const now = Date.now();
    await user.post('/superset/log/?explode=events', {
      events: [
        ...ids.map((id, index) =>
          logEvent({ event_name: 'mount_dashboard', dashboard_id: id, ts: now - (index + 2) * MINUTE }),
        ),
        logEvent({ event_name: 'mount_explorer', slice_id: chartId, ts: now - MINUTE }),
      ],
    });

    // Act
    const second = await user.get(`${RECENT}?q=(page:1,page_size:1)`);
    const dashboardsOnly = await user.get(`${RECENT}?q=(actions:!(dashboard))`);

    // Assert
    expect(second.body.result.map((item: JsonBody) => item.item_title)).toEqual(['First']);
    expect(dashboardsOnly.body.result.map((item: JsonBody) => item.item_title)).toEqual(['First', 'Second']);
  });

  it('leaves out a chart the user can no longer see', async () => {
    // Arrange
    const gamma = await freshUser('recent_gamma', ['Gamma']);
    const hiddenChart = await createChart(admin, 'Hidden from Gamma');
    await postBeacon(gamma, [
      logEvent({ event_name: 'mount_explorer', source: 'explore', source_id: hiddenChart, ts: Date.now() }),
    ]);

    // Act
    const answer = await gamma.get(RECENT);

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { result: [] } });
  });

  it('leaves out a dashboard deleted since it was opened', async () => {
    // Arrange
    const user = await freshUser('recent_deleter', ['Alpha']);
    const kept = await createDashboard(admin, { dashboard_title: 'Kept' });
    const deleted = await createDashboard(admin, { dashboard_title: 'Soon gone' });
    await postBeacon(
      user,
      [kept, deleted].map((id) =>
        logEvent({ event_name: 'mount_dashboard', source: 'dashboard', source_id: id, ts: Date.now() }),
      ),
    );
    await admin.request(`/api/v1/dashboard/${deleted}`, { method: 'DELETE' });

    // Act
    const answer = await user.get(RECENT);

    // Assert
    expect(answer.body.result.map((item: JsonBody) => item.item_title)).toEqual(['Kept']);
  });

  it('refuses an unknown field of q with 400', async () => {
    // Act
    const answer = await admin.get(`${RECENT}?q=(distinct:!f)`);

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { message: { distinct: ['Unknown field.'] } },
    });
  });
});
