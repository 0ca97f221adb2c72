import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { callApi, layoutComponent, saveBirthsChart } from './dashboard-kit.ts';
import { connectBrowser, signedInPage, suiteServer, watchConsole } from './suite.ts';

const STAMP = Date.now();
const CHART_NAME = `Embeddable genders ${STAMP}`;
/** The Gamma user's password (the policy refuses one holding the user name). */
const PASSWORD = 'embed-settings-pass-7';

type Embedding = { result: { uuid: string; allowed_domains: string[] } };

/** A dashboard of one birth_names chart, made through the API by the holder of `token`, who owns it. */
async function createChartDashboard(token: string, title: string, chartId: number): Promise<number> {
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
    'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-1']),
    'CHART-1': layoutComponent('CHART-1', 'CHART', [], { chartId, width: 6, height: 50 }),
  };
  const body = { dashboard_title: title, position_json: JSON.stringify(layout) };
  return (await callApi<{ id: number }>(token, 'POST', '/api/v1/dashboard/', body)).id;
}

/** The embedding the server holds for the dashboard, or null when it answers 404. */
async function storedEmbedding(token: string, dashboardId: number): Promise<Embedding['result'] | null> {
  const response = await fetch(`${suiteServer().url}/api/v1/dashboard/${dashboardId}/embedded`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 404) return null;
  return ((await response.json()) as Embedding).result;
}

/** Opens the dashboard's "..." menu, waits for its fade-in to end, and answers its entries. */
async function openMenu(page: Page): Promise<string[]> {
  await page.getByTestId('dashboard-menu').click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  await expect.poll(() => menu.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

const shot = (target: Page | Locator, name: string) =>
  target.screenshot({ path: `test-results/e2e-dashboard-embed-${name}.png` });

describe('Embed dashboard', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let token: string;
  let dashboardId: number;
  let gamma: { username: string; dashboardId: number };

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    token = (await login(suiteServer().url, 'admin', 'admin')).access_token;
    const chart = await saveBirthsChart(token, CHART_NAME, {
      viz_type: 'pie',
      groupby: ['gender'],
      metric: 'count',
      row_limit: 100,
    });
    dashboardId = await createChartDashboard(token, `Embeddable ${STAMP}`, chart.id);
    const roles = await callApi<{ result: { id: number; name: string }[] }>(
      token,
      'GET',
      '/api/v1/security/roles/?q=(page_size:100)',
    );
    const username = `embed_gamma_${STAMP}`;
    await callApi(token, 'POST', '/api/v1/security/users/', {
      username,
      password: PASSWORD,
      first_name: 'Gina',
      last_name: 'Gamma',
      email: `${username}@example.com`,
      active: true,
      roles: [roles.result.find((role) => role.name === 'Gamma')!.id],
    });
    const gammaToken = (await login(suiteServer().url, username, PASSWORD)).access_token;
    const own = await callApi<{ id: number }>(gammaToken, 'POST', '/api/v1/dashboard/', {
      dashboard_title: `Gamma's own ${STAMP}`,
    });
    gamma = { username, dashboardId: own.id };
    browser = await connectBrowser();
    page = await signedInPage(browser);
    page.setDefaultTimeout(20_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suiteServer().url });
    problems = watchConsole(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets an Admin enable embedding with a domain, copy the id, change the domains and deactivate it', async () => {
    // Arrange: the embedding's reads are held until the loading state has been seen.
    const embeddingRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/embedded')) embeddingRequests.push(request.method());
    });
    let releaseRead = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    await page.route('**/api/v1/dashboard/*/embedded', async (route) => {
      if (route.request().method() === 'GET') await readHeld;
      await route.continue();
    });
    await page.goto(`${suiteServer().url}/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-testid="dashboard-chart"] [data-chart-status="rendered"]').waitFor();
    const requestsBeforeOpening = [...embeddingRequests];

    // Act: open it, loading, then not embedded.
    const entries = await openMenu(page);
    await shot(page, 'admin-menu');
    await page.getByTestId('dashboard-menu-embed').click();
    const dialog = page.getByRole('dialog', { name: 'Embed', exact: true });
    await dialog.getByLabel('Loading').waitFor();
    await shot(dialog, 'loading');
    releaseRead();
    const domains = dialog.getByRole('textbox', { name: 'Allowed Domains (comma separated)' });
    await domains.waitFor();
    await shot(page, 'not-embedded');

    // Act: a bare host is refused under the field, then an origin enables embedding.
    await domains.fill('app.example.com');
    await dialog.getByRole('button', { name: 'Enable embedding' }).click();
    await dialog.getByText('"app.example.com" is not an origin: did you mean https://app.example.com?').waitFor();
    await shot(dialog, 'invalid-domain');
    const sentForTheBareHost = embeddingRequests.filter((method) => method !== 'GET').length;
    await domains.fill('https://app.example.com');
    await dialog.getByRole('button', { name: 'Enable embedding' }).click();
    const uuid = dialog.getByTestId('dashboard-embed-uuid');
    await uuid.waitFor();
    await page.getByRole('status').filter({ hasText: 'Changes saved.' }).first().waitFor();
    const enabled = await storedEmbedding(token, dashboardId);
    const shownId = await uuid.textContent();

    // Act: copy the id.
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    await shot(page, 'embedded-copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());

    // Act: change the domains.
    await domains.fill('https://app.example.com, http://localhost:5173');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await storedEmbedding(token, dashboardId))?.allowed_domains)
      .toEqual(['https://app.example.com', 'http://localhost:5173']);
    await expect.poll(() => dialog.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    await shot(dialog, 'embedded');
    const changed = await storedEmbedding(token, dashboardId);

    // Act: deactivate, confirmed.
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable embedding?' });
    await confirm.getByText('This will remove your current embed configuration.').waitFor();
    await shot(page, 'deactivate-confirm');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Embedding deactivated.' }).first().waitFor();
    const afterwards = await storedEmbedding(token, dashboardId);

    // Assert
    expect(requestsBeforeOpening).toEqual([]);
    expect(entries.indexOf('Embed dashboard')).toBeGreaterThan(entries.indexOf('Share permalink by email'));
    expect(sentForTheBareHost).toBe(0);
    expect(enabled).toMatchObject({ allowed_domains: ['https://app.example.com'] });
    expect({ shownId, copied }).toEqual({ shownId: enabled!.uuid, copied: enabled!.uuid });
    expect(changed).toMatchObject({ uuid: enabled!.uuid });
    expect(afterwards).toBeNull();
    expect(embeddingRequests).toEqual(['GET', 'PUT', 'PUT', 'DELETE']);
    // Superset's API answers 404 for a dashboard not embedded yet; the browser logs it, and nothing else.
    expect(problems.splice(0)).toEqual([
      'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  it('is not offered to a Gamma user, even on a dashboard they own and may edit', async () => {
    // Arrange
    const gammaPage = await signedInPage(browser, gamma.username, PASSWORD);
    gammaPage.setDefaultTimeout(20_000);
    await gammaPage.goto(`${suiteServer().url}/superset/dashboard/${gamma.dashboardId}/`);
    await gammaPage.getByRole('button', { name: 'Edit dashboard' }).waitFor();

    // Act
    const entries = await openMenu(gammaPage);
    await shot(gammaPage, 'gamma-menu');

    // Assert
    expect(entries).toContain('Refresh dashboard');
    expect(entries).not.toContain('Embed dashboard');
    await gammaPage.context().close();
  });

  it('reported no console errors on the way', () => {
    expect(problems).toEqual([]);
  });
});
