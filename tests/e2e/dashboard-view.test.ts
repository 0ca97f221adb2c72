import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, isChartData, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();

/** Markdown with a heading, bold text and two attempts to run code in the viewer's page. */
const HOSTILE_MARKDOWN =
  '# About\nBirths in the **US**.\n\n<img src="x" onerror="window.__pwned = 1">\n<script>window.__pwned = 2</script>';

/** A dashboard with a header, two tabs (a line chart, a markdown and a pie on the first; a bar chart on the second) and a divider. */
async function createDashboard(token: string): Promise<number> {
  const line = await saveBirthsChart(token, `Births over time ${STAMP}`, {
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    metrics: ['count'],
    groupby: ['gender'],
    row_limit: 1000,
  });
  const pie = await saveBirthsChart(token, `Gender split ${STAMP}`, {
    viz_type: 'pie',
    groupby: ['gender'],
    metric: 'count',
    row_limit: 100,
  });
  const bar = await saveBirthsChart(token, `Top states ${STAMP}`, {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'state',
    metrics: ['count'],
    groupby: [],
    row_limit: 10,
  });
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['HEADER-1', 'TABS-1']),
    'HEADER-1': layoutComponent('HEADER-1', 'HEADER', [], { text: 'Births overview', headerSize: 'MEDIUM_HEADER' }),
    'TABS-1': layoutComponent('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
    'TAB-a': layoutComponent('TAB-a', 'TAB', ['ROW-1', 'DIVIDER-1'], { text: 'Overview' }),
    'TAB-b': layoutComponent('TAB-b', 'TAB', ['ROW-2'], { text: 'States' }),
    'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-1', 'COLUMN-1'], { background: 'BACKGROUND_TRANSPARENT' }),
    'CHART-1': layoutComponent('CHART-1', 'CHART', [], { chartId: line.id, width: 8, height: 50 }),
    'COLUMN-1': layoutComponent('COLUMN-1', 'COLUMN', ['MARKDOWN-1', 'CHART-2'], { width: 4 }),
    'MARKDOWN-1': layoutComponent('MARKDOWN-1', 'MARKDOWN', [], { width: 4, height: 20, code: HOSTILE_MARKDOWN }),
    'CHART-2': layoutComponent('CHART-2', 'CHART', [], {
      chartId: pie.id,
      width: 4,
      height: 30,
      sliceNameOverride: 'Boys and girls',
    }),
    'DIVIDER-1': layoutComponent('DIVIDER-1', 'DIVIDER', []),
    'ROW-2': layoutComponent('ROW-2', 'ROW', ['CHART-3'], { background: 'BACKGROUND_WHITE' }),
    'CHART-3': layoutComponent('CHART-3', 'CHART', [], { chartId: bar.id, width: 12, height: 50 }),
  };
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Births dashboard ${STAMP}`,
    position_json: JSON.stringify(layout),
  });
  return id;
}

/** Title and drawn point count of each chart drawn in the visible tab, once all of them have drawn. */
async function drawnCharts(page: Page, count: number): Promise<{ title: string; points: number }[]> {
  const drawn = page.locator('[data-testid="dashboard-chart"]:visible:has([data-chart-status="rendered"])');
  await page.waitForFunction(
    (wanted) => document.querySelectorAll('[data-chart-status="rendered"] [data-point-count]').length >= wanted,
    count,
  );
  await expect.poll(() => drawn.count()).toBe(count);
  return drawn.evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('[data-testid="dashboard-chart-title"]')?.textContent ?? '',
      points: Number(card.querySelector<HTMLElement>('[data-point-count]')?.dataset.pointCount ?? 0),
    })),
  );
}

describe('the dashboard page', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  const chartQueries: Request[] = [];
  let dashboardId: number;

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    dashboardId = await createDashboard(token);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
    page.on('request', (request) => isChartData(request) && chartQueries.push(request));
    await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-view.png', fullPage: true });
    await browser?.close();
  });

  it('draws the first tab’s charts with their points and titles, and leaves the hidden tab’s chart unqueried', async () => {
    // Act
    const charts = await drawnCharts(page, 2);

    // Assert
    expect(await page.getByTestId('dashboard-title').textContent()).toBe(`Births dashboard ${STAMP}`);
    expect(await page.getByTestId('dashboard-header-component').textContent()).toBe('Births overview');
    expect(charts.map((chart) => chart.title)).toEqual([`Births over time ${STAMP}`, 'Boys and girls']);
    expect(charts.every((chart) => chart.points > 0)).toBe(true);
    expect(chartQueries).toHaveLength(2);
  });

  it('gives each drawn chart its screen-reader description once the page is idle', async () => {
    // Act
    const regions = page.locator(
      '[data-testid="dashboard-chart"]:visible [data-chart-status="rendered"] [id^="highcharts-screen-reader-region-before"]',
    );

    // Assert
    await expect.poll(() => regions.count()).toBe(2);
    expect(await regions.first().textContent()).toContain('Line chart with 2 lines');
  });

  it('renders the markdown and runs none of its scripts or event handlers', async () => {
    // Act
    const markdown = page.getByTestId('dashboard-markdown');
    await markdown.locator('h1').waitFor();
    const html = await markdown.innerHTML();

    // Assert
    expect(await markdown.locator('h1').textContent()).toBe('About');
    expect(await markdown.locator('strong').textContent()).toBe('US');
    expect(html).not.toMatch(/onerror|<script/i);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  it('queries and draws the second tab’s chart when its tab is first shown', async () => {
    // Act
    await page.getByRole('tab', { name: 'States' }).click();
    const charts = await drawnCharts(page, 1);

    // Assert
    expect(charts).toEqual([{ title: `Top states ${STAMP}`, points: 10 }]);
    expect(chartQueries).toHaveLength(3);
    expect(await page.getByRole('tab', { name: 'States' }).getAttribute('aria-selected')).toBe('true');
  });

  it('enters full screen from the dashboard menu: the navigation goes, the charts stay without querying again', async () => {
    // Arrange
    const queriesBefore = chartQueries.length;

    // Act
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Enter fullscreen' }).click();
    await page.waitForURL(/standalone=1/);

    // Assert
    await page.getByRole('banner').waitFor({ state: 'detached' });
    expect(await page.locator('[data-chart-status="rendered"]:visible').count()).toBe(1);
    expect(chartQueries).toHaveLength(queriesBefore);
  });

  it('shows Superset’s not found page for a dashboard that does not exist', async () => {
    // Act
    await page.goto(`${suiteServer().url}/superset/dashboard/no-such-dashboard-${STAMP}/`);

    // Assert
    await page.getByText('Error 404').waitFor();
    // Until the API serves /charts and /datasets the page reads each chart by id; the browser logs those 404s.
    // The hostile markdown's `onerror`, met while the sanitiser parses it in an inert document, is refused by the
    // page's Content-Security-Policy, which Chromium logs once: the handler is blocked, never run.
    const blockedHandler =
      /^error: Executing inline event handler violates the following Content Security Policy directive 'script-src 'self'/;
    const reported = problems.filter((problem) => !problem.includes('404 (Not Found)'));
    expect(reported).toEqual([expect.stringMatching(blockedHandler)]);
  });
});
