import { mkdir } from 'node:fs/promises';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/runtime.ts';
import { type RunningServer, startLocalServer } from './local-server.ts';
import { connectBrowser, watchConsole } from './suite.ts';

const BAR_CHART = {
  viz_type: 'echarts_timeseries_bar',
  datasource: '1__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  row_limit: 1000,
};

/** Saves the bar chart through the API and returns its id, so the page opens it with `/explore/?slice_id=`. */
async function saveChart(server: RunningServer, accessToken: string): Promise<number> {
  const body = {
    slice_name: 'Async births',
    viz_type: BAR_CHART.viz_type,
    datasource_id: 1,
    datasource_type: 'table',
    params: JSON.stringify(BAR_CHART),
  };
  const response = await fetch(`${server.url}/api/v1/chart/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const isChartData = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

/** A page of the shared browser signed in to `server` (not the suite's one), at 1440x900. */
async function signedInTo(browser: Browser, server: RunningServer, tokens: { access_token: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((stored) => window.localStorage.setItem('skyset.auth', stored), JSON.stringify(tokens));
  return context.newPage();
}

describe('Explore follows an asynchronous chart query (GLOBAL_ASYNC_QUERIES)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    const webDir = process.env.E2E_WEB_DIR;
    server = await startLocalServer({
      env: { GLOBAL_ASYNC_QUERIES: 'true', ...(webDir ? { SKYSET_WEB_DIR: webDir } : {}) },
    });
    browser = await connectBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws the chart from a 202 answer whose event arrives over the WebSocket', async () => {
    // Arrange
    const tokens = await login(server.url, 'admin', 'admin');
    const sliceId = await saveChart(server, tokens.access_token);
    const page = await signedInTo(browser, server, tokens);
    page.setDefaultTimeout(20_000);
    const problems = watchConsole(page);
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    const polls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/v1/async_event/') && polls.push(request.url()));

    // Act
    const posted = page.waitForResponse((response) => isChartData(response.request()));
    await page.goto(`${server.url}/explore/?slice_id=${sliceId}`);
    const answer = await posted;
    await page
      .getByTestId('explore-chart-container')
      .locator('.highcharts-series-group .highcharts-point')
      .first()
      .waitFor();
    await page.screenshot({ path: 'test-results/e2e-explore-async.png', fullPage: true });

    // Assert
    const job = (await answer.json()) as { job_id: string };
    expect([answer.status(), frames.some((frame) => frame.includes(job.job_id)), polls]).toEqual([202, true, []]);
    expect(problems).toEqual([]);
  });

  it('falls back to polling when the WebSocket cannot connect, and still draws the chart', async () => {
    // Arrange: every socket is refused, as behind a proxy without WebSocket support
    const tokens = await login(server.url, 'admin', 'admin');
    const sliceId = await saveChart(server, tokens.access_token);
    const page = await signedInTo(browser, server, tokens);
    page.setDefaultTimeout(20_000);
    await page.routeWebSocket(/\/ws/, (socket) => socket.close({ code: 1011, reason: 'refused' }));
    const polls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/v1/async_event/') && polls.push(request.url()));

    // Act: the client retries the socket Superset's six times, 2.5 s apart, then polls. The page's clock jumps each
    // wait instead of the test sitting through 15 s: each jump rings the retry planned after the last refusal.
    await page.clock.install();
    const posted = page.waitForResponse((response) => isChartData(response.request()));
    await page.goto(`${server.url}/explore/?slice_id=${sliceId}`);
    const answer = await posted;
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(2_500);
          return polls.length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await page
      .getByTestId('explore-chart-container')
      .locator('.highcharts-series-group .highcharts-point')
      .first()
      .waitFor({ timeout: 60_000 });

    // Assert
    expect([answer.status(), polls.length > 0]).toEqual([202, true]);
    await page.context().close();
  });
});
