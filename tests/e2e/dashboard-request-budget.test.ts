import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, importSupersetExamples } from './dashboard-kit.ts';
import { connectBrowser, suiteServer } from './suite.ts';

/**
 * The API requests a dashboard open makes, counted exactly (issue [P]): a change that adds one request per open, or
 * one per chart, fails here. The figures are what an open of Superset's Featured Charts (23 charts, every one in view)
 * made when this budget was set; lowering one is progress, raising one is a decision its commit explains.
 */
const COLD_OPEN: Readonly<Record<string, number>> = {
  'GET /api/v1/me/': 1,
  'GET /api/v1/me/roles/': 1,
  // The tenant's theme, read once per page open ([H] themes): a page draws with the brand of the theme it reads.
  'GET /api/v1/theme/system': 1,
  'GET /api/v1/dashboard/{id}': 1,
  'GET /api/v1/dashboard/{id}/charts': 1,
  'GET /api/v1/dashboard/{id}/datasets': 1,
  'GET /api/v1/dashboard/favorite_status/': 1,
  'GET /api/v1/report/': 1,
  'POST /api/v1/chart/data': 23,
  // The owner's first visit stores the colours its charts settled on (Superset's shared label colours).
  'PUT /api/v1/dashboard/{id}/colors': 1,
};
/** An open of the same dashboard in the same browser: the colours are stored already. */
const WARM_OPEN: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(COLD_OPEN).filter(([request]) => !request.includes('/colors')),
);

/** Tall enough for every card of Featured Charts to be in view, so each one queries (cards out of view wait). */
const VIEWPORT = { width: 1440, height: 9000 };

/** `METHOD /path` with numbers in the path written `{id}`, so the count does not depend on which dashboard it is. */
const requestKind = (method: string, url: string): string =>
  `${method} ${new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;

/** A copy of Featured Charts made for this run: a dashboard its owner has never opened, so no colours are stored yet. */
async function freshFeaturedCharts(token: string): Promise<number> {
  const q = encodeURIComponent("(filters:!((col:dashboard_title,opr:eq,value:'Featured Charts')))");
  const { result } = await callApi<{ result: { id: number }[] }>(token, 'GET', `/api/v1/dashboard/?q=${q}`);
  const { result: original } = await callApi<{ result: { position_json: string } }>(
    token,
    'GET',
    `/api/v1/dashboard/${result[0]!.id}`,
  );
  const body = { dashboard_title: `Featured Charts budget ${Date.now()}`, position_json: original.position_json };
  return (await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', body)).id;
}

/**
 * Opens the dashboard in a new page of `context` and counts its API requests by kind until every chart has settled
 * and the network is quiet; `expectColorSave` also waits for the colours' save, which follows the charts by Superset's
 * 500 ms settling delay.
 */
async function countOpen(
  context: BrowserContext,
  dashboardId: number,
  expectColorSave: boolean,
): Promise<Record<string, number>> {
  const page: Page = await context.newPage();
  const counts: Record<string, number> = {};
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    const kind = requestKind(request.method(), request.url());
    counts[kind] = (counts[kind] ?? 0) + 1;
  });
  const colorSave = expectColorSave
    ? page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/colors'), {
        timeout: 60_000,
      })
    : undefined;
  await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);
  await page.locator('[data-testid="dashboard-chart"]').first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="dashboard-chart"] [data-chart-status="loading"]').length === 0,
    undefined,
    { timeout: 60_000 },
  );
  await colorSave;
  await page.waitForLoadState('networkidle');
  await page.close();
  return counts;
}

describe('API requests per dashboard open', () => {
  let browser: Browser;
  let context: BrowserContext;
  let dashboardId: number;

  beforeAll(async () => {
    const { access_token: token } = await login(suiteServer().url, 'admin', 'admin');
    expect(await importSupersetExamples(token)).toEqual([200, { message: 'OK' }]);
    dashboardId = await freshFeaturedCharts(token);
    browser = await connectBrowser();
    const tokens = await login(suiteServer().url, 'admin', 'admin');
    context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript((stored) => window.localStorage.setItem('skyset.auth', stored), JSON.stringify(tokens));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('makes exactly its budget of requests on a first open: one per chart and eight for the page', async () => {
    // Act
    const counts = await countOpen(context, dashboardId, true);

    // Assert
    expect(counts).toEqual(COLD_OPEN);
  });

  it('makes the same requests again on the next open, less the colours already stored', async () => {
    // Act
    const counts = await countOpen(context, dashboardId, false);

    // Assert
    expect(counts).toEqual(WARM_OPEN);
  });
});
