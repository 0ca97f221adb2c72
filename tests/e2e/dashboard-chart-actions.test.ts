import ExcelJS from 'exceljs';
import type { Browser, Download, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { birthsValueFilter, callApi, isChartData, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();
const TABLE = `States and genders ${STAMP}`;
const PIE = `Genders ${STAMP}`;

const STATE_FILTER = birthsValueFilter('state', 'State');

/** A table of births per state and gender and a pie of genders (which cross-filters the table), under a state filter. */
async function createDashboard(token: string): Promise<{ dashboardId: number; tableId: number }> {
  const table = await saveBirthsChart(token, TABLE, {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['state', 'gender'],
    metrics: ['count'],
    row_limit: 10,
    order_desc: true,
  });
  await callApi(token, 'PUT', `/api/v1/chart/${table.id}`, { description: 'Births **per state** and gender' });
  const pie = await saveBirthsChart(token, PIE, {
    viz_type: 'pie',
    groupby: ['gender'],
    metric: 'count',
    row_limit: 100,
  });
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
    'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-table', 'CHART-pie']),
    'CHART-table': layoutComponent('CHART-table', 'CHART', [], { chartId: table.id, width: 6, height: 60 }),
    'CHART-pie': layoutComponent('CHART-pie', 'CHART', [], { chartId: pie.id, width: 6, height: 60 }),
  };
  const { id } = await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Chart actions ${STAMP}`,
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ native_filter_configuration: [STATE_FILTER], cross_filters_enabled: true }),
  });
  return { dashboardId: id, tableId: table.id };
}

type Row = Record<string, unknown>;

/** The drawn card titled `title`. */
const card = (page: Page, title: string) =>
  page.locator('[data-testid="dashboard-chart"]', {
    has: page.getByTestId('dashboard-chart-title').getByText(title, { exact: true }),
  });

/** Opens an entry of the card's chart menu (a Download entry through its submenu). */
async function chooseFromMenu(page: Page, title: string, entry: string, submenu?: string): Promise<void> {
  await card(page, title).getByTestId('dashboard-chart-menu').click();
  const dropdown = page.getByTestId('dashboard-chart-menu-dropdown').last();
  if (submenu) await dropdown.getByRole('menuitem', { name: submenu }).hover();
  await page.getByRole('menuitem', { name: entry, exact: true }).last().click();
}

/** A download's text. */
const textOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');

/** CSV lines as rows of cells (the rows here hold no quotes or commas). */
const csvRows = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

describe('dashboard chart actions under native filters and cross-filters', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let tableId: number;
  /** The rows of the table chart's latest chart data answer: what the card draws. */
  let drawn: { colnames: string[]; data: Row[] } | null = null;

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    const created = await createDashboard(token);
    tableId = created.tableId;
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    problems = watchConsole(page);
    page.on('response', (response: Response) => {
      const request = response.request();
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/v1/chart/data') return;
      const body = request.postDataJSON() as {
        form_data?: { slice_id?: number };
        result_format?: string;
        result_type?: string;
      };
      if (
        body.form_data?.slice_id !== tableId ||
        (body.result_format ?? 'json') !== 'json' ||
        (body.result_type ?? 'full') !== 'full'
      )
        return;
      void response.json().then(
        (answer: { result: { colnames: string[]; data: Row[] }[] }) => (drawn = answer.result[0] ?? null),
        () => undefined,
      );
    });
    await page.goto(`${suiteServer().url}/superset/dashboard/${created.dashboardId}/`);
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-chart-actions.png', fullPage: true });
    await browser?.close();
  });

  it('draws the table under a native filter on two states and a cross-filter from a pie slice', async () => {
    // Arrange
    await card(page, PIE).locator('[data-chart-status="rendered"]').waitFor();

    // Act
    await page.getByLabel('State').first().click();
    await page.getByRole('option', { name: 'CA', exact: true }).click();
    await page.getByRole('option', { name: 'TX', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(
        () =>
          drawn !== null &&
          drawn.data.length > 0 &&
          drawn.data.every((row) => ['CA', 'TX'].includes(String(row.state))),
      )
      .toBe(true);
    await card(page, PIE).locator('path.highcharts-point').first().click({ force: true });

    // Assert: one gender left, in both states
    await expect.poll(() => new Set((drawn?.data ?? []).map((row) => row.gender)).size).toBe(1);
    expect(new Set(drawn!.data.map((row) => row.state))).toEqual(new Set(['CA', 'TX']));
  });

  it('exports to CSV exactly the rows the chart draws', async () => {
    // Arrange
    const expected = drawn!.data.map((row) => drawn!.colnames.map((name) => String(row[name])));

    // Act
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chooseFromMenu(page, TABLE, 'Export to .CSV', 'Download'),
    ]);

    // Assert
    expect(csvRows(await textOf(download))).toEqual([drawn!.colnames, ...expected]);
  });

  it('exports to Excel exactly the rows the chart draws', async () => {
    // Arrange
    const expected = drawn!.data.map((row) => drawn!.colnames.map((name) => row[name]));

    // Act
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chooseFromMenu(page, TABLE, 'Export to Excel', 'Download'),
    ]);
    const workbook = new ExcelJS.Workbook();
    const bytes = new Uint8Array(Buffer.concat(await (await download.createReadStream()).toArray()));
    await workbook.xlsx.load(bytes.buffer);

    // Assert
    const rows = workbook.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([drawn!.colnames, ...expected]);
  });

  it('shows the query with the native filter and the cross-filter', async () => {
    // Arrange
    const gender = String(drawn!.data[0]!.gender);

    // Act
    await chooseFromMenu(page, TABLE, 'View query');
    const sql = await page.getByRole('dialog', { name: 'View query' }).locator('pre').innerText();
    await page.keyboard.press('Escape');

    // Assert
    expect([sql.includes(`"state" IN ('CA', 'TX')`), sql.includes(`"gender" IN ('${gender}')`)]).toEqual([true, true]);
  });

  it('views as a table the rows the chart draws', async () => {
    // Act
    await chooseFromMenu(page, TABLE, 'View as table');
    const dialog = page.getByRole('dialog', { name: 'View query results' });
    const count = await dialog.getByText(/^\d+ rows?$/).innerText();
    await page.keyboard.press('Escape');

    // Assert
    expect(count).toBe(`${drawn!.data.length} ${drawn!.data.length === 1 ? 'row' : 'rows'}`);
  });

  it('drills to the detail rows under the same filters', async () => {
    // Arrange
    const gender = String(drawn!.data[0]!.gender);

    // Act
    await chooseFromMenu(page, TABLE, 'Drill to detail');
    const dialog = page.getByRole('dialog', { name: /Drill to detail/ });
    await dialog.getByTestId('drill-row-count').waitFor();
    const cells = await dialog.getByRole('cell').allInnerTexts();
    await page.keyboard.press('Escape');

    // Assert: every row's state is CA or TX and its gender the cross-filtered one
    expect([
      cells.some((text) => text === gender),
      cells.some((text) => ['boy', 'girl'].includes(text) && text !== gender),
    ]).toEqual([true, false]);
  });

  it('drills a pie slice by another column: the dialog draws the slice split by it, under the same filters', async () => {
    // Arrange: the pointer over the first slice (Highcharts marks it hovered), then a right-click
    const box = (await card(page, PIE).locator('path.highcharts-point').first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
    const asked = page.waitForRequest(
      (request) =>
        isChartData(request) &&
        JSON.stringify((request.postDataJSON() as { queries: { columns?: unknown[] }[] }).queries[0]?.columns) ===
          '["state"]',
    );

    // Act
    await page.getByRole('menuitem', { name: 'Drill by' }).hover();
    await page.getByTestId('drill-by-columns').getByRole('menuitem', { name: 'state', exact: true }).click();
    const query = (
      (await asked).postDataJSON() as { queries: { filters: { col: string; op: string; val: unknown }[] }[] }
    ).queries[0]!;
    await page.getByTestId('drill-by-chart').locator('[data-point-count]').waitFor();
    await page.keyboard.press('Escape');

    // Assert: the clicked gender and the native filter's states
    expect(query.filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ col: 'state', op: 'IN', val: ['CA', 'TX'] }),
        expect.objectContaining({ col: 'gender', op: '==' }),
      ]),
    );
  });

  it("toggles the chart's description under its title, its markdown rendered", async () => {
    // Act
    await chooseFromMenu(page, TABLE, 'Toggle chart description');
    const strong = card(page, TABLE).getByTestId('dashboard-chart-description').locator('strong');

    // Assert
    await expect.poll(() => strong.textContent()).toBe('per state');
  });

  it('shows dialogs over a full screen chart, and Escape closes the dialog before the full screen', async () => {
    // Arrange
    await chooseFromMenu(page, TABLE, 'Enter fullscreen');
    const fullscreen = page.getByTestId('dashboard-fullscreen-chart');
    await fullscreen.getByTestId('dashboard-chart-menu').click();
    await page.getByRole('menuitem', { name: 'View query' }).last().click();
    const query = page.getByRole('dialog', { name: 'View query' }).locator('pre');
    const box = (await query.boundingBox())!;

    // Act
    const onTop = await page.evaluate(
      ([x, y]) =>
        document.elementFromPoint(x!, y!)?.closest('[role="dialog"]')?.textContent?.includes('SELECT') ?? false,
      [box.x + 5, box.y + 5],
    );
    await page.keyboard.press('Escape');
    const afterFirst = await fullscreen.count();
    await page.keyboard.press('Escape');

    // Assert
    await expect.poll(() => fullscreen.count()).toBe(0);
    expect([onTop, afterFirst, problems]).toEqual([true, 1, []]);
  });
});
