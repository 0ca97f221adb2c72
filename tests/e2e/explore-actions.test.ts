import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import {
  LINE_CHART,
  apiCall,
  bytesOf,
  dragOnto,
  drawnSeries,
  enabledRunButton,
  isChartData,
  saveChart,
} from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole, withPageBeside } from './suite.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-explore-actions-${name}.png`, fullPage: true });

/** Opens an entry of a submenu of the "..." menu (Download, Share). */
async function openSubmenuEntry(
  page: Page,
  submenu: 'explore-download-menu' | 'explore-share-menu',
  entry: string,
): Promise<void> {
  await page.getByTestId('explore-actions-menu').click();
  await page.getByTestId(submenu).hover();
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
}

describe('Explore beyond the basic flow: defaults, drag and drop, the chart menu, lifecycle and permissions', () => {
  const server = suiteServer();
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let adminToken: string;
  let chartId: number;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    adminToken = (await login(server.url, 'admin', 'admin')).access_token;
    chartId = await saveChart(adminToken, `Births line ${Date.now()}`, LINE_CHART);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('starts a new chart on the time column and takes a metric and a column dragged from the dataset', async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?datasource_id=1&datasource_type=table&viz_type=echarts_timeseries_bar`);
    await page.getByTestId('x_axis-chip').waitFor();

    // Act
    await dragOnto(
      page,
      page.getByTestId('explore-dataset-metric').filter({ hasText: 'sum__num' }),
      page.locator('[data-drop-target="metrics"]'),
    );
    await dragOnto(
      page,
      page.getByTestId('explore-dataset-column').filter({ hasText: 'gender' }),
      page.locator('[data-drop-target="groupby"]'),
    );
    // Both are in the form, and the button takes them, before the click that runs them: a drop that did not land
    // fails here, by name, rather than as a chart data request that never comes.
    await page.getByTestId('metrics-chip').filter({ hasText: 'sum__num' }).waitFor();
    await page.getByTestId('groupby-chip').filter({ hasText: 'gender' }).waitFor();
    await enabledRunButton(page).waitFor();
    const [request] = await Promise.all([
      page.waitForRequest(isChartData),
      page.getByTestId('explore-update-button').click(),
    ]);
    await drawnSeries(page).first().waitFor();
    await shot(page, '01-dragged');

    // Assert
    const query = (
      request.postDataJSON() as { queries: { metrics: unknown[]; columns: unknown[]; filters: unknown[] }[] }
    ).queries[0]!;
    expect({
      chips: await page.locator('[data-testid$="-chip"]').allTextContents(),
      metrics: query.metrics,
      columns: query.columns.map((column) =>
        typeof column === 'string' ? column : (column as { sqlExpression: string }).sqlExpression,
      ),
      filters: query.filters,
    }).toEqual({
      chips: ['Year', 'sum__num', 'gender', 'ds (No filter)'],
      metrics: ['sum__num'],
      columns: ['ds', 'gender'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
  });

  it('reorders the chips of a control by dragging one onto another', async () => {
    // Arrange
    await dragOnto(
      page,
      page.getByTestId('explore-dataset-column').filter({ hasText: 'state' }),
      page.locator('[data-drop-target="groupby"]'),
    );
    const chips = page.getByTestId('groupby-chip');
    await expect.poll(() => chips.allTextContents()).toEqual(['gender', 'state']);

    // Act
    const [state, gender] = [(await chips.nth(1).boundingBox())!, (await chips.nth(0).boundingBox())!];
    await page.mouse.move(state.x + state.width / 2, state.y + state.height / 2);
    await page.mouse.down();
    await page.mouse.move(state.x + state.width / 2 - 8, state.y + state.height / 2, { steps: 4 });
    await page.mouse.move(gender.x + gender.width / 2, gender.y + gender.height / 2, { steps: 10 });
    await page.mouse.up();

    // Assert
    await expect.poll(() => chips.allTextContents()).toEqual(['state', 'gender']);
  });

  it('downloads the chart as a PNG through Highcharts’ offline export and its data as Excel', async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await drawnSeries(page).first().waitFor();

    // Act
    const image = page.waitForEvent('download');
    await openSubmenuEntry(page, 'explore-download-menu', 'Download as image');
    const png = await image;
    const excel = page.waitForEvent('download');
    await openSubmenuEntry(page, 'explore-download-menu', 'Export to Excel');
    const xlsx = await excel;

    // Assert: a PNG signature, and an XLSX (a zip) named by the server's time stamp
    expect([
      png.suggestedFilename().endsWith('.png'),
      (await bytesOf(png)).subarray(1, 4).toString('latin1'),
      /^\d{8}_\d{6}\.xlsx$/.test(xlsx.suggestedFilename()),
      (await bytesOf(xlsx)).subarray(0, 2).toString('latin1'),
    ]).toEqual([true, 'PNG', true, 'PK']);
  });

  it('gives embed code whose standalone URL draws the chart alone', async () => {
    // Act
    await openSubmenuEntry(page, 'explore-share-menu', 'Embed code');
    const code = page.getByRole('textbox', { name: 'Embed code' });
    await expect.poll(() => code.inputValue()).toContain('standalone=1');
    await shot(page, '02-embed');
    const src = /src="([^"]+)"/.exec(await code.inputValue())![1]!;
    await page.keyboard.press('Escape');
    const shown = await withPageBeside(page, async (embedded) => {
      await embedded.goto(src);
      await embedded.getByTestId('explore-standalone').locator('.highcharts-series-group').waitFor();
      await shot(embedded, '03-standalone');
      return [await embedded.getByRole('banner').count(), await embedded.getByTestId('explore-control-panel').count()];
    });

    // Assert
    expect([new URL(src).pathname, ...shown]).toEqual([expect.stringMatching(/^\/explore\/p\/[^/]+\/$/), 0, 0]);
  });

  it('drills to detail from a right-click on the chart: the rows behind it, paged', async () => {
    // Arrange
    const total = await apiCall(adminToken, 'POST', '/api/v1/chart/data', {
      datasource: { id: 1, type: 'table' },
      queries: [{ metrics: ['count'], columns: [] }],
    });
    const rows = (total.json.result as { data: { count: number }[] }[])[0]!.data[0]!.count;

    // Act
    await page.getByTestId('explore-chart-context-area').click({ button: 'right', position: { x: 200, y: 200 } });
    await page.getByTestId('explore-chart-context-menu').getByRole('menuitem', { name: 'Drill to detail' }).click();
    const count = page.getByTestId('drill-row-count');
    await count.waitFor();
    await shot(page, '04-drill');

    // Assert
    expect([
      await count.textContent(),
      (await page.getByTestId('drill-detail-modal').getByRole('row').count()) > 1,
    ]).toEqual([`${rows} rows`, true]);
    await page.keyboard.press('Escape');
  });

  it('edits the chart’s properties from Explore and shows the saved name', async () => {
    // Arrange
    const name = `Renamed births ${Date.now()}`;
    await page.getByTestId('explore-actions-menu').click();
    await page.getByRole('menuitem', { name: 'Edit chart properties' }).click();
    const modal = page.getByTestId('chart-properties-modal');
    await modal.getByRole('textbox', { name: 'Name' }).fill(name);

    // Act
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/v1/chart/${chartId}`),
    );
    await page.getByTestId('properties-modal-save').click();
    await saved;
    await modal.waitFor({ state: 'detached' });

    // Assert
    const stored = await apiCall(adminToken, 'GET', `/api/v1/chart/${chartId}`);
    expect([
      await page.getByTestId('explore-chart-title').inputValue(),
      (stored.json.result as { slice_name: string }).slice_name,
    ]).toEqual([name, name]);
  });

  it('marks the saved chart "Altered" with what changed, and runs it with Ctrl+Enter', async () => {
    // Arrange
    const untouched = await page.getByTestId('explore-altered-tag').count();

    // Act
    await page.getByTestId('groupby-chip').getByRole('button', { name: 'Remove gender' }).click();
    await page.getByTestId('explore-altered-tag').click();
    const rows = await page.getByTestId('explore-altered-table').getByRole('row').allTextContents();
    await page.getByTestId('explore-altered-tag').click();
    const [request] = await Promise.all([page.waitForRequest(isChartData), page.keyboard.press('Control+Enter')]);

    // Assert
    const query = (request.postDataJSON() as { queries: { columns: unknown[] }[] }).queries[0]!;
    expect([untouched, rows, query.columns.length]).toEqual([0, ['ControlBeforeAfter', 'DimensionsgenderN/A'], 1]);
  });

  it('stops a running query: the request is aborted and Superset’s words say so', async () => {
    // Arrange: hold the chart data request until the page gives up on it
    let release: () => void = () => undefined;
    await page.route('**/api/v1/chart/data', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue().catch(() => undefined);
    });
    const aborted = page.waitForEvent('requestfailed', (request) => isChartData(request));

    // Act
    await page.getByTestId('explore-actions-menu').click();
    await page.getByRole('menuitem', { name: 'Force refresh' }).click();
    await page.getByTestId('explore-stop-button').click();
    const failure = (await aborted).failure();
    release();
    await page.unroute('**/api/v1/chart/data');
    const alert = page.getByTestId('explore-chart-error');
    await alert.waitFor();
    await shot(page, '05-stopped');

    // Assert
    expect([
      failure?.errorText,
      await alert.textContent(),
      await page.getByTestId('explore-update-button').getAttribute('aria-disabled'),
    ]).toEqual(['net::ERR_ABORTED', 'Query stoppedUpdating chart was stopped', 'false']);
  });

  it.each([
    [
      'a failing query shows the engine’s error',
      { ...LINE_CHART, metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'broken' }] },
      'explore-chart-error',
      /^DuckDB Error.*no_such_column/,
    ],
    [
      'a query without rows says so',
      {
        viz_type: 'table',
        datasource: '1__table',
        query_mode: 'aggregate',
        groupby: ['gender'],
        metrics: ['count'],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "gender = 'nobody'" }],
      },
      'explore-chart-container',
      /No results were returned for this query/,
    ],
  ])('%s', async (_case, params, testId, expected) => {
    // Arrange
    const id = await saveChart(adminToken, `Lifecycle ${Date.now()}`, params);

    // Act
    await page.goto(`${server.url}/explore/?slice_id=${id}`);
    await expect.poll(async () => (await page.getByTestId(testId).textContent()) ?? '').toMatch(expected);

    // Assert
    expect(await page.getByTestId('explore-update-button').textContent()).toBe('Update chart');
  });

  it('moves the chart to another dataset keeping its controls', async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await drawnSeries(page).first().waitFor();

    // Act
    await page.getByTestId('explore-dataset-actions').click();
    await page.getByRole('menuitem', { name: 'Change dataset' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'cleaned_sales_data' })
      .getByRole('button', { name: 'Explore' })
      .click();
    await page.getByTestId('explore-dataset-name').filter({ hasText: 'cleaned_sales_data' }).waitFor();

    // Assert
    const url = new URL(page.url());
    expect([
      url.searchParams.get('slice_id'),
      url.searchParams.has('form_data_key'),
      await page.getByTestId('metrics-chip').allTextContents(),
    ]).toEqual([String(chartId), true, ['sum__num']]);
  });

  it('opens the dataset in SQL Lab with its SQL in the router state, without breaking the app', async () => {
    // Act
    await page.getByTestId('explore-dataset-actions').click();
    await page.getByRole('menuitem', { name: 'View in SQL Lab' }).click();
    await page.waitForURL(/\/sqllab\/$/);
    await page.getByRole('banner').waitFor();

    // Assert
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
    expect(state).toEqual({
      requestedQuery: { datasourceKey: '2__table', sql: expect.stringMatching(/^SELECT\s.*cleaned_sales_data/is) },
    });
  });

  it('says why starring failed, in Superset’s words', async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await page.route(`**/api/v1/chart/${chartId}/favorites/`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );

    // Act
    await page.getByTestId('explore-favorite-star').click();
    const toast = page.getByText('An error occurred while starring this chart');
    await toast.waitFor();
    await page.unroute(`**/api/v1/chart/${chartId}/favorites/`);
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    await shot(page, '07-star-toast');

    // Assert: the toast shows in the bottom-right corner of the window, and the star stays off
    expect({
      inWindow: box.y + box.height <= viewport.height && box.x + box.width <= viewport.width,
      rightHalf: box.x > viewport.width / 2,
      pressed: await page.getByTestId('explore-favorite-star').getAttribute('aria-pressed'),
    }).toEqual({ inWindow: true, rightHalf: true, pressed: 'false' });
  });

  it('reported no console errors on the way but the failures it caused', () => {
    // The failing query (400), the aborted request and the refused favourite are this file's own doing.
    expect(problems.filter((problem) => !/status of (400|500)|ERR_ABORTED/.test(problem))).toEqual([]);
  });
});
