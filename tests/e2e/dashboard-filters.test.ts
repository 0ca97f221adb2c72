import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { birthsValueFilter, callApi, isChartData, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();

const GENDER_FILTER = birthsValueFilter('gender', 'Gender');

/** Two tabs: a pie of genders and a bar chart of states on the first, a line over time on the second; filters and cross-filters on. */
async function createDashboard(token: string): Promise<number> {
  const pie = await saveBirthsChart(token, `Genders ${STAMP}`, {
    viz_type: 'pie',
    groupby: ['gender'],
    metric: 'count',
    row_limit: 100,
  });
  const bar = await saveBirthsChart(token, `States ${STAMP}`, {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'state',
    metrics: ['count'],
    groupby: [],
    row_limit: 10,
  });
  const line = await saveBirthsChart(token, `Over time ${STAMP}`, {
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    metrics: ['count'],
    groupby: [],
    row_limit: 100,
  });
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['TABS-1']),
    'TABS-1': layoutComponent('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
    'TAB-a': layoutComponent('TAB-a', 'TAB', ['ROW-1'], { text: 'Split' }),
    'TAB-b': layoutComponent('TAB-b', 'TAB', ['ROW-2'], { text: 'Trend' }),
    'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-pie', 'CHART-bar']),
    'CHART-pie': layoutComponent('CHART-pie', 'CHART', [], { chartId: pie.id, width: 4, height: 50 }),
    'CHART-bar': layoutComponent('CHART-bar', 'CHART', [], { chartId: bar.id, width: 8, height: 50 }),
    'ROW-2': layoutComponent('ROW-2', 'ROW', ['CHART-line']),
    'CHART-line': layoutComponent('CHART-line', 'CHART', [], { chartId: line.id, width: 12, height: 50 }),
  };
  const metadata = { native_filter_configuration: [GENDER_FILTER], cross_filters_enabled: true };
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Filtered births ${STAMP}`,
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify(metadata),
  });
  return id;
}

interface ChartQuery {
  sliceId: number | undefined;
  filters: unknown[];
}

/** The slice and the filters of a chart data request's first query. */
function chartQueryOf(request: Request): ChartQuery {
  const body = request.postDataJSON() as { form_data?: { slice_id?: number }; queries: { filters?: unknown[] }[] };
  return { sliceId: body.form_data?.slice_id, filters: body.queries[0]?.filters ?? [] };
}

/** The drawn card titled `title`. */
const card = (page: Page, title: string) =>
  page.locator('[data-testid="dashboard-chart"]', {
    has: page.getByTestId('dashboard-chart-title').getByText(title, { exact: true }),
  });

/** The number of points the chart titled `title` drew, once drawn. */
async function drawnPoints(page: Page, title: string): Promise<number> {
  const drawn = card(page, title).locator('[data-chart-status="rendered"] [data-point-count]');
  await drawn.waitFor();
  return Number(await drawn.getAttribute('data-point-count'));
}

describe('native filters and cross-filters on a dashboard', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let dashboardId: number;
  const queries: ChartQuery[] = [];

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    dashboardId = await createDashboard(token);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
    page.on('request', (request) => isChartData(request) && queries.push(chartQueryOf(request)));
    await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-filters.png', fullPage: true });
    await browser?.close();
  });

  it('applies a value filter: every chart in scope queries again with it and draws the filtered rows', async () => {
    // Arrange
    expect(await drawnPoints(page, `Genders ${STAMP}`)).toBe(2);
    const before = queries.length;

    // Act
    await page.getByLabel('Gender').first().click();
    await page.getByRole('option', { name: 'boy' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply filters' }).click();

    // Assert
    await expect.poll(() => queries.length - before).toBe(2);
    expect(queries.slice(before).map((query) => query.filters)).toEqual([
      expect.arrayContaining([{ col: 'gender', op: 'IN', val: ['boy'] }]),
      expect.arrayContaining([{ col: 'gender', op: 'IN', val: ['boy'] }]),
    ]);
    await expect
      .poll(() => card(page, `Genders ${STAMP}`).locator('[data-point-count]').getAttribute('data-point-count'))
      .toBe('1');
  });

  it('cross-filters the other charts when a pie slice is clicked, and not the pie itself', async () => {
    // Arrange
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect
      .poll(() => card(page, `Genders ${STAMP}`).locator('[data-point-count]').getAttribute('data-point-count'))
      .toBe('2');
    const before = queries.length;

    // Act
    await card(page, `Genders ${STAMP}`).locator('path.highcharts-point').first().click({ force: true });

    // Assert: only the bar chart asks again, with the clicked gender
    await expect.poll(() => queries.length - before).toBe(1);
    const [query] = queries.slice(before);
    expect(query!.filters).toEqual(
      expect.arrayContaining([{ col: 'gender', op: 'IN', val: [expect.stringMatching(/^(boy|girl)$/)] }]),
    );
  });

  it('restores the filters and the active tab from a permalink', async () => {
    // Arrange: a cross-filter is on (previous test); show the second tab and share
    await page.getByRole('tab', { name: 'Trend' }).click();
    await drawnPoints(page, `Over time ${STAMP}`);
    const permalink = page.waitForResponse((response) =>
      /\/api\/v1\/dashboard\/\d+\/permalink$/.test(new URL(response.url()).pathname),
    );
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    const { url } = (await (await permalink).json()) as { url: string };
    const shared = await signedInPage(browser);
    const sharedQueries: ChartQuery[] = [];
    // Chart queries only: the value filter's options query names no chart.
    shared.on(
      'request',
      (request) =>
        isChartData(request) &&
        chartQueryOf(request).sliceId !== undefined &&
        sharedQueries.push(chartQueryOf(request)),
    );

    // Act
    await shared.goto(new URL(url, suiteServer().url).toString());

    // Assert: the second tab shows, and its chart is queried once, with the cross-filter
    await drawnPoints(shared, `Over time ${STAMP}`);
    expect(await shared.getByRole('tab', { name: 'Trend' }).getAttribute('aria-selected')).toBe('true');
    expect(sharedQueries.map((query) => query.filters)).toEqual([
      expect.arrayContaining([{ col: 'gender', op: 'IN', val: [expect.stringMatching(/^(boy|girl)$/)] }]),
    ]);
    await shared.close();
    expect(problems).toEqual([]);
  });
});
