import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, importSupersetExamples } from './dashboard-kit.ts';
import { cardColumns, drawnLayout, drawnTable } from './layout-kit.ts';
import { connectBrowser, signedInPage, suiteServer } from './suite.ts';

/** A layout in the shape of Superset's World Bank's Data (rows in a 9-wide column, a column in one of those rows) with tabs in a column. */
const ROWS_IN_COLUMNS = join(import.meta.dirname, '../fixtures/dashboard-layouts/rows-in-columns.json');

async function dashboardPath(token: string, title: string): Promise<string> {
  const q = `(filters:!((col:dashboard_title,opr:eq,value:'${title}')))`;
  const { result } = await callApi<{ result: { url: string }[] }>(
    token,
    'GET',
    `/api/v1/dashboard/?q=${encodeURIComponent(q)}`,
  );
  return result[0]!.url;
}

/** The fixture saved as a dashboard, its charts taken from the example dashboards by name. */
async function saveRowsInColumns(token: string): Promise<string> {
  const examples = await Promise.all(
    ['world_health', 'video_games'].map((slug) =>
      callApi<{ result: { id: number; slice_name: string }[] }>(token, 'GET', `/api/v1/dashboard/${slug}/charts`),
    ),
  );
  const chartIds = new Map(
    examples.flatMap(({ result }) => result.map((chart) => [chart.slice_name, chart.id] as const)),
  );
  const position = JSON.parse(await readFile(ROWS_IN_COLUMNS, 'utf8')) as Record<
    string,
    { type?: string; meta?: { sliceName?: string; chartId?: number } }
  >;
  for (const item of Object.values(position)) {
    if (item.type === 'CHART' && item.meta) item.meta.chartId = chartIds.get(item.meta.sliceName ?? '');
  }
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'Rows in columns',
    position_json: JSON.stringify(position),
  });
  return `/superset/dashboard/${id}/`;
}

/** Opens a dashboard and waits until none of its shown charts is still loading. */
async function openDashboard(page: Page, path: string): Promise<void> {
  await page.goto(`${suiteServer().url}${path}`);
  await page.locator('[data-testid="dashboard-chart"]:visible').first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="dashboard-chart"] [data-chart-status="loading"]').length === 0,
    undefined,
    { timeout: 60_000 },
  );
}

/** The card of the chart titled `title`. */
const chartCard = (page: Page, title: string): Locator =>
  page
    .getByTestId('dashboard-chart')
    .filter({ has: page.getByTestId('dashboard-chart-title').getByText(title, { exact: true }) });

describe("Superset's layouts drawn as Superset draws them", () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let rowsInColumns: string;

  beforeAll(async () => {
    ({ access_token: token } = await login(suiteServer().url, 'admin', 'admin'));
    expect(await importSupersetExamples(token)).toEqual([200, { message: 'OK' }]);
    rowsInColumns = await saveRowsInColumns(token);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(30_000);
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-layout.png', fullPage: true });
    await browser?.close();
  });

  it('sizes the items of rows inside columns in grid columns, as Superset does', async () => {
    // Act
    await openDashboard(page, rowsInColumns);
    const columns = await cardColumns(page);

    // Assert
    expect(columns).toEqual({
      'World Population': 2,
      'Population by Country': 7,
      'Life Expectancy by Region': 6,
      'Population by Region and Country': 3,
      'Top Games': 3,
      'Sales by Genre': 4,
      'Rural Population by Region': 4,
    });
  });

  it('keeps every card of rows inside columns on the page, none over another', async () => {
    // Act
    await openDashboard(page, rowsInColumns);
    const layout = await drawnLayout(page);

    // Assert
    expect(layout).toEqual({ cards: 8, problems: [] });
  });

  it('keeps the cards of a tab inside a column on the page, none over another', async () => {
    // Arrange
    await openDashboard(page, rowsInColumns);

    // Act
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByTestId('dashboard-chart').filter({ hasText: 'Games Sold' }).waitFor();
    const layout = await drawnLayout(page);

    // Assert
    expect(layout).toEqual({ cards: 8, problems: [] });
  });

  it("shows the picture at the path Superset's example markdown names", async () => {
    // Arrange
    await openDashboard(page, rowsInColumns);
    await page.getByRole('tab', { name: 'Notes' }).click();

    // Act
    const picture = page.getByTestId('dashboard-markdown').getByRole('img', { name: 'Babies' });
    const size = await picture.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });

    // Assert
    expect(size).toEqual([600, 300]);
  });

  it('grows the rows of a table with long text so no text is drawn over another', async () => {
    // Arrange
    await openDashboard(page, rowsInColumns);

    // Act
    const table = await drawnTable(chartCard(page, 'Top Games'));

    // Assert
    expect(table.problems).toEqual([]);
    expect(table.cells).toBeGreaterThan(40);
    expect(table.wrappedRows).toBeGreaterThan(0);
  });

  it("keeps every card of Superset's Featured Charts on the page, none over another", async () => {
    // Act
    await openDashboard(page, await dashboardPath(token, 'Featured Charts'));
    const layout = await drawnLayout(page);

    // Assert
    expect(layout).toEqual({ cards: 25, problems: [] });
  });

  it("draws the text of Featured Charts' table without overlaps", async () => {
    // Arrange
    await openDashboard(page, await dashboardPath(token, 'Featured Charts'));

    // Act
    const table = await drawnTable(chartCard(page, 'Table'));

    // Assert
    expect(table.problems).toEqual([]);
    expect(table.cells).toBeGreaterThan(40);
  });

  it.each([
    ['Sales Overview', 7],
    ['Exploratory', 4],
  ])("keeps every card of Superset's Sales Dashboard tab %s on the page, none over another", async (tab, cards) => {
    // Arrange
    await openDashboard(page, await dashboardPath(token, 'Sales Dashboard'));

    // Act
    await page.getByRole('tab', { name: tab }).click();
    await page.locator('[role="tabpanel"]:visible [data-testid="dashboard-chart"]').first().waitFor();
    const layout = await drawnLayout(page);

    // Assert
    expect(layout).toEqual({ cards, problems: [] });
  });

  it("draws the text of the Sales Dashboard's table without overlaps", async () => {
    // Arrange
    await openDashboard(page, await dashboardPath(token, 'Sales Dashboard'));

    // Act
    const table = await drawnTable(
      page.getByTestId('dashboard-chart').filter({ has: page.locator('table[role="grid"]') }),
    );

    // Assert
    expect(table.problems).toEqual([]);
    expect(table.cells).toBeGreaterThan(10);
  });
});
