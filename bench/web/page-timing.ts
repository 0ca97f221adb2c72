import type { BrowserContext, Page } from 'playwright-core';

/** The User Timing mark Explore sets each time a chart finishes drawing (web/app/.../chart-renderer.tsx). */
export const CHART_RENDERED = 'skyset:chart-rendered';

/** How long a bench waits for a chart to draw before it gives up on the run. */
const DRAW_TIMEOUT_MS = 60_000;

/** Waits until the page has set at least `count` chart-rendered marks. */
export async function waitForMarks(page: Page, count = 1): Promise<void> {
  await page.waitForFunction(
    ({ mark, wanted }) => performance.getEntriesByName(mark).length >= wanted,
    { mark: CHART_RENDERED, wanted: count },
    { timeout: DRAW_TIMEOUT_MS },
  );
}

/** Start times (ms since navigation start) of every chart-rendered mark so far. */
export const markTimes = (page: Page): Promise<number[]> =>
  page.evaluate((mark) => performance.getEntriesByName(mark).map((entry) => entry.startTime), CHART_RENDERED);

/**
 * Clicks the checkbox inside `[data-testid=<control>]` from inside the page and answers the milliseconds from that
 * input event to the next chart-rendered mark: measured in the page, so no round trip to the bench is counted.
 */
export function timedToggle(page: Page, control: string): Promise<number> {
  return page.evaluate(
    // No named functions in here: tsx's keepNames would wrap them in a __name helper the page does not have.
    async ({ mark, selector, timeout }) => {
      const input = document.querySelector<HTMLInputElement>(selector);
      if (!input) throw new Error(`no checkbox ${selector}`);
      const before = performance.getEntriesByName(mark).length;
      const started = performance.now();
      input.click();
      for (;;) {
        const entries = performance.getEntriesByName(mark);
        if (entries.length > before) return entries[before]!.startTime - started;
        if (performance.now() - started > timeout) throw new Error('the chart did not redraw');
        await new Promise((done) => setTimeout(done, 1));
      }
    },
    { mark: CHART_RENDERED, selector: `[data-testid="${control}"] input[type="checkbox"]`, timeout: DRAW_TIMEOUT_MS },
  );
}

/** When the last `POST /api/v1/chart/data` answer finished arriving (Resource Timing), ms since navigation start. */
export const chartDataResponseEnd = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const answers = entries.filter((entry) => entry.name.includes('/api/v1/chart/data'));
    return answers.at(-1)?.responseEnd ?? NaN;
  });

/**
 * Points the chart drew: the `data-point-count` Explore's Highcharts wrapper writes after each draw, else (an older
 * build) one per move/line command of each SVG series graph.
 */
export const drawnPoints = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const counted = [...document.querySelectorAll<HTMLElement>('[data-point-count]')].map((element) =>
      Number(element.dataset.pointCount),
    );
    if (counted.length > 0) return counted.reduce((sum, points) => sum + points, 0);
    return [...document.querySelectorAll('.highcharts-series path.highcharts-graph')]
      .map((path) => (path.getAttribute('d')?.match(/[ML]/g) ?? []).length)
      .reduce((sum, points) => sum + points, 0);
  });

/** Counts the page's `POST /api/v1/chart/data` requests from now on. */
export function countChartDataPosts(page: Page): { count(): number } {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/v1/chart/data')) posts += 1;
  });
  return { count: () => posts };
}

/**
 * Starts counting the CPU time of the page's main thread (Chromium's ThreadTime); the answer reads it, ms since the
 * page started, and stops counting.
 */
export async function mainThreadCpu(context: BrowserContext, page: Page): Promise<() => Promise<number>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    await cdp.detach();
    return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN) * 1000;
  };
}
