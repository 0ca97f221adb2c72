import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, isChartData, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();
const TITLES = { treemap: `Gender blocks ${STAMP}`, heatmap: `Gender by state ${STAMP}`, bar: `State bars ${STAMP}` };

/** One row: a treemap of genders, a heatmap of genders by state and a bar chart of states; cross-filters on. */
async function createDashboard(token: string): Promise<number> {
  const treemap = await saveBirthsChart(token, TITLES.treemap, {
    viz_type: 'treemap_v2',
    groupby: ['gender'],
    metric: 'count',
    row_limit: 100,
  });
  const heatmap = await saveBirthsChart(token, TITLES.heatmap, {
    viz_type: 'heatmap_v2',
    x_axis: 'gender',
    groupby: 'state',
    metric: 'count',
    row_limit: 1000,
  });
  const bar = await saveBirthsChart(token, TITLES.bar, {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'state',
    metrics: ['count'],
    groupby: [],
    row_limit: 10,
  });
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
    'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-treemap', 'CHART-heatmap', 'CHART-bar']),
    'CHART-treemap': layoutComponent('CHART-treemap', 'CHART', [], { chartId: treemap.id, width: 4, height: 50 }),
    'CHART-heatmap': layoutComponent('CHART-heatmap', 'CHART', [], { chartId: heatmap.id, width: 4, height: 50 }),
    'CHART-bar': layoutComponent('CHART-bar', 'CHART', [], { chartId: bar.id, width: 4, height: 50 }),
  };
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Cross-filtered births ${STAMP}`,
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ cross_filters_enabled: true }),
  });
  return id;
}

interface ChartQuery {
  sliceId: number | undefined;
  filters: unknown[];
}

const chartQueryOf = (request: Request): ChartQuery => {
  const body = request.postDataJSON() as { form_data?: { slice_id?: number }; queries: { filters?: unknown[] }[] };
  return { sliceId: body.form_data?.slice_id, filters: body.queries[0]?.filters ?? [] };
};

const card = (page: Page, title: string) =>
  page.locator('[data-testid="dashboard-chart"]', {
    has: page.getByTestId('dashboard-chart-title').getByText(title, { exact: true }),
  });
/** The drawn points of a chart (null heatmap cells are drawn invisible: they are not points one can click). */
const points = (page: Page, title: string) =>
  card(page, title).locator('[data-chart-status="rendered"] .highcharts-point:not(.highcharts-null-point)');
const GENDER = { col: 'gender', op: 'IN', val: [expect.stringMatching(/^(boy|girl)$/)] };

describe('cross-filters from treemap and heatmap charts on a dashboard', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  const queries: ChartQuery[] = [];

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    const dashboardId = await createDashboard(token);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
    page.on('request', (request) => isChartData(request) && queries.push(chartQueryOf(request)));
    await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);
    await Promise.all(Object.values(TITLES).map((title) => points(page, title).first().waitFor()));
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-cross-filters.png', fullPage: true });
    await browser?.close();
  });

  it('filters the other charts on a treemap leaf, fades the other leaves, and clears on a second click', async () => {
    // Arrange
    const before = queries.length;
    const leaf = points(page, TITLES.treemap).first();

    // Act
    await leaf.click({ force: true });

    // Assert: the heatmap and the bar chart ask again with the leaf's gender; the other leaf fades
    await expect.poll(() => queries.length - before).toBe(2);
    expect(queries.slice(before).map((query) => query.filters)).toEqual([
      expect.arrayContaining([GENDER]),
      expect.arrayContaining([GENDER]),
    ]);
    await expect
      .poll(() =>
        points(page, TITLES.treemap).evaluateAll((leaves) =>
          leaves.map((node) => /0\.3\)$/.test(node.getAttribute('fill') ?? '')),
        ),
      )
      .toEqual([false, true]);

    // Act: the same leaf again
    const cleared = queries.length;
    await points(page, TITLES.treemap).first().click({ force: true });

    // Assert: both ask again without the gender
    await expect.poll(() => queries.length - cleared).toBe(2);
    expect(
      queries
        .slice(cleared)
        .map((query) => query.filters.some((filter) => (filter as { col?: string }).col === 'gender')),
    ).toEqual([false, false]);
  });

  it('filters the other charts on a heatmap cell by its gender and state', async () => {
    // Arrange
    const before = queries.length;
    const cells = card(page, TITLES.heatmap).locator(
      '[data-chart-status="rendered"] .highcharts-heatmap-series .highcharts-point:not(.highcharts-null-point)',
    );

    // Act
    await cells.nth(8).click();

    // Assert
    await expect.poll(() => queries.length - before).toBe(2);
    const cell = [GENDER, { col: 'state', op: 'IN', val: [expect.stringMatching(/^[A-Z]{2}$/)] }];
    expect(queries.slice(before).map((query) => query.filters)).toEqual([
      expect.arrayContaining(cell),
      expect.arrayContaining(cell),
    ]);
    expect(problems).toEqual([]);
  });
});
