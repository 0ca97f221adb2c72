import type { Page, Route } from 'playwright-core';
import type { WebSession } from './session.ts';
import {
  chartDataResponseEnd,
  countChartDataPosts,
  drawnPoints,
  markTimes,
  timedToggle,
  waitForMarks,
} from './page-timing.ts';

/** Render-control changes: the input-to-redraw times and how many chart data requests they caused. */
export interface ControlChanges {
  times: number[];
  marks: number;
  dataPosts: number;
}

/** One chart drawn on opening Explore: ms to the first chart-rendered mark and the points drawn. */
export interface Drawn {
  ms: number;
  points: number;
}

const exploreUrl = (session: WebSession, sliceId: number): string =>
  `${session.runtime.url}/explore/?slice_id=${sliceId}`;

/** Lets the page finish what a redraw started (two frames), so one change's late marks are not read as the next one's. */
const settle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Opens chart `sliceId` in Explore and toggles the `control` checkbox of the Customize tab `changes` times. */
export async function renderControlChanges(
  session: WebSession,
  sliceId: number,
  control: string,
  changes: number,
): Promise<ControlChanges> {
  const context = await session.signedInContext();
  try {
    const page = await context.newPage();
    const posts = countChartDataPosts(page);
    await page.goto(exploreUrl(session, sliceId));
    await waitForMarks(page);
    await page.getByRole('tab', { name: 'Customize' }).click();
    await page.locator(`[data-testid="${control}"] input[type="checkbox"]`).waitFor({ state: 'attached' });
    await settle(page);
    const [postsBefore, marksBefore] = [posts.count(), (await markTimes(page)).length];
    const times: number[] = [];
    for (let change = 0; change < changes; change += 1) {
      times.push(await timedToggle(page, control));
      await settle(page);
    }
    return { times, marks: (await markTimes(page)).length - marksBefore, dataPosts: posts.count() - postsBefore };
  } finally {
    await context.close();
  }
}

/** A new browser context (empty cache) opens chart `sliceId`: navigation start to the first chart drawn. */
export async function coldFirstChart(session: WebSession, sliceId: number): Promise<Drawn> {
  const context = await session.signedInContext();
  try {
    const page = await context.newPage();
    await page.goto(exploreUrl(session, sliceId));
    await waitForMarks(page);
    return { ms: (await markTimes(page))[0]!, points: await drawnPoints(page) };
  } finally {
    await context.close();
  }
}

/** Fulfils chart data requests with the real answer's shape but `rows` generated rows of one time series. */
function substituteRows(rows: number): (route: Route) => Promise<void> {
  return async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { result: { colnames: string[]; data: Record<string, unknown>[] }[] };
    const start = Date.UTC(2011, 0, 1);
    for (const result of answer.result) {
      const [x, ...series] = result.colnames;
      result.data = Array.from({ length: rows }, (_, index) => ({
        [x!]: start + index * 60_000,
        ...Object.fromEntries(
          series.map((name) => [name, Math.round(1000 + 500 * Math.sin(index / 500) + Math.random() * 100)]),
        ),
      }));
      Object.assign(result, { rowcount: rows, sql_rowcount: rows });
    }
    await route.fulfill({ response, json: answer });
  };
}

/** Opens chart `sliceId` with a `rows`-point answer substituted: from the answer arriving to the chart drawn. */
export async function bigSeries(session: WebSession, sliceId: number, rows: number): Promise<Drawn> {
  const context = await session.signedInContext();
  try {
    const page = await context.newPage();
    await page.route('**/api/v1/chart/data**', substituteRows(rows));
    await page.goto(exploreUrl(session, sliceId));
    await waitForMarks(page);
    const [drawnAt] = await markTimes(page);
    return { ms: drawnAt! - (await chartDataResponseEnd(page)), points: await drawnPoints(page) };
  } finally {
    await context.close();
  }
}
