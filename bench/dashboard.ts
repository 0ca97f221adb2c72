import { availableParallelism, loadavg } from 'node:os';
import { routeGzip } from './web/bundle-sizes.ts';
import { createBenchDashboard } from './web/dashboard-fixture.ts';
import { type DashboardOpen, openDashboard } from './web/dashboard-timing.ts';
import { openWebSession, type WebSession } from './web/session.ts';

const CHARTS = 50;
const COLD_RUNS = 3;
const WARM_RUNS = 3;
const MAX_COLD_MS = 2000;
const MAX_WARM_MS = 1000;
const MAX_ROUTE_KB = 350;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** The 1-minute load average over the cores: wall times are only comparable between runs at a similar load. */
const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

const describeOpen = (open: DashboardOpen) =>
  `${ms(open.ms)} (${open.drawn} drawn, ${open.failed} error or empty; ${open.requests} requests: ${open.apiRequests} API, ${open.chartDataRequests} chart data; ` +
  `CPU: page main thread ${ms(open.pageCpuMs)}, server ${ms(open.serverCpuMs)}; ${load()})`;

/** Cold: a new dashboard (its queries never run, so the result cache is cold) opened in a new browser context (cold HTTP cache). */
async function coldOpen(session: WebSession, run: string): Promise<{ open: DashboardOpen; dashboardId: number }> {
  const dashboardId = await createBenchDashboard(session.api, CHARTS, run);
  const context = await session.signedInContext();
  try {
    return { open: await openDashboard(context, `${session.runtime.url}/superset/dashboard/${dashboardId}/`, CHARTS), dashboardId };
  } finally {
    await context.close();
  }
}

/** Warm: the same dashboard opened again in one context (warm result cache and warm HTTP cache after its first open). */
async function warmOpens(session: WebSession, dashboardId: number): Promise<DashboardOpen[]> {
  const context = await session.signedInContext();
  const url = `${session.runtime.url}/superset/dashboard/${dashboardId}/`;
  try {
    await openDashboard(context, url, CHARTS);
    const opens: DashboardOpen[] = [];
    for (let run = 0; run < WARM_RUNS; run += 1) opens.push(await openDashboard(context, url, CHARTS));
    return opens;
  } finally {
    await context.close();
  }
}

/** `npm run bench -- dashboard`: a 50-chart dashboard of Superset's Featured Charts drawn cold and warm, and the route's JS. */
export async function run(): Promise<void> {
  const session = await openWebSession();
  try {
    const { files, gzip } = await routeGzip(session.clientDir, 'routes/dashboard');
    const sizePass = gzip <= MAX_ROUTE_KB * 1024;
    console.log(`dashboard route JS, gzip, without chart chunks: ${kb(gzip)} in ${files.length} files (target <= ${MAX_ROUTE_KB} KB) ${verdict(sizePass)}`);
    const first = await coldOpen(session, 'warm-up');
    console.log(`first open ever (engine and server cold, not counted): ${describeOpen(first.open)}`);
    const cold: DashboardOpen[] = [];
    let lastId = first.dashboardId;
    for (let index = 0; index < COLD_RUNS; index += 1) {
      const { open, dashboardId } = await coldOpen(session, `cold-${index + 1}`);
      console.log(`  cold run ${index + 1}: ${describeOpen(open)}`);
      cold.push(open);
      lastId = dashboardId;
    }
    const coldMs = median(cold.map((open) => open.ms));
    console.log(`  cold CPU medians: page main thread ${ms(median(cold.map((open) => open.pageCpuMs)))}, server ${ms(median(cold.map((open) => open.serverCpuMs)))}`);
    const coldPass = coldMs <= MAX_COLD_MS && cold.every((open) => open.drawn + open.failed === CHARTS);
    console.log(`cold browser and cold result cache -> all ${CHARTS} charts drawn: median ${ms(coldMs)} of ${COLD_RUNS} (target <= ${MAX_COLD_MS} ms) ${verdict(coldPass)}`);
    const warm = await warmOpens(session, lastId);
    for (const [index, open] of warm.entries()) console.log(`  warm run ${index + 1}: ${describeOpen(open)}`);
    const warmMs = median(warm.map((open) => open.ms));
    console.log(`  warm CPU medians: page main thread ${ms(median(warm.map((open) => open.pageCpuMs)))}, server ${ms(median(warm.map((open) => open.serverCpuMs)))}`);
    console.log(`warm caches -> all ${CHARTS} charts drawn: median ${ms(warmMs)} of ${WARM_RUNS} (target <= ${MAX_WARM_MS} ms) ${verdict(warmMs <= MAX_WARM_MS)}`);
    console.log(`HTTP requests of a cold open: ${cold[0]!.requests} (${cold[0]!.apiRequests} API, ${cold[0]!.chartDataRequests} chart data)`);
  } finally {
    await session.close();
  }
}
