import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { birthsValueFilter, callApi, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();
/** Every user's password here (the policy refuses one holding the user name). */
const PASSWORD = 'dashboard-role-pass-7';
const TITLES = [`Genders ${STAMP}`, `States ${STAMP}`, `Over time ${STAMP}`];

/** A user made through the security API as an admin would, holding the roles of `roleIds`. */
async function createUser(token: string, username: string, roleIds: number[]): Promise<void> {
  await callApi(token, 'POST', '/api/v1/security/users/', {
    username,
    password: PASSWORD,
    first_name: 'Gina',
    last_name: 'Gamma',
    email: `${username}@example.com`,
    active: true,
    roles: roleIds,
  });
}

/** A published dashboard of three birth_names charts in one row and a gender filter, for `roleId` only. */
async function createRoleDashboard(token: string, roleId: number): Promise<number> {
  const charts = await Promise.all([
    saveBirthsChart(token, TITLES[0]!, { viz_type: 'pie', groupby: ['gender'], metric: 'count', row_limit: 100 }),
    saveBirthsChart(token, TITLES[1]!, {
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'state',
      metrics: ['count'],
      groupby: [],
      row_limit: 10,
    }),
    saveBirthsChart(token, TITLES[2]!, {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['count'],
      groupby: [],
      row_limit: 100,
    }),
  ]);
  const cells = charts.map(({ id }, index) =>
    layoutComponent(`CHART-${index}`, 'CHART', [], { chartId: id, width: 4, height: 50 }),
  );
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
    'ROW-1': layoutComponent(
      'ROW-1',
      'ROW',
      cells.map((cell) => cell.id),
    ),
    ...Object.fromEntries(cells.map((cell) => [cell.id, cell])),
  };
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Board of a role ${STAMP}`,
    published: true,
    roles: [roleId],
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ native_filter_configuration: [birthsValueFilter('gender', 'Gender')] }),
  });
  return id;
}

/** The drawn card titled `title`. */
const card = (page: Page, title: string) =>
  page.locator('[data-testid="dashboard-chart"]', {
    has: page.getByTestId('dashboard-chart-title').getByText(title, { exact: true }),
  });

/** The labels of the main navigation's links, once it shows its first. */
async function mainLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allTextContents();
}

describe("a Gamma user granted only a dashboard's role", () => {
  let browser: Browser;
  let dashboardId: number;
  const member = `board_member_${STAMP}`;
  const outsider = `board_outsider_${STAMP}`;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    const roles = await callApi<{ result: { id: number; name: string }[] }>(
      token,
      'GET',
      '/api/v1/security/roles/?q=(page_size:100)',
    );
    const gamma = roles.result.find((role) => role.name === 'Gamma')!.id;
    const { id: roleId } = await callApi<{ id: number }>(token, 'POST', '/api/v1/security/roles/', {
      name: `board_viewers_${STAMP}`,
    });
    dashboardId = await createRoleDashboard(token, roleId);
    await createUser(token, member, [gamma, roleId]);
    await createUser(token, outsider, [gamma]);
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the dashboard: every chart draws, the filter offers its values, and the navigation has no SQL Lab', async () => {
    // Arrange
    const page = await signedInPage(browser, member, PASSWORD);
    page.setDefaultTimeout(30_000);
    const problems = watchConsole(page);

    // Act
    await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);
    for (const title of TITLES) await card(page, title).locator('.highcharts-root').waitFor();
    const links = await mainLinks(page);
    await page.getByRole('combobox', { name: 'Gender' }).first().click();
    const options = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'test-results/e2e-dashboard-roles-member.png', fullPage: true });

    // Assert
    expect(await page.locator('[data-testid="dashboard-chart"] .highcharts-root').count()).toBe(3);
    expect(links).toEqual(['Dashboards', 'Charts', 'Datasets']);
    expect(options.toSorted()).toEqual(['boy', 'girl']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("tells a Gamma user without the role, in Superset's words, that they have no access to it", async () => {
    // Arrange
    const page = await signedInPage(browser, outsider, PASSWORD);
    page.setDefaultTimeout(30_000);

    // Act
    await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);

    // Assert
    await page.getByRole('heading', { name: "You don't have access to this dashboard." }).waitFor();
    await page.getByText('Error 404').waitFor();
    await page.screenshot({ path: 'test-results/e2e-dashboard-roles-outsider.png', fullPage: true });
    expect(await page.locator('[data-testid="dashboard-chart"]').count()).toBe(0);
    await page.context().close();
  });
});
