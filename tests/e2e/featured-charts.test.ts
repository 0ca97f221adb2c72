import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { login } from '../integration/helpers/runtime.ts';
import { type ChartAnswer, type Drawn, drawnFacts, expectedDrawing } from './featured-charts-expectations.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/superset-examples/charts/Featured_Charts');
const DATASET_NAME = 'cleaned_sales_data';

interface FeaturedChart {
  file: string;
  slice_name: string;
  viz_type: string;
  params: Record<string, unknown>;
}

/** Superset's own Featured Charts YAML, read as it is. */
async function featuredCharts(): Promise<FeaturedChart[]> {
  const files = (await readdir(FIXTURES)).filter((file) => file.endsWith('.yaml')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file: file.replace(/\.yaml$/, ''),
      ...(parse(await readFile(join(FIXTURES, file), 'utf8')) as Omit<FeaturedChart, 'file'>),
    })),
  );
}

async function api<T>(url: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Saves a Featured Chart over Skyset's copy of its dataset. No query_context is sent: Explore builds it in the
 * browser from the params with the chart's own buildQuery, as Superset's frontend does, which is what this test exercises.
 */
async function createChart(url: string, token: string, datasetId: number, chart: FeaturedChart): Promise<number> {
  const params = { ...chart.params, datasource: `${datasetId}__table` };
  const body = {
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    params: JSON.stringify(params),
    datasource_id: datasetId,
    datasource_type: 'table',
  };
  return (await api<{ id: number }>(url, token, '/api/v1/chart/', body)).id;
}

/** What the page drew in the chart area: Highcharts counts, table rows, pivot body rows, alerts and text. */
async function readDrawing(page: Page): Promise<Drawn> {
  return page.getByTestId('explore-chart-container').evaluate((area) => {
    const highcharts = area.querySelector<HTMLElement>('[data-series-count]');
    const grid = area.querySelector('table[role="grid"]');
    const pivot = area.querySelector('table:not([role])');
    return {
      alerts: [...area.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? ''),
      seriesCount: highcharts ? Number(highcharts.dataset.seriesCount) : undefined,
      pointCount: highcharts ? Number(highcharts.dataset.pointCount) : undefined,
      tableRows: grid ? Number(grid.getAttribute('aria-rowcount')) - 1 : undefined,
      pivotRows: pivot ? pivot.querySelectorAll('tbody tr').length : undefined,
      text: (area.textContent ?? '').slice(0, 500),
    };
  });
}

/** Opens a saved chart in Explore and waits until it has drawn the chart data answer the page received. */
async function openChart(
  page: Page,
  url: string,
  sliceId: number,
  vizType: string,
): Promise<{ answer: ChartAnswer; drawn: Drawn }> {
  const response = page.waitForResponse(
    (candidate) => candidate.url().endsWith('/api/v1/chart/data') && candidate.request().method() === 'POST',
  );
  const path = `/explore/?slice_id=${sliceId}`;
  if (page.url().startsWith(url)) {
    // In-app navigation, as the router does on a link click: no reload of the app's code between charts.
    await page.evaluate((next) => {
      performance.clearMarks('skyset:chart-rendered');
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(`${url}${path}`);
  }
  const answer = (await (await response).json()) as ChartAnswer;
  // Drawn, or failed with an alert in the chart area (asserted by the caller).
  await page.waitForFunction(
    (viz) =>
      performance
        .getEntriesByName('skyset:chart-rendered')
        .some((mark) => (mark as PerformanceMark).detail?.vizType === viz) ||
      document.querySelector('[data-testid="explore-chart-container"] [role="alert"]'),
    vizType,
    { timeout: 10_000 },
  );
  return { answer, drawn: await readDrawing(page) };
}

describe('every Featured Chart of Superset draws in Explore', async () => {
  const server = suiteServer();
  const charts = await featuredCharts();
  let browser: Browser;
  let page: Page;
  let problems: string[];
  const sliceIds = new Map<string, number>();

  beforeAll(async () => {
    const { access_token: token } = await login(server.url);
    const datasets = await api<{ result: { id: number; table_name: string }[] }>(
      server.url,
      token,
      '/api/v1/dataset/?q=(page_size:100)',
    );
    const dataset = datasets.result.find((candidate) => candidate.table_name === DATASET_NAME);
    if (!dataset) throw new Error(`no ${DATASET_NAME} dataset`);
    for (const chart of charts) sliceIds.set(chart.file, await createChart(server.url, token, dataset.id, chart));
    await mkdir('test-results', { recursive: true });
    browser = await connectBrowser();
    page = await signedInPage(browser);
    // Charts then draw without entry animations, so a screenshot shows them whole.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has the 23 charts of the examples', () => {
    expect(charts.length).toBe(23);
  });

  it.each(charts.map((chart) => [chart.file, chart] as const))(
    '%s draws what the chart data answer holds',
    async (file, chart) => {
      // Arrange
      problems.length = 0;

      // Act
      const { answer, drawn } = await openChart(page, server.url, sliceIds.get(file)!, chart.viz_type);
      await page.getByTestId('explore-chart-container').screenshot({ path: `test-results/featured-${file}.png` });

      // Assert
      expect(drawn.alerts).toEqual([]);
      expect(problems).toEqual([]);
      expect(answer.result.length).toBeGreaterThan(0);
      expect(answer.result[0]!.data.length).toBeGreaterThan(0);
      const expected = expectedDrawing(chart.viz_type, answer);
      expect(drawnFacts(drawn, expected)).toEqual(expected);
    },
  );
});
