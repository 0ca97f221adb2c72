import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoricalScheme } from '../../web/app/plugins/common/color-schemes.ts';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();
const TITLES = { bars: `Births by gender ${STAMP}`, pie: `Girls only ${STAMP}` };
const GIRLS = [{ clause: 'WHERE', expressionType: 'SIMPLE', subject: 'gender', operator: '==', comparator: 'girl' }];

/**
 * Two charts sharing the label "girl" at different places: a bar chart of boys and girls by year, and a pie of girls
 * only (where "girl" is the first label, so each chart alone would give it its scheme's first colour).
 */
async function createDashboard(token: string): Promise<number> {
  const bars = await saveBirthsChart(token, TITLES.bars, {
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    metrics: ['count'],
    groupby: ['gender'],
    truncate_metric: true,
    show_legend: true,
    row_limit: 1000,
  });
  const pie = await saveBirthsChart(token, TITLES.pie, {
    viz_type: 'pie',
    groupby: ['gender'],
    metric: 'count',
    adhoc_filters: GIRLS,
    show_legend: true,
    row_limit: 100,
  });
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
    'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-bars', 'CHART-pie']),
    'CHART-bars': layoutComponent('CHART-bars', 'CHART', [], { chartId: bars.id, width: 8, height: 50 }),
    'CHART-pie': layoutComponent('CHART-pie', 'CHART', [], { chartId: pie.id, width: 4, height: 50 }),
  };
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Shared colours ${STAMP}`,
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
  });
  return id;
}

const isColorsSave = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/colors');

const card = (page: Page, title: string) =>
  page.locator('[data-testid="dashboard-chart"]', {
    has: page.getByTestId('dashboard-chart-title').getByText(title, { exact: true }),
  });

/**
 * The fills "girl" is drawn with in a chart: its legend symbol and its drawn point (the bar series' first column, or
 * the pie's slice).
 */
function girlFills(page: Page, title: string): Promise<string[]> {
  return card(page, title)
    .locator('[data-chart-status="rendered"]')
    .evaluate((root) => {
      const items = [...root.querySelectorAll('.highcharts-legend-item')];
      const index = items.findIndex((item) => item.textContent === 'girl');
      const pie = root.querySelector('.highcharts-pie-series') !== null;
      const point = pie
        ? root.querySelectorAll('.highcharts-pie-series .highcharts-point')[index]
        : root.querySelector(`.highcharts-series-${index} .highcharts-point`);
      return [
        items[index]?.querySelector('.highcharts-point')?.getAttribute('fill') ?? 'no legend',
        point?.getAttribute('fill') ?? 'no point',
      ];
    });
}

/** "girl"'s fills on both charts, once both have drawn. */
async function fillsOnBothCharts(page: Page): Promise<string[]> {
  await page
    .locator('[data-testid="dashboard-chart"] [data-chart-status="rendered"] .highcharts-legend-item')
    .nth(2)
    .waitFor();
  return [...(await girlFills(page, TITLES.bars)), ...(await girlFills(page, TITLES.pie))];
}

describe('shared label colours on a dashboard', () => {
  let browser: Browser;
  let problems: string[];
  let dashboardUrl: string;
  const visits: { page: Page; colorSaves: Request[] }[] = [];

  /** Opens the dashboard in a new page, as a new visit would, counting the colour saves it sends. */
  async function visit(): Promise<{ page: Page; colorSaves: Request[] }> {
    const page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems.push(...watchConsole(page));
    const colorSaves: Request[] = [];
    page.on('request', (request) => isColorsSave(request) && colorSaves.push(request));
    await page.goto(dashboardUrl);
    const opened = { page, colorSaves };
    visits.push(opened);
    return opened;
  }

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    dashboardUrl = `${suiteServer().url}/superset/dashboard/${await createDashboard(token)}/`;
    browser = await connectBrowser();
    problems = [];
  });

  afterAll(async () => {
    await visits.at(-1)?.page.screenshot({ path: 'test-results/e2e-dashboard-colors.png', fullPage: true });
    await browser?.close();
  });

  it('draws "girl" in one colour on both charts, and the owner’s page saves the colours it settled on', async () => {
    // Arrange
    const first = await visit();
    const saved = first.page.waitForResponse((response) => isColorsSave(response.request()));

    // Act
    const fills = await fillsOnBothCharts(first.page);
    const body = (await saved).request().postDataJSON() as { map_label_colors: Record<string, string> };

    // Assert
    expect(new Set(fills).size).toBe(1);
    expect(categoricalScheme('supersetColors').colors).toContain(fills[0]);
    expect(body.map_label_colors.girl).toBe(fills[0]);
  });

  it('draws the same colours on a second visit', async () => {
    // Arrange
    const [first] = visits;
    const before = await fillsOnBothCharts(first!.page);

    // Act
    const second = await visit();
    const fills = await fillsOnBothCharts(second.page);

    // Assert
    expect(fills).toEqual(before);
  });

  it("changes the label's colour on both charts together when the dashboard's colour scheme changes", async () => {
    // Arrange
    const { page, colorSaves } = visits[1]!;
    const before = await fillsOnBothCharts(page);
    const saved = page.waitForResponse((response) => isColorsSave(response.request()));

    // Act
    await page.getByTestId('dashboard-menu').click();
    await page.getByRole('menuitem', { name: 'Edit properties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard properties' });
    await dialog.getByLabel('Color scheme').click();
    await page.getByRole('option', { name: 'Airbnb Colors', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fillsOnBothCharts(page)).not.toEqual(before);
    await saved;
    const fills = await fillsOnBothCharts(page);

    // Assert
    expect(new Set(fills).size).toBe(1);
    expect(categoricalScheme('bnbColors').colors).toContain(fills[0]);
    // The second visit saved nothing until the scheme changed: the colours it drew were those already kept.
    expect(colorSaves).toHaveLength(1);
    expect(visits[0]!.colorSaves).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
