import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { birthsValueFilter, callApi, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { startEmbedHost } from './embed-host.ts';
import { connectBrowser, suiteServer, watchConsole } from './suite.ts';

/**
 * A SaaS operator embeds a Skyset dashboard in its own application with the published `@superset-ui/embedded-sdk`:
 * the host page on another origin loads the SDK, its backend asks for a guest token carrying a row level security
 * rule, and the dashboard draws in the iframe with only the rows the rule lets through; the host observes a filter
 * change through the SDK, switches it to dark, and the SDK renews the token (guest tokens live 20 s in the e2e server).
 * The same page on an
 * origin the embedding does not allow is refused by the page's `frame-ancestors`.
 */

const STAMP = Date.now();
const TITLES = [`Embedded genders ${STAMP}`, `Embedded states ${STAMP}`];

let browser: Browser;
let adminToken: string;
let uuid: string;
let host: Awaited<ReturnType<typeof startEmbedHost>>;

/** A published dashboard of two birth_names charts and a gender filter, embedded for the host's origin. */
async function embeddedDashboard(allowedOrigin: string): Promise<string> {
  const charts = await Promise.all([
    saveBirthsChart(adminToken, TITLES[0]!, { viz_type: 'pie', groupby: ['gender'], metric: 'count', row_limit: 100 }),
    saveBirthsChart(adminToken, TITLES[1]!, {
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'state',
      metrics: ['count'],
      groupby: [],
      row_limit: 10,
    }),
  ]);
  const cells = charts.map(({ id }, index) =>
    layoutComponent(`CHART-${index}`, 'CHART', [], { chartId: id, width: 6, height: 50 }),
  );
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
    'ROW-1': layoutComponent(
      'ROW-1',
      'ROW',
      cells.map((cell) => cell.id),
    ),
    ...Object.fromEntries(cells.map((cell) => [cell.id, cell])),
  };
  const { id } = await callApi<{ id: number }>(adminToken, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `Embedded board ${STAMP}`,
    published: true,
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({ native_filter_configuration: [birthsValueFilter('gender', 'Gender')] }),
  });
  const embedded = await callApi<{ result: { uuid: string } }>(adminToken, 'PUT', `/api/v1/dashboard/${id}/embedded`, {
    allowed_domains: [allowedOrigin],
  });
  return embedded.result.uuid;
}

/** The drawn card titled `title`, inside the embedded dashboard's iframe. */
const card = (page: Page, title: string) =>
  page.frameLocator('iframe').locator('[data-testid="dashboard-chart"]', {
    has: page.frameLocator('iframe').getByTestId('dashboard-chart-title').getByText(title, { exact: true }),
  });

beforeAll(async () => {
  await mkdir('test-results', { recursive: true });
  adminToken = (await login(suiteServer().url, 'admin', 'admin')).access_token;
  host = await startEmbedHost(suiteServer().url, () => ({
    adminToken,
    uuid,
    rls: [{ clause: "state IN ('CA', 'NY')" }],
  }));
  uuid = await embeddedDashboard(host.origin);
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('a dashboard embedded with the published SDK', () => {
  it("draws in the host's page with only the rule's rows, tells the host of a filter change, and renews its token", async () => {
    // Arrange
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    page.setDefaultTimeout(30_000);
    const problems = watchConsole(page);
    const frame = page.frameLocator('iframe');

    // Act: open the host's page; the SDK mounts the iframe and hands it a guest token.
    await page.goto(`${host.origin}/?uuid=${uuid}`);
    for (const title of TITLES) await card(page, title).locator('.highcharts-root').waitFor();
    const states = await card(page, TITLES[1]!).locator('.highcharts-xaxis-labels text').allTextContents();
    // A filter change, applied in the iframe, reaches the host through `observeDataMask`.
    await frame.getByRole('combobox', { name: 'Gender' }).first().click();
    await frame.getByRole('option', { name: 'girl' }).click();
    await page.keyboard.press('Escape');
    await frame.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForFunction('window.masks.some((mask) => mask.nativeFiltersChanged)');
    const observed = await page.evaluate<{ filterState?: { value?: unknown } }>(
      "window.masks.find((mask) => mask.nativeFiltersChanged)['NATIVE_FILTER-gender']",
    );
    const asked = await page.evaluate<Record<string, unknown>>('window.embedded.getDataMask()');
    // The SDK renews the token before it expires; charts then still draw under the renewed one.
    await expect.poll(() => host.tokensHandedOut(), { timeout: 40_000, interval: 500 }).toBeGreaterThanOrEqual(2);
    // Clearing the filters queries again, under the renewed token: the pie shows both genders again.
    await frame.getByRole('button', { name: 'Clear all' }).click();
    await card(page, TITLES[0]!).locator('.highcharts-legend').getByText('boy').waitFor();
    const scroll = await page.evaluate<{ width: number; height: number }>('window.embedded.getScrollSize()');
    // The host switches the dashboard to dark through the SDK.
    await page.evaluate("window.embedded.setThemeMode('dark')");
    await frame.locator('html[data-mantine-color-scheme="dark"]').waitFor();
    await page.screenshot({ path: 'test-results/e2e-embedded-sdk.png', fullPage: true });

    // Assert
    expect(states.toSorted()).toEqual(['CA', 'NY']);
    expect(observed?.filterState?.value).toEqual(['girl']);
    expect(asked).toHaveProperty(['NATIVE_FILTER-gender', 'filterState', 'value'], ['girl']);
    expect(scroll.width).toBeGreaterThan(0);
    expect(await page.evaluate('window.embedError')).toBeUndefined();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is refused on an origin the embedding does not allow', async () => {
    // Arrange
    const page = await (await browser.newContext()).newPage();
    const problems = watchConsole(page);

    // Act
    await page.goto(`${host.otherOrigin}/?uuid=${uuid}`);
    await expect.poll(() => problems.some((problem) => problem.includes('frame-ancestors'))).toBe(true);

    // Assert
    expect(await page.frameLocator('iframe').locator('[data-testid="dashboard-page"]').count()).toBe(0);
    await page.context().close();
  });
});
