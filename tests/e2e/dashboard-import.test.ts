import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { importSupersetExamples } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

async function dashboardUrl(token: string, title: string): Promise<string> {
  const q = `(filters:!((col:dashboard_title,opr:eq,value:'${title}')))`;
  const response = await fetch(`${suiteServer().url}/api/v1/dashboard/?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { result } = (await response.json()) as { result: { url: string }[] };
  return `${suiteServer().url}${result[0]!.url}`;
}

/** Title and status of every chart card on screen once none is still loading. */
async function settledCharts(page: Page): Promise<{ title: string; status: string }[]> {
  const cards = page.locator('[data-testid="dashboard-chart"]:visible');
  await cards.first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="dashboard-chart"] [data-chart-status="loading"]').length === 0,
    undefined,
    { timeout: 60_000 },
  );
  return cards.evaluateAll((elements) =>
    elements.map((card) => ({
      title: card.querySelector('[data-testid="dashboard-chart-title"]')?.textContent ?? '',
      status: card.querySelector<HTMLElement>('[data-chart-status]')?.dataset.chartStatus ?? 'missing',
    })),
  );
}

describe("Superset's example dashboards imported as Superset exported them", () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let token: string;

  beforeAll(async () => {
    ({ access_token: token } = await login(suiteServer().url, 'admin', 'admin'));
    expect(await importSupersetExamples(token)).toEqual([200, { message: 'OK' }]);
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(30_000);
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await page?.screenshot({ path: 'test-results/e2e-dashboard-import.png', fullPage: true });
    await browser?.close();
  });

  it('opens the Sales Dashboard with every chart of its first tab answered', async () => {
    // Act
    await page.goto(await dashboardUrl(token, 'Sales Dashboard'));
    const charts = await settledCharts(page);

    // Assert
    expect(charts.length).toBeGreaterThan(0);
    expect(charts.filter((chart) => chart.status === 'failed')).toEqual([]);
  });

  it('opens Featured Charts with every chart answered', async () => {
    // Act
    await page.goto(await dashboardUrl(token, 'Featured Charts'));
    const charts = await settledCharts(page);

    // Assert: the 23 charts the bundle holds answered; its Gantt and Tree charts (not in the bundle) show Superset's
    // "no chart definition" message in their places
    expect(charts.length).toBe(25);
    expect(charts.filter((chart) => chart.status === 'missing').length).toBe(2);
    expect(charts.filter((chart) => chart.status === 'failed')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
