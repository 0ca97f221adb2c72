import type { Browser, Page } from 'playwright-core';
import { type BlockedRequests, guardNetwork } from './network-guard.ts';

/**
 * What the callbacks below read of the page they run in. Playwright sends their source to the page; this module runs
 * in Node, without the DOM's types.
 */
interface PageGlobals {
  document: { documentElement: { dataset: Record<string, string | undefined>; scrollHeight: number } };
  localStorage: { setItem: (key: string, value: string) => void };
}

/** The page's signal that every chart on it has drawn or failed (set by the web app's report mode). */
export const REPORT_READY_SCRIPT = () =>
  (globalThis as unknown as PageGlobals).document.documentElement.dataset.reportReady === 'true';

/** One screenshot or PDF of a page of the web app in report mode. */
export interface PageRenderRequest {
  /** The report-mode URL (`?standalone=3`). */
  url: string;
  /** The report's screenshot token, stored where the web app reads its session before the page loads. */
  token: string;
  format: 'PNG' | 'PDF';
  /** Viewport width and initial height, CSS pixels; the capture takes the whole page's height. */
  width: number;
  height: number;
  /** Epoch ms after which rendering gives up. */
  deadline: number;
  now: () => number;
  /** Looks at the page at capture time (the benchmark counts the charts drawn). */
  inspect?: (page: Page) => Promise<void>;
}

/** A rendered page, and what the page asked for outside the web app and did not get. */
export interface RenderedPage {
  content: Buffer;
  blocked: BlockedRequests;
}

/** The error a run logs when the page is not ready in time. */
export const renderTimeout = (seconds: number): Error => new Error(`Report rendering timed out after ${seconds} s`);

/**
 * Opens the page signed in with the report's token, waits for its ready signal (never a fixed sleep) and captures
 * it: a full-page PNG, or a PDF of one page as large as the page, so a dashboard is not cut at print page breaks.
 * The page fetches from its own origin only (the web app's, which serves its API and WebSocket too): whatever its
 * markdown, CSS or scripts ask for elsewhere is refused and counted, and service workers never start.
 */
export async function renderPage(browser: Browser, request: PageRenderRequest): Promise<RenderedPage> {
  const budgetSeconds = Math.max(0, Math.round((request.deadline - request.now()) / 1000));
  const remaining = (): number => {
    const left = request.deadline - request.now();
    if (left <= 0) throw renderTimeout(budgetSeconds);
    return left;
  };
  const context = await browser.newContext({
    viewport: { width: request.width, height: request.height },
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
  });
  try {
    const blocked = await guardNetwork(context, [new URL(request.url).origin]);
    await context.addInitScript(
      (stored) => (globalThis as unknown as PageGlobals).localStorage.setItem('skyset.auth', stored),
      JSON.stringify({ access_token: request.token }),
    );
    const page = await context.newPage();
    const answer = await page.goto(request.url, { timeout: remaining(), waitUntil: 'domcontentloaded' });
    // A web app that is not there (or refuses the page) never signals ready: say so now, not at the deadline.
    if (answer && !answer.ok())
      throw new Error(`The report page ${new URL(request.url).pathname} answered HTTP ${answer.status()}`);
    await page.waitForFunction(REPORT_READY_SCRIPT, undefined, { timeout: remaining() });
    await request.inspect?.(page);
    const content = await capture(page, request, remaining());
    return { content, blocked: blocked() };
  } catch (error) {
    // playwright-core is loaded by now: a browser is open (browser-pool.ts loads it with the browser).
    const { errors } = await import('playwright-core');
    if (error instanceof errors.TimeoutError) throw renderTimeout(budgetSeconds);
    throw error;
  } finally {
    await context.close();
  }
}

async function capture(page: Page, request: PageRenderRequest, timeout: number): Promise<Buffer> {
  if (request.format === 'PNG') return page.screenshot({ fullPage: true, type: 'png', timeout });
  await page.emulateMedia({ media: 'screen' });
  const height = await page.evaluate(
    () => (globalThis as unknown as PageGlobals).document.documentElement.scrollHeight,
  );
  return page.pdf({
    width: `${request.width}px`,
    height: `${Math.max(height, request.height)}px`,
    printBackground: true,
    pageRanges: '1',
  });
}
