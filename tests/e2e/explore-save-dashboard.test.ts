import rison from 'rison';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();
const CHART_NAME = `Births total ${STAMP}`;
const DASHBOARD_TITLE = `Births overview ${STAMP}`;
const PARAMS = { datasource: '1__table', viz_type: 'big_number_total', metric: 'count' };

/** Calls the API as admin. */
async function api(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const response = await fetch(`${suiteServer().url}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const apiGet = (path: string) => api(path);

/** A saved big number chart to start from; answers its id. */
async function saveBaseChart(): Promise<number> {
  const body = {
    slice_name: `Base ${STAMP}`,
    viz_type: PARAMS.viz_type,
    datasource_id: 1,
    datasource_type: 'table',
    params: JSON.stringify(PARAMS),
  };
  const created = await api('/api/v1/chart/', { method: 'POST', body: JSON.stringify(body) });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

/** The names of the charts on the dashboard titled `title`, read through the API. */
async function chartsOf(title: string): Promise<unknown> {
  const list = await apiGet(
    `/api/v1/dashboard/?q=${encodeURIComponent(rison.encode({ filters: [{ col: 'dashboard_title', opr: 'eq', value: title }] }))}`,
  );
  const [row] = list.body.result as { id: number }[];
  if (!row) return undefined;
  return ((await apiGet(`/api/v1/dashboard/${row.id}`)).body.result as { charts: unknown }).charts;
}

describe('saving a chart onto a dashboard from Explore', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(15_000);
    problems = watchConsole(page);
    await page.goto(`${suiteServer().url}/explore/?slice_id=${await saveBaseChart()}`);
    await page.getByTestId('explore-control-panel').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('saves a new chart onto the dashboard typed in the modal, creating it', async () => {
    // Act
    await page.getByTestId('explore-save-button').click();
    await page.getByTestId('save-as-radio').check();
    await page.getByTestId('save-chart-name').fill(CHART_NAME);
    await page.getByTestId('save-dashboard-select').fill(DASHBOARD_TITLE);
    await page
      .getByTestId('save-dashboard-hint')
      .getByText(`A new dashboard "${DASHBOARD_TITLE}" will be created with this chart.`)
      .waitFor();
    await page.screenshot({ path: 'test-results/e2e-save-dashboard-01-modal.png' });
    await page.getByTestId('save-modal-confirm').click();
    const toast = page.getByText(
      `Dashboard [${DASHBOARD_TITLE}] just got created and chart [${CHART_NAME}] was added to it`,
    );
    await toast.waitFor();
    await page.screenshot({ path: 'test-results/e2e-save-dashboard-02-created.png' });

    // Assert: the toast is on screen, not below it
    const box = await toast.boundingBox();
    expect([box !== null && box.y + box.height <= 900, await chartsOf(DASHBOARD_TITLE)]).toEqual([true, [CHART_NAME]]);
  });

  it('offers that dashboard next time and adds the chart there once, when overwriting', async () => {
    // Arrange: the page now shows the chart just saved
    await page
      .getByTestId('explore-chart-title')
      .and(page.locator(`[value="${CHART_NAME}"]`))
      .waitFor();

    // Act
    await page.getByTestId('explore-save-button').click();
    await expect.poll(() => page.getByTestId('save-overwrite-radio').isChecked()).toBe(true);
    await page.getByTestId('save-dashboard-select').fill(DASHBOARD_TITLE.slice(0, 12));
    await page.getByRole('option', { name: DASHBOARD_TITLE, exact: true }).click();
    await page
      .getByTestId('save-dashboard-hint')
      .getByText(`The chart will be added to "${DASHBOARD_TITLE}".`)
      .waitFor();
    await page.getByTestId('save-modal-confirm').click();
    await page.getByText(`Chart [${CHART_NAME}] was added to dashboard [${DASHBOARD_TITLE}]`).waitFor();

    // Assert
    expect([await chartsOf(DASHBOARD_TITLE), problems]).toEqual([[CHART_NAME], []]);
  });

  it('lands on the dashboard with "Save & go to dashboard", the chart drawn there', async () => {
    // Arrange
    const goTitle = `Births landing ${STAMP}`;
    const goChart = `Births landed ${STAMP}`;
    await page.getByTestId('explore-save-button').click();
    await page.getByTestId('save-as-radio').check();
    await page.getByTestId('save-chart-name').fill(goChart);
    await page.getByTestId('save-dashboard-select').fill(goTitle);
    await page
      .getByTestId('save-dashboard-hint')
      .getByText(`A new dashboard "${goTitle}" will be created with this chart.`)
      .waitFor();

    // Act
    await page.getByTestId('save-go-to-dashboard').click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/$/);
    await page.getByTestId('dashboard-chart-title').filter({ hasText: goChart }).waitFor();
    await page.screenshot({ path: 'test-results/e2e-save-dashboard-03-landed.png' });

    // Assert
    expect([await page.getByTestId('dashboard-title').textContent(), await chartsOf(goTitle), problems]).toEqual([
      goTitle,
      [goChart],
      [],
    ]);
  });
});
