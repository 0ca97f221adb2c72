import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { dashboardPageCalls } from '../dashboard-page-calls.ts';
import { dashboardViewport } from './dashboard-timing.ts';
import { mainThreadCpu } from './page-timing.ts';
import { type BareOptions, bareOptionsOf, type ChartAnswer } from './bare-chart-options.ts';
import type { WebSession } from './session.ts';

/**
 * The bare reference of the dashboard bench: a static page that draws a dashboard's chart data answers with
 * Highcharts alone (the ESM build the app bundles, from node_modules), each chart into a box of the size the
 * dashboard gives its charts, in rows of three. The answers are fetched once through the API and embedded as JSON,
 * so the page measures what drawing the same results costs with nothing of Skyset around it. It is served from the
 * web client's own folder by the same local runtime, so it travels the same HTTP path as the app's files.
 */

/** The User Timing mark the bare page sets when a chart has drawn. */
const BARE_DRAWN = 'bench:bare-chart-drawn';
/** Where the page's files go in the client folder: the page (not cached), its scripts (cached as the app's assets are). */
const PAGE_FOLDER = 'bench-bare';
const ASSET_FOLDER = join('assets', 'bench-bare');
const HIGHCHARTS_ESM = resolve('node_modules/highcharts/esm/highcharts.js');
const OPEN_TIMEOUT_MS = 60_000;

const DRAW_SCRIPT = `import Highcharts from './highcharts.js';
const { box, charts } = JSON.parse(document.getElementById('bench-results').textContent);
const grid = document.getElementById('grid');
charts.forEach((options, index) => {
  const container = document.createElement('div');
  grid.append(container);
  let drawn = false;
  Highcharts.chart(container, {
    ...options,
    accessibility: { enabled: false },
    chart: { width: box.width, height: box.height, animation: false, events: { render() {
      if (!drawn) performance.mark('${BARE_DRAWN}', { detail: { index } });
      drawn = true;
    } } },
    plotOptions: { series: { animation: false } },
  });
});
`;

const pageHtml = (box: { width: number; height: number }, charts: BareOptions[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare Highcharts: ${charts.length} charts</title>
<style>body { margin: 0; font-family: sans-serif; } #grid { display: grid; grid-template-columns: repeat(3, ${box.width}px); gap: 16px; padding: 16px; }</style>
<script type="module" src="/${ASSET_FOLDER}/draw.js"></script></head>
<body><div id="grid"></div>
<script id="bench-results" type="application/json">${JSON.stringify({ box, charts }).replace(/</g, '\\u003c')}</script>
</body></html>
`;

/** The first query's answer of each chart of dashboard `dashboardId` (not its filters'), fetched once, as bare options. */
async function bareChartsOf(session: WebSession, dashboardId: number): Promise<BareOptions[]> {
  const { chartData } = await dashboardPageCalls(session.api, dashboardId);
  const charts: BareOptions[] = [];
  for (const call of chartData.filter((entry) => entry.sliceId !== undefined)) {
    const { status, body } = await session.api.post(call.path, call.body);
    if (status !== 200) throw new Error(`chart ${call.sliceId} answered ${status}: ${JSON.stringify(body)}`);
    const formData = (call.body as { form_data: { x_axis?: string; metric?: string } }).form_data;
    const answer = (body.result as ChartAnswer[])[0]!;
    charts.push(
      bareOptionsOf(call.vizType!, call.vizType === 'pie' ? String(formData.metric) : String(formData.x_axis), answer),
    );
  }
  return charts;
}

/**
 * Writes the bare page of dashboard `dashboardId` (charts drawn into `box`) into the session's client folder as
 * `name`; answers its URL. Fetching the answers fills the result cache for that dashboard's queries only.
 */
export async function writeBarePage(
  session: WebSession,
  name: string,
  dashboardId: number,
  box: { width: number; height: number },
): Promise<string> {
  const charts = await bareChartsOf(session, dashboardId);
  await mkdir(join(session.clientDir, ASSET_FOLDER), { recursive: true });
  await mkdir(join(session.clientDir, PAGE_FOLDER), { recursive: true });
  await copyFile(HIGHCHARTS_ESM, join(session.clientDir, ASSET_FOLDER, 'highcharts.js'));
  await writeFile(join(session.clientDir, ASSET_FOLDER, 'draw.js'), DRAW_SCRIPT);
  await writeFile(join(session.clientDir, PAGE_FOLDER, `${name}.html`), pageHtml(box, charts));
  return `${session.runtime.url}/${PAGE_FOLDER}/${name}.html`;
}

/** Removes every bare page and its scripts from the client folder (which may be a build someone else uses). */
export async function removeBarePages(clientDir: string): Promise<void> {
  await rm(join(clientDir, PAGE_FOLDER), { recursive: true, force: true });
  await rm(join(clientDir, ASSET_FOLDER), { recursive: true, force: true });
}

/** What opening the bare page took: navigation start to its last chart drawn, and its main thread's CPU, ms. */
export interface BareOpen {
  ms: number;
  pageCpuMs: number;
}

/** Opens the bare page at `url` in a new page of `context` (the dashboard's viewport) and times it. */
export async function openBarePage(context: BrowserContext, url: string, charts: number): Promise<BareOpen> {
  const page = await context.newPage();
  await page.setViewportSize(dashboardViewport(charts));
  try {
    const pageCpu = await mainThreadCpu(context, page);
    await page.goto(url);
    await page.waitForFunction(
      ({ mark, wanted }) => performance.getEntriesByName(mark).length >= wanted,
      { mark: BARE_DRAWN, wanted: charts },
      { timeout: OPEN_TIMEOUT_MS },
    );
    const ms = await page.evaluate(
      (mark) => Math.max(...performance.getEntriesByName(mark).map((entry) => entry.startTime)),
      BARE_DRAWN,
    );
    return { ms, pageCpuMs: await pageCpu() };
  } finally {
    await page.close();
  }
}
