import { availableParallelism, loadavg } from 'node:os';
import type { BrowserContext } from 'playwright-core';
import { type BareOpen, openBarePage, removeBarePages, writeBarePage } from './web/bare-dashboard.ts';
import { routeGzip } from './web/bundle-sizes.ts';
import {
  BIRTHS_CHARTS,
  type BenchDashboard,
  type BenchFilter,
  createBenchDashboard,
  FEATURED_CHARTS,
} from './web/dashboard-fixture.ts';
import { type DashboardOpen, openDashboard } from './web/dashboard-timing.ts';
import { openWebSession, type WebSession } from './web/session.ts';
import { dashboardWebVitals, type Interaction } from './web/web-vitals.ts';

const COLD_RUNS = 3;
const WARM_RUNS = 3;
const MAX_COLD_MS = 2000;
const MAX_WARM_MS = 1000;
const MAX_ROUTE_KB = 350;
/** Skyset's time over the bare Highcharts page's, drawing the same results into the same grid. */
const MAX_COLD_RATIO = 1.5;
const MAX_WARM_RATIO = 1.2;
const MAX_LCP_MS = 2500;
const MAX_CLS = 0.1;
const MAX_INP_MS = 200;
/** The chart counts for the bare page comparison, and the dashboard the Web Vitals are measured on. */
const BARE_COUNTS = [30, 50] as const;
const FEATURED: BenchDashboard = { count: 50, mix: FEATURED_CHARTS };
const GENDER: BenchFilter = { column: 'gender', name: 'Gender' };
const VITALS: BenchDashboard = { count: 50, mix: BIRTHS_CHARTS, filter: GENDER };

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** The 1-minute load average over the cores: wall times are only comparable between runs at a similar load. */
const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

const describeOpen = (open: DashboardOpen) =>
  `${ms(open.ms)} (${open.drawn} drawn, ${open.failed} error or empty; ${open.requests} requests: ${open.apiRequests} API, ${open.chartDataRequests} chart data; ` +
  `CPU: page main thread ${ms(open.pageCpuMs)}, server ${ms(open.serverCpuMs)}; ${load()})`;

const dashboardUrl = (session: WebSession, dashboardId: number) =>
  `${session.runtime.url}/superset/dashboard/${dashboardId}/`;

