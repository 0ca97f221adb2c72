import { mkdir } from 'node:fs/promises';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, signedInPage, suiteServer, watchConsole, withPageBeside } from './suite.ts';

const QUICK_SWITCH = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
];
const CHART_NAME = `Births by gender ${Date.now()}`;

const isChartData = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-explore-${name}.png`, fullPage: true });

/** Picks `option` in the select labelled `label` inside the open control popover. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.locator('[data-testid$="-popover"]').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds an item to a drop-zone control through its "click" popover. */
async function addThroughPopover(page: Page, control: string, fill: () => Promise<void>): Promise<void> {
  await page.getByTestId(`${control}-add`).click();
  await fill();
  await page.getByTestId('popover-save').click();
  await page.getByTestId(`${control}-chip`).first().waitFor();
}

/** Waits until the chart area shows a drawn chart: Highcharts SVG, the table's grid, or a big number. */
async function chartDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const area = document.querySelector('[data-testid="explore-chart-container"]');
    if (!area || area.querySelector('[aria-label="Loading chart data"]')) return false;
    if (area.querySelector('[data-testid="explore-chart-error"], [data-testid="explore-chart-missing-controls"]'))
      return false;
    return (
      Boolean(area.querySelector('.highcharts-series-group, table[role="grid"]')) || /\d/.test(area.textContent ?? '')
    );
  });
}

/** Runs the chart with the control panel's button and returns the status of its chart data answer. */
async function runChart(page: Page): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => isChartData(response.request())),
    page.getByTestId('explore-update-button').click(),
  ]);
  const status = answer.status();
  await chartDrawn(page);
  return status;
}

describe('a user explores a dataset in the browser', () => {
  const server = suiteServer();
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(15_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a bar chart from nothing by clicking', async () => {
    // Arrange
    await page.goto(`${server.url}/explore/?datasource_id=1&datasource_type=table&viz_type=echarts_timeseries_bar`);
    await page.getByTestId('explore-control-panel').waitFor();
    await shot(page, '01-empty');

    // Act: the x-axis starts on the dataset's time column, as in Superset
    await page.getByTestId('x_axis-chip').filter({ hasText: 'Year' }).waitFor();
    await addThroughPopover(page, 'metrics', async () => {
      await choose(page, 'Column', 'num');
      await choose(page, 'Aggregate', 'SUM');
    });
    await addThroughPopover(page, 'groupby', () => choose(page, 'Column', 'gender'));
    await shot(page, '02-controls');
    const status = await runChart(page);
    await shot(page, '03-bars');

    // Assert
    const bars = page.getByTestId('explore-chart-container').locator('.highcharts-series-group .highcharts-point');
    expect([status, (await bars.count()) > 0]).toEqual([200, true]);
  });

  it('redraws a render control change without asking for data again', async () => {
    // Arrange
    const legend = page.getByTestId('explore-chart-container').locator('.highcharts-legend');
    await legend.waitFor();
    const posts: string[] = [];
    page.on('request', (request) => isChartData(request) && posts.push(request.url()));

    // Act
    await page.getByRole('tab', { name: 'Customize' }).click();
    await page.getByLabel('Show legend').click();
    await legend.waitFor({ state: 'detached' });
    await shot(page, '05-no-legend');

    // Assert
    expect(posts).toEqual([]);
  });

  it('saves the chart and opens it again from the chart list', async () => {
    // Act
    await page.getByTestId('explore-save-button').click();
    await page.getByTestId('save-chart-name').fill(CHART_NAME);
    await shot(page, '06-save-modal');
    await page.getByTestId('save-modal-confirm').click();
    await page.waitForURL(/\/explore\/\?.*slice_id=\d+/);
    const sliceId = new URL(page.url()).searchParams.get('slice_id');
    await page.goto(`${server.url}/chart/list/`);
    const link = page.getByRole('link', { name: CHART_NAME });
    await link.waitFor();
    await shot(page, '07-chart-list');
    await link.click();
    await page.waitForURL(/\/explore\//);
    await page.getByTestId('explore-chart-container').waitFor();
    await shot(page, '08-reopened');
    await chartDrawn(page);

    // Assert
    expect([
      new URL(page.url()).searchParams.get('slice_id'),
      await page.getByTestId('explore-chart-title').inputValue(),
    ]).toEqual([sliceId, CHART_NAME]);
  });

  it('exports the results as CSV from the actions menu', async () => {
    // Act
    await page.getByTestId('explore-actions-menu').click();
    await page.getByTestId('explore-download-menu').hover();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export to .CSV' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();

    // Assert: the time series' pivoted rows, as Superset exports them (one column per gender)
    const header = Buffer.concat(text).toString('utf8').split(/\r?\n/)[0];
    expect([file.suggestedFilename().endsWith('.csv'), header]).toEqual([true, 'ds,boy,girl']);
  });

  it('opens a copied permalink in a new page with the same chart and controls', async () => {
    // Arrange
    await page.getByTestId('explore-actions-menu').click();
    await page.getByTestId('explore-share-menu').hover();
    const created = page.waitForResponse((response) => response.url().includes('/api/v1/explore/permalink'));

    // Act
    await page.getByTestId('explore-share-permalink').click();
    const { url } = (await (await created).json()) as { url: string };
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const chips = (target: Page) => target.locator('[data-testid$="-chip"]').allTextContents();
    const opened = await withPageBeside(page, async (other) => {
      const otherProblems = watchConsole(other);
      await other.goto(url);
      await other.getByTestId('explore-chart-container').waitFor();
      await chartDrawn(other);
      await shot(other, '09-permalink');
      return {
        chips: await chips(other),
        barPressed: await other.getByTestId('fast-viz-switcher-echarts_timeseries_bar').getAttribute('aria-pressed'),
        problems: otherProblems,
      };
    });

    // Assert
    expect([copied, new URL(url).pathname, opened.chips]).toEqual([
      url,
      expect.stringMatching(/^\/explore\/p\/[^/]+\/$/),
      await chips(page),
    ]);
    expect([opened.barPressed, opened.problems]).toEqual(['true', []]);
  });

  it.each(QUICK_SWITCH)('switches to %s and draws it', async (vizType) => {
    // Act
    const since = await page.evaluate(() => performance.now());
    await page.getByTestId(`fast-viz-switcher-${vizType}`).click();
    // The switch either redraws at once (same query) or marks the chart stale: wait for one of the two, never a guess.
    const outcome = await page.waitForFunction(
      ([viz, start]) => {
        const drawn = performance
          .getEntriesByName('skyset:chart-rendered')
          .some((mark) => mark.startTime > start && (mark as PerformanceMark).detail?.vizType === viz);
        if (drawn) return 'drawn';
        const button = document.querySelector<HTMLButtonElement>('[data-testid="explore-update-button"]');
        return button && button.getAttribute('aria-disabled') !== 'true' ? 'stale' : false;
      },
      [vizType, since] as const,
    );
    if ((await outcome.jsonValue()) === 'stale') await runChart(page);
    await shot(page, `10-switch-${vizType}`);

    // Assert
    expect(await page.getByTestId(`fast-viz-switcher-${vizType}`).getAttribute('aria-pressed')).toBe('true');
  });

  it('reported no console errors on the way', () => {
    expect(problems).toEqual([]);
  });
});
