import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { openAdminSession, type AdminSession } from './admin-session.ts';
import { suiteServer } from './suite.ts';

const STAMP = Date.now();
const CHART_NAME = `Gender pie ${STAMP}`;

type DashboardAnswer = { result: { dashboard_title: string; position_json: string } };

/** The chart ids a dashboard's saved layout places. */
const placedCharts = (positionJson: string) =>
  Object.values(JSON.parse(positionJson) as Record<string, { type?: string; meta?: { chartId?: number } }>)
    .filter((item) => item.type === 'CHART')
    .map((item) => item.meta?.chartId);

describe('saving a dashboard as a copy', () => {
  let session: AdminSession;
  let token: string;
  let dashboardId: number;
  let chartId: number;

  beforeAll(async () => {
    token = (await login(suiteServer().url, 'admin', 'admin')).access_token;
    chartId = (
      await saveBirthsChart(token, CHART_NAME, {
        viz_type: 'pie',
        groupby: ['gender'],
        metric: 'count',
        row_limit: 100,
      })
    ).id;
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
      'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-1']),
      'CHART-1': layoutComponent('CHART-1', 'CHART', [], { chartId, width: 6, height: 50 }),
    };
    const created = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
      dashboard_title: `Genders ${STAMP}`,
      position_json: JSON.stringify(layout),
    });
    dashboardId = created.id;
    session = await openAdminSession();
  });

  afterAll(async () => {
    await session?.browser.close();
  });

  it.each([
    ['shares the charts', false, (copied: number[]) => copied.every((id) => id === chartId)],
    ['duplicates the charts', true, (copied: number[]) => copied.every((id) => id !== chartId)],
  ])('%s when asked, then opens the copy', async (what, duplicate, chartsAsAsked) => {
    // Arrange
    const { page } = session;
    const title = `Genders copy that ${what} ${STAMP}`;
    await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);
    await page.getByTestId('dashboard-chart-title').filter({ hasText: CHART_NAME }).waitFor();

    // Act
    await page.getByTestId('dashboard-menu').click();
    await page.getByTestId('dashboard-menu-save-as').click();
    await page.getByTestId('dashboard-save-as-title').fill(title);
    if (duplicate) await page.getByTestId('dashboard-save-as-duplicate').check();
    await page.screenshot({
      path: `test-results/e2e-dashboard-save-as-${duplicate ? 'duplicate' : 'share'}-modal.png`,
    });
    await page.getByTestId('dashboard-save-as-confirm').click();
    await page.waitForURL(
      (url) =>
        /^\/superset\/dashboard\/\d+\/$/.test(url.pathname) && url.pathname !== `/superset/dashboard/${dashboardId}/`,
    );
    await page.getByTestId('dashboard-chart-title').filter({ hasText: CHART_NAME }).waitFor();
    await page.screenshot({ path: `test-results/e2e-dashboard-save-as-${duplicate ? 'duplicate' : 'share'}-copy.png` });
    const copyId = /\/superset\/dashboard\/(\d+)\//.exec(page.url())![1];
    const copy = await callApi<DashboardAnswer>(token, 'GET', `/api/v1/dashboard/${copyId}`);
    const copied = placedCharts(copy.result.position_json) as number[];

    // Assert
    expect({
      title: await page.getByTestId('dashboard-title').textContent(),
      saved: copy.result.dashboard_title,
      charts: copied.length,
      asAsked: chartsAsAsked(copied),
    }).toEqual({ title, saved: title, charts: 1, asAsked: true });
  });

  it('reported no console errors on the way', () => {
    expect(session.problems).toEqual([]);
  });
});