/** In a new browser context (cold HTTP cache), closed afterwards. */
async function inNewContext<T>(session: WebSession, work: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await session.signedInContext();
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

/** Cold: a new dashboard (its queries never run, so the result cache is cold) opened in a new browser context (cold HTTP cache). */
async function coldOpen(
  session: WebSession,
  spec: BenchDashboard,
  run: string,
): Promise<{ open: DashboardOpen; dashboardId: number }> {
  const dashboardId = await createBenchDashboard(session.api, spec, run);
  return {
    open: await inNewContext(session, (context) =>
      openDashboard(context, dashboardUrl(session, dashboardId), spec.count),
    ),
    dashboardId,
  };
}

/** Cold and warm times of Skyset and, when there is one, of the bare page, each run of one right after the other's. */
interface Opens {
  skyset: DashboardOpen[];
  bare: BareOpen[];
}

const describeBare = (bare: BareOpen | undefined): string =>
  bare ? `; bare page ${ms(bare.ms)} (page main thread ${ms(bare.pageCpuMs)})` : '';

/** COLD_RUNS cold opens (see coldOpen), each followed by the bare page's in a new context; answers the last dashboard too. */
async function coldOpens(
  session: WebSession,
  spec: BenchDashboard,
  label: string,
  barePage?: string,
): Promise<Opens & { lastId: number }> {
  const opens: Opens = { skyset: [], bare: [] };
  let lastId = 0;
  for (let index = 0; index < COLD_RUNS; index += 1) {
    const { open, dashboardId } = await coldOpen(session, spec, `${label} cold-${index + 1}`);
    opens.skyset.push(open);
    lastId = dashboardId;
    const bare = barePage
      ? await inNewContext(session, (context) => openBarePage(context, barePage, spec.count))
      : undefined;
    if (bare !== undefined) opens.bare.push(bare);
    console.log(`  cold run ${index + 1}: ${describeOpen(open)}${describeBare(bare)}`);
  }
  return { ...opens, lastId };
}

/**
 * Warm: the same dashboard opened again in one context (warm result cache and warm HTTP cache after its first open),
 * and the bare page likewise in a context of its own, the two alternating.
 */
async function warmOpens(
  session: WebSession,
  spec: BenchDashboard,
  dashboardId: number,
  barePage?: string,
): Promise<Opens> {
  const skysetContext = await session.signedInContext();
  const bareContext = await session.signedInContext();
  const url = dashboardUrl(session, dashboardId);
  try {
    await openDashboard(skysetContext, url, spec.count);
    if (barePage) await openBarePage(bareContext, barePage, spec.count);
    const opens: Opens = { skyset: [], bare: [] };
    for (let run = 0; run < WARM_RUNS; run += 1) {
      const open = await openDashboard(skysetContext, url, spec.count);
      opens.skyset.push(open);
      const bare = barePage ? await openBarePage(bareContext, barePage, spec.count) : undefined;
      if (bare !== undefined) opens.bare.push(bare);
      console.log(`  warm run ${run + 1}: ${describeOpen(open)}${describeBare(bare)}`);
    }
    return opens;
  } finally {
    await skysetContext.close();
    await bareContext.close();
  }
}

/** Prints the medians of one temperature against the absolute target and, with a bare page, the ratio; answers whether all passed. */
function verdicts(temperature: 'cold' | 'warm', spec: BenchDashboard, opens: Opens): boolean {
  const [maxMs, maxRatio] = temperature === 'cold' ? [MAX_COLD_MS, MAX_COLD_RATIO] : [MAX_WARM_MS, MAX_WARM_RATIO];
  const skysetMs = median(opens.skyset.map((open) => open.ms));
  console.log(
    `  ${temperature} CPU medians: page main thread ${ms(median(opens.skyset.map((open) => open.pageCpuMs)))}, server ${ms(median(opens.skyset.map((open) => open.serverCpuMs)))}`,
  );
  const absolute = skysetMs <= maxMs && opens.skyset.every((open) => open.drawn + open.failed === spec.count);
  console.log(
    `${temperature} -> all ${spec.count} charts drawn: median ${ms(skysetMs)} of ${opens.skyset.length} (target <= ${maxMs} ms) ${verdict(absolute)}`,
  );
  if (opens.bare.length === 0) return absolute;
  const bareMs = median(opens.bare.map((bare) => bare.ms));
  const ratio = skysetMs / bareMs;
  console.log(
    `  ${temperature} bare page main thread CPU median ${ms(median(opens.bare.map((bare) => bare.pageCpuMs)))}`,
  );
  console.log(
    `${temperature} Skyset / bare Highcharts page: ${ms(skysetMs)} / ${ms(bareMs)} = ${ratio.toFixed(2)} (target <= ${maxRatio}) ${verdict(ratio <= maxRatio)}`,
  );
  return absolute && ratio <= maxRatio;
}

/** Cold then warm opens of dashboards of `spec`, against the bare page when given; answers whether all passed. */
async function measure(session: WebSession, spec: BenchDashboard, label: string, barePage?: string): Promise<boolean> {
  const cold = await coldOpens(session, spec, label, barePage);
  const coldPass = verdicts('cold', spec, cold);
  const warm = await warmOpens(session, spec, cold.lastId, barePage);
  const warmPass = verdicts('warm', spec, warm);
  console.log(
    `HTTP requests of a cold open: ${cold.skyset[0]!.requests} (${cold.skyset[0]!.apiRequests} API, ${cold.skyset[0]!.chartDataRequests} chart data)`,
  );
  return coldPass && warmPass;
}

/**
 * The births mix at `count` charts against its bare page: a first dashboard opened once (not counted) gives the
 * chart box and the answers the bare page draws; then cold and warm runs, Skyset and bare alternating.
 */
async function measureAgainstBare(session: WebSession, count: number): Promise<boolean> {
  const spec: BenchDashboard = { count, mix: BIRTHS_CHARTS };
  console.log(
    `\n${count} charts: line, bar and pie charts over birth_names, against a bare Highcharts page of the same results`,
  );
  const { open, dashboardId } = await coldOpen(session, spec, `bare-${count}`);
  console.log(
    `  first open of this dashboard (not counted): ${describeOpen(open)}; chart box ${open.chartBox.width}x${open.chartBox.height} px`,
  );
  const barePage = await writeBarePage(session, `births-${count}`, dashboardId, open.chartBox);
  return measure(session, spec, `births-${count}`, barePage);
}

/** LCP, CLS and INP of a first visit to the 50-chart births dashboard (cold caches) and a Gender filter change. */
async function measureWebVitals(session: WebSession): Promise<boolean> {
  console.log(
    `\nCore Web Vitals: first visit of a ${VITALS.count}-chart dashboard (line, bar, pie over birth_names; new context, cold result cache; 1440x900 window), then a native filter change (${GENDER.name}: pick "boy", Escape, Apply filters)`,
  );
  const dashboardId = await createBenchDashboard(session.api, VITALS, 'vitals');
  const vitals = await inNewContext(session, (context) =>
    dashboardWebVitals(context, dashboardUrl(session, dashboardId), VITALS.count, { label: GENDER.name, value: 'boy' }),
  );
  const passes = [vitals.lcpMs <= MAX_LCP_MS, vitals.cls <= MAX_CLS, vitals.inpMs <= MAX_INP_MS];
  console.log(`  LCP element: ${vitals.lcpElement}`);
  const describeInteraction = (interaction: Interaction) =>
    `${interaction.events} ${ms(interaction.latencyMs)} (input delay ${ms(interaction.inputDelayMs)}, handlers ${ms(interaction.processingMs)}, to paint ${ms(interaction.presentationMs)})`;
  console.log(`  interactions over 16 ms: ${vitals.interactions.map(describeInteraction).join('; ') || 'none'}`);
  console.log(`LCP ${ms(vitals.lcpMs)} (target <= ${MAX_LCP_MS} ms) ${verdict(passes[0]!)}`);
  console.log(`CLS ${vitals.cls.toFixed(3)} (target <= ${MAX_CLS}) ${verdict(passes[1]!)}`);
  console.log(`INP ${ms(vitals.inpMs)} for the filter change (target <= ${MAX_INP_MS} ms) ${verdict(passes[2]!)}`);
  return passes.every(Boolean);
}

/**
 * `npm run bench -- dashboard`: the dashboard route's JS; a 50-chart dashboard of Superset's Featured Charts drawn
 * cold and warm; 30- and 50-chart dashboards of line, bar and pie charts against a bare Highcharts page drawing the
 * same results; the Core Web Vitals of the 50-chart one with a filter change.
 */
export async function run(): Promise<void> {
  const session = await openWebSession();
  try {
    const { files, gzip } = await routeGzip(session.clientDir, 'routes/dashboard');
    const sizePass = gzip <= MAX_ROUTE_KB * 1024;
    console.log(
      `dashboard route JS, gzip, without chart chunks: ${kb(gzip)} in ${files.length} files (target <= ${MAX_ROUTE_KB} KB) ${verdict(sizePass)}`,
    );
    console.log(
      `\n${FEATURED.count} charts: Superset's Featured Charts (every core chart type over cleaned_sales_data)`,
    );
    const first = await coldOpen(session, FEATURED, 'warm-up');
    console.log(`  first open ever (engine and server cold, not counted): ${describeOpen(first.open)}`);
    const results: [string, boolean][] = [
      ['route JS', sizePass],
      [`${FEATURED.count} Featured Charts`, await measure(session, FEATURED, 'featured')],
    ];
    for (const count of BARE_COUNTS)
      results.push([`${count} charts against the bare page`, await measureAgainstBare(session, count)]);
    results.push(['Core Web Vitals', await measureWebVitals(session)]);
    console.log('');
    for (const [name, pass] of results) console.log(`${name}: ${verdict(pass)}`);
  } finally {
    await removeBarePages(session.clientDir);
    await session.close();
  }
}
