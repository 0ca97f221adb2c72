import type { Download, Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { suiteServer } from './suite.ts';

/** Helpers the Explore browser tests share: a saved chart of birth_names, API calls, drag and drop, downloads. */

/** The form data of a saved line chart: births per year by gender. */
export const LINE_CHART = {
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  row_limit: 1000,
};

/** Whether a request asks for chart data. */
export const isChartData = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';
/** The drawn points and lines of the chart in Explore's chart area. */
export const drawnSeries = (page: Page) =>
  page
    .getByTestId('explore-chart-container')
    .locator('.highcharts-series-group .highcharts-point, .highcharts-series-group path');

/** Calls the API as `token`'s user and returns the JSON answer. */
export async function apiCall(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${suiteServer().url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Saves a chart of birth_names through the API and returns its id. */
export async function saveChart(token: string, name: string, params: Record<string, unknown>): Promise<number> {
  const body = {
    slice_name: name,
    viz_type: params.viz_type,
    datasource_id: 1,
    datasource_type: 'table',
    params: JSON.stringify(params),
  };
  const { status, json } = await apiCall(token, 'POST', '/api/v1/chart/', body);
  expect(status).toBe(201);
  return json.id as number;
}

/** The bytes of a download. */
export async function bytesOf(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

/** Explore's run button once it takes a click ("Create chart" or "Update chart", not disabled). */
export const enabledRunButton = (page: Page): Locator =>
  page.locator('[data-testid="explore-update-button"]:not([aria-disabled="true"])');

/**
 * Drags with the mouse as a person does: press, a few pixels to start dnd-kit's drag, then over the target and release.
 * The press waits for Playwright's checks on the source (in view, no longer moving, the element the pointer reaches):
 * pressed where a list still settling had put it a moment before, it would pick up its neighbour.
 */
export async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.hover();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await target.and(page.locator('[data-drop-active="true"]')).waitFor();
  await page.mouse.up();
}
