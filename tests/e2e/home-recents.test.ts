import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { layoutComponent } from './dashboard-kit.ts';
import { LINE_CHART, saveChart } from './explore-kit.ts';
import { connectBrowser, signedInPage, suiteServer } from './suite.ts';

/**
 * Recents as a user meets them: a fresh user's home page says nothing was viewed yet; after they open a dashboard
 * (the page logs `mount_dashboard`, its chart `render_chart` with its drawing time), going home lists it under Recents and its link leads back to it; a chart opened
 * in Explore (logged with its load and render times) comes first after that.
 */

async function call(
  url: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const recents = (page: Page) => page.getByRole('region', { name: 'Recents' });

describe('the home page lists under Recents what the user opened', () => {
  const server = suiteServer();
  const stamp = `Recent${Date.now().toString(36)}`;
  const user = { username: `recents_${stamp.toLowerCase()}`, password: 'recents-password-1' };
  let browser: Browser;
  let page: Page;
  let dashboardId: number;
  let chartId: number;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    const token = (await login(server.url)).access_token;
    const roles = (await call(server.url, token, 'GET', '/api/v1/security/roles/?q=(page_size:100)')).result as {
      id: number;
      name: string;
    }[];
    const alpha = roles.find((role) => role.name === 'Alpha')!;
    await call(server.url, token, 'POST', '/api/v1/security/users/', {
      ...user,
      first_name: 'Rita',
      last_name: 'Recent',
      email: `${user.username}@example.com`,
      active: true,
      roles: [alpha.id],
    });
    chartId = await saveChart(token, `${stamp} chart`, LINE_CHART);
    const layout = {
      ROOT_ID: layoutComponent('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: layoutComponent('GRID_ID', 'GRID', ['ROW-1']),
      'ROW-1': layoutComponent('ROW-1', 'ROW', ['CHART-1']),
      'CHART-1': layoutComponent('CHART-1', 'CHART', [], { chartId, width: 6, height: 40 }),
    };
    const board = { dashboard_title: `${stamp} board`, published: true, position_json: JSON.stringify(layout) };
    dashboardId = (await call(server.url, token, 'POST', '/api/v1/dashboard/', board)).id as number;
    browser = await connectBrowser();
    page = await signedInPage(browser, user.username, user.password);
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
  });

  it('shows the empty state first, then the dashboard opened, linking back to it', async () => {
    // Arrange: nothing viewed yet
    await page.goto(`${server.url}/superset/welcome/`);
    await recents(page).getByText('Recently viewed charts, dashboards, and saved queries will appear here').waitFor();

    // Act: open the dashboard, wait for its usage events (the page's and its chart's) to be sent, then go home
    const logged = page.waitForResponse(
      (response) =>
        response.url().includes('/superset/log/') &&
        response.request().postData()?.includes('mount_dashboard') === true,
    );
    const chartDrawn = page.waitForRequest(
      (request) => request.url().includes('/superset/log/') && request.postData()?.includes('render_chart') === true,
    );
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    await page
      .getByRole('heading', { name: `${stamp} board` })
      .first()
      .waitFor();
    expect((await logged).status()).toBe(200);
    const drawnEvents = (JSON.parse((await chartDrawn).postData() ?? '{}') as { events: Record<string, unknown>[] })
      .events;
    expect(
      drawnEvents
        .filter((event) => event.event_name === 'render_chart')
        .map(({ source, dashboard_id, slice_id, duration }) => ({ source, dashboard_id, slice_id, duration })),
    ).toEqual([{ source: 'dashboard', dashboard_id: dashboardId, slice_id: chartId, duration: expect.any(Number) }]);
    await page.goto(`${server.url}/superset/welcome/`);
    const link = recents(page).getByRole('link', { name: `${stamp} board` });
    await link.waitFor();
    await page.screenshot({ path: 'test-results/e2e-home-recents.png', fullPage: true });

    // Assert
    expect(await recents(page).getByRole('link').allTextContents()).toEqual([`${stamp} board`]);
    expect(
      await recents(page)
        .getByText(/^Viewed /)
        .allTextContents(),
    ).toEqual([expect.stringMatching(/^Viewed (now|\d+ seconds ago|a second ago)$/)]);
    await link.click();
    await page.waitForURL(`${server.url}/superset/dashboard/${dashboardId}/`);
  });

  it('logs a chart opened in Explore with its load and render times, and lists it first under Recents', async () => {
    // Arrange
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/superset/log/'))
        sent.push(...((JSON.parse(request.postData() ?? '{}') as { events?: Record<string, unknown>[] }).events ?? []));
    });

    // Act
    const rendered = page.waitForRequest(
      (request) => request.url().includes('/superset/log/') && request.postData()?.includes('render_chart') === true,
    );
    await page.goto(`${server.url}/explore/?slice_id=${chartId}`);
    await rendered;
    await page.goto(`${server.url}/superset/welcome/`);
    await recents(page)
      .getByRole('link', { name: `${stamp} chart` })
      .waitFor();

    // Assert
    const chartEvents = sent
      .filter((event) => event.slice_id === chartId)
      .map(({ event_name, source, duration }) => ({ event_name, source, duration }));
    expect(chartEvents).toEqual([
      { event_name: 'mount_explorer', source: 'explore', duration: undefined },
      { event_name: 'load_chart', source: 'explore', duration: expect.any(Number) },
      { event_name: 'render_chart', source: 'explore', duration: expect.any(Number) },
    ]);
    expect((await recents(page).getByRole('link').allTextContents())[0]).toBe(`${stamp} chart`);
  });
});
