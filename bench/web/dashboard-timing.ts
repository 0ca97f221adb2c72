import type { BrowserContext } from 'playwright-core';
import { CHART_RENDERED, mainThreadCpu } from './page-timing.ts';

/** What opening a dashboard took. */
export interface DashboardOpen {
  /** Navigation start to the last chart's first drawing, ms. */
  ms: number;
  /** Charts drawn (distinct chart ids) and charts that showed an error or "No results" instead. */
  drawn: number;
  failed: number;
  /** HTTP requests the page made: all, API calls, chart data posts. */
  requests: number;
  apiRequests: number;
  chartDataRequests: number;
  /**
   * CPU the open cost, ms: the page's main thread (Chromium's ThreadTime) and this process, which serves the API and
   * runs the queries. Unlike wall time, these hardly change with what else the machine runs.
   */
  pageCpuMs: number;
  serverCpuMs: number;
  /** The size of the first chart's drawing area, px (what a bare page draws each chart into). */
  chartBox: { width: number; height: number };
}

/** CPU time of this process (all its threads, DuckDB's included) since `start`, ms. */
const cpuSince = (start: NodeJS.CpuUsage): number => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

/** A window tall enough for `charts` charts in rows of three to be in view at once. */
export const dashboardViewport = (charts: number) => ({ width: 1440, height: Math.ceil(charts / 3) * 420 + 400 });

/** How long a bench waits for the dashboard before it gives up. */
const OPEN_TIMEOUT_MS = 120_000;

/**
 * Opens `url` in a new page of `context` and waits until each of `charts` charts has drawn (its first chart-rendered
 * mark, which the dashboard's chart cards tag with the chart id) or shown an error. The viewport is tall enough for
 * every chart to be in view, so "every chart drawn" means drawn, not merely queried.
 */
export async function openDashboard(context: BrowserContext, url: string, charts: number): Promise<DashboardOpen> {
  const page = await context.newPage();
  await page.setViewportSize(dashboardViewport(charts));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  const pageCpu = await mainThreadCpu(context, page);
  const serverStart = process.cpuUsage();
  await page.goto(url);
  await page.waitForFunction(
    ({ mark, wanted }) => {
      const drawn = new Set(
        performance.getEntriesByName(mark).map((entry) => (entry as PerformanceMark).detail?.sliceId),
      );
      const settled = document.querySelectorAll(
        '[data-testid="dashboard-chart-error"], [data-chart-status="empty"]',
      ).length;
      return drawn.size + settled >= wanted;
    },
    { mark: CHART_RENDERED, wanted: charts },
    { timeout: OPEN_TIMEOUT_MS },
  );
  const { ms, drawn, failed, chartBox } = await page.evaluate((mark) => {
    const first = new Map<unknown, number>();
    for (const entry of performance.getEntriesByName(mark)) {
      const id = (entry as PerformanceMark).detail?.sliceId;
      if (!first.has(id)) first.set(id, entry.startTime);
    }
    const failedCount = document.querySelectorAll(
      '[data-testid="dashboard-chart-error"], [data-chart-status="empty"]',
    ).length;
    const box = document.querySelector('.highcharts-container')?.getBoundingClientRect();
    return {
      ms: Math.max(0, ...first.values()),
      drawn: first.size,
      failed: failedCount,
      chartBox: { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) },
    };
  }, CHART_RENDERED);
  const serverCpuMs = cpuSince(serverStart);
  const pageCpuMs = await pageCpu();
  await page.close();
  const api = requests.filter((request) => request.includes(' /api/'));
  return {
    ms,
    drawn,
    failed,
    pageCpuMs,
    serverCpuMs,
    chartBox,
    requests: requests.length,
    apiRequests: api.length,
    chartDataRequests: api.filter((request) => request === 'POST /api/v1/chart/data').length,
  };
}
