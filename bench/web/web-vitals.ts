import type { BrowserContext, Page } from 'playwright-core';
import { CHART_RENDERED } from './page-timing.ts';

/**
 * Core Web Vitals of a dashboard as a reader at a 1440x900 window gets them, measured in the page with the APIs the
 * web-vitals library reads (not installed here; its rules are restated below): Largest Contentful Paint and layout
 * shifts from buffered PerformanceObservers, Interaction to Next Paint from Event Timing entries (`event`,
 * durationThreshold 16) grouped by interactionId, for a native filter change made with real clicks and keys.
 */

/**
 * One interaction: what started it and its latency (its longest event entry), ms, split as web-vitals attributes it:
 * waiting for the main thread, running the handlers, and from their end to the next frame painted.
 */
export interface Interaction {
  events: string;
  latencyMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

export interface WebVitals {
  lcpMs: number;
  /** The LCP element, as a selector-like description. */
  lcpElement: string;
  cls: number;
  /** The worst interaction (with fewer than 50 interactions, INP is the worst one). */
  inpMs: number;
  interactions: Interaction[];
}

/** Collects the entries from the first byte on (a string: tsx would wrap named functions in a helper the page lacks). */
const OBSERVERS = `
window.__benchVitals = { lcp: [], shifts: [], events: [] };
const describe = (node) => node ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '') + (node.textContent ? ' "' + node.textContent.trim().slice(0, 40) + '"' : '') : '(removed)';
new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__benchVitals.lcp.push({ time: entry.startTime, element: describe(entry.element) })))
  .observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.__benchVitals.shifts.push({ time: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput })))
  .observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => list.getEntries().forEach((entry) => entry.interactionId && window.__benchVitals.events.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd })))
  .observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

interface Collected {
  lcp: { time: number; element: string }[];
  shifts: { time: number; value: number; hadRecentInput: boolean }[];
  events: {
    id: number;
    name: string;
    start: number;
    duration: number;
    processingStart: number;
    processingEnd: number;
  }[];
}

/**
 * CLS as web-vitals computes it: shifts without recent input grouped in session windows (a window closes after a
 * 1 s gap or at 5 s long); the largest window's sum.
 */
function cumulativeLayoutShift(shifts: Collected['shifts']): number {
  let largest = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    if (shift.time - last < 1000 && shift.time - first < 5000) current += shift.value;
    else [current, first] = [shift.value, shift.time];
    last = shift.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** The interactions of the event entries: each one's latency is its longest entry's duration, split as that entry's. */
function interactionsOf(events: Collected['events']): Interaction[] {
  const byId = new Map<number, Collected['events']>();
  for (const event of events) byId.set(event.id, [...(byId.get(event.id) ?? []), event]);
  return [...byId.values()].map((entries) => {
    const longest = entries.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
    return {
      events: [...new Set(entries.map((entry) => entry.name))].join('+'),
      latencyMs: longest.duration,
      inputDelayMs: longest.processingStart - longest.start,
      processingMs: longest.processingEnd - longest.processingStart,
      presentationMs: longest.start + longest.duration - longest.processingEnd,
    };
  });
}

/**
 * Resolves once the dashboard has queried all `charts` charts and drawn those near the window (the cards draw within
 * 400 px of it), as a reader sees it settle.
 */
async function settled(page: Page, charts: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const cards = [...document.querySelectorAll('[data-testid="dashboard-chart"]')];
      return (
        cards.length >= wanted &&
        cards.every((card) => {
          const status = card.querySelector('[data-chart-status]')?.getAttribute('data-chart-status');
          const near = card.getBoundingClientRect().top < window.innerHeight + 400;
          return near ? status === 'rendered' || status === 'empty' || status === 'failed' : status !== 'loading';
        })
      );
    },
    charts,
    { timeout: 120_000 },
  );
}

/** Resolves after two frames: Event Timing entries of the last interaction are reported after its next paint. */
const afterNextPaints = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );

/**
 * Opens the dashboard at `url` (with `charts` charts and a value filter labelled `filter`) in a new page of
 * `context`, lets it settle, then changes the filter as a reader does: opens it, picks `value`, closes the list
 * with Escape and applies; waits for the drawn charts to draw again. Answers LCP (before the first input, as
 * browsers stop it there), CLS and INP over the whole visit.
 */
export async function dashboardWebVitals(
  context: BrowserContext,
  url: string,
  charts: number,
  filter: { label: string; value: string },
): Promise<WebVitals> {
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVERS);
    await page.goto(url);
    await settled(page, charts);
    const drawnBefore = await page.evaluate((mark) => performance.getEntriesByName(mark).length, CHART_RENDERED);
    const drawnCharts = await page.locator('[data-chart-status="rendered"]').count();
    await page.getByLabel(filter.label).first().click();
    await page.getByRole('option', { name: filter.value }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForFunction(
      ({ mark, wanted }) => performance.getEntriesByName(mark).length >= wanted,
      { mark: CHART_RENDERED, wanted: drawnBefore + drawnCharts },
      { timeout: 120_000 },
    );
    await afterNextPaints(page);
    const collected = await page.evaluate(() => (window as unknown as { __benchVitals: Collected }).__benchVitals);
    const firstInput = Math.min(...collected.events.map((event) => event.start));
    const lcp = collected.lcp.filter((entry) => entry.time < firstInput).at(-1) ?? collected.lcp.at(-1);
    const interactions = interactionsOf(collected.events);
    return {
      lcpMs: lcp?.time ?? NaN,
      lcpElement: lcp?.element ?? '(none)',
      cls: cumulativeLayoutShift(collected.shifts),
      inpMs: Math.max(0, ...interactions.map((interaction) => interaction.latencyMs)),
      interactions,
    };
  } finally {
    await page.close();
  }
}
