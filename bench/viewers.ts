import { availableParallelism, loadavg } from 'node:os';
import { type BenchApi, benchApiOf } from './api-client.ts';
import { dashboardPageCalls, type DashboardPageCalls } from './dashboard-page-calls.ts';
import { runtimeCpuMs, startBenchServer } from './local-server.ts';
import { viewerApis } from './viewers/viewer-users.ts';
import { prepareOpen, type Tally, type Viewer, viewTogether } from './viewers/virtual-viewer.ts';
import { BIRTHS_CHARTS, type BenchDashboard, createBenchDashboard } from './web/dashboard-fixture.ts';

/** How long each group of viewers views (BENCH_VIEWERS_SECONDS, to try it short) and how many view at once. */
const SECONDS = Number(process.env.BENCH_VIEWERS_SECONDS ?? 60);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const MAX_P99_MS = 1000;
/** The dashboard of the dashboard bench's Web Vitals: 50 line, bar and pie charts over birth_names, with a value filter. */
const DASHBOARD: BenchDashboard = { count: 50, mix: BIRTHS_CHARTS, filter: { column: 'gender', name: 'Gender' } };

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

/** `count` viewers, each a user of their own, signed in, with the page's calls as that user makes them. */
async function viewers(api: BenchApi, url: string, dashboardId: number, count: number): Promise<Viewer[]> {
  const apis = await viewerApis(api, url, count, DASHBOARD.mix!.dataset);
  return Promise.all(
    apis.map(async (viewer) => ({
      token: viewer.token,
      open: prepareOpen(await dashboardPageCalls(viewer, dashboardId)),
    })),
  );
}

const errorCount = (tally: Tally): number => [...tally.errors.values()].reduce((sum, count) => sum + count, 0);

/** What the viewers did, with the wall time it took (the last opens outlast the deadline) and the server's CPU per request. */
interface Phase {
  tally: Tally;
  wallMs: number;
  serverCpuMs: number;
  /** This process's CPU meanwhile (the viewers' HTTP clients), to tell a saturated server from a saturated client. */
  clientCpuMs: number;
}

/** The viewers viewing together for SECONDS, timed, with the CPU the server process spent meanwhile. */
async function phase(url: string, pid: number, group: Viewer[]): Promise<Phase> {
  const [cpuBefore, clientBefore, started] = [await runtimeCpuMs(pid), process.cpuUsage(), performance.now()];
  const tally = await viewTogether(url, group, SECONDS);
  const client = process.cpuUsage(clientBefore);
  return {
    tally,
    wallMs: performance.now() - started,
    serverCpuMs: (await runtimeCpuMs(pid)) - cpuBefore,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

function report(viewers: number, { tally, wallMs, serverCpuMs, clientCpuMs }: Phase): void {
  const errors = errorCount(tally);
  console.log(
    `${viewers} viewer${viewers === 1 ? '' : 's'}, ${SECONDS} s (done in ${(wallMs / 1000).toFixed(1)} s): ${tally.opens} opens, ${tally.requests} requests (${((tally.requests * 1000) / wallMs).toFixed(0)}/s), ${errors} errors; ` +
      `chart data p50 ${ms(percentile(tally.chartDataMs, 50))}, p95 ${ms(percentile(tally.chartDataMs, 95))}, p99 ${ms(percentile(tally.chartDataMs, 99))} of ${tally.chartDataMs.length}; ` +
      `whole open p50 ${ms(percentile(tally.openMs, 50))}, p99 ${ms(percentile(tally.openMs, 99))}; CPU per request: server ${ms(serverCpuMs / Math.max(1, tally.requests))}, ` +
      `viewers' clients ${ms(clientCpuMs / Math.max(1, tally.requests))} (${load()})`,
  );
  for (const [what, count] of [...tally.errors].sort((a, b) => b[1] - a[1])) console.log(`  ${count} x ${what}`);
}

/** How many of the page's chart data answers come from the result cache now. */
async function cachedAnswers(api: BenchApi, calls: DashboardPageCalls): Promise<number> {
  let cached = 0;
  for (const call of calls.chartData) {
    const { body } = await api.post(call.path, call.body);
    if ((body.result as { is_cached?: boolean }[] | undefined)?.[0]?.is_cached === true) cached += 1;
  }
  return cached;
}

/**
 * `npm run bench -- viewers`: dashboard viewers against one local process (`npm start`'s, in a process of its own),
 * the dashboard's answers in the result cache. One viewer, then VIEWERS at once, each opening the dashboard as the
 * page does for BENCH_VIEWERS_SECONDS (default 60). Targets with VIEWERS: no error, chart data p99 < 1 s.
 */
export async function run(): Promise<void> {
  const server = await startBenchServer({});
  try {
    const api = await benchApiOf(server);
    const dashboardId = await createBenchDashboard(api, DASHBOARD, 'viewers');
    const calls = await dashboardPageCalls(api, dashboardId);
    // One open fills the result cache with the dashboard's answers (not counted).
    await viewTogether(server.url, [{ token: api.token, open: prepareOpen(calls) }], 0);
    console.log(
      `result cache after one open: ${await cachedAnswers(api, calls)} of ${calls.chartData.length} chart data answers cached`,
    );
    const single = await viewers(api, server.url, dashboardId, 1);
    console.log(
      `dashboard: ${DASHBOARD.count} line, bar and pie charts over birth_names with a Gender filter; a viewer's open is ${single[0]!.open.flat().length} API calls as the page makes them ` +
        `(${calls.chartData.length} chart data POSTs); each viewer is a Gamma user of their own, signed in once, with at most 6 keep-alive connections`,
    );
    const one = await phase(server.url, server.pid, single);
    report(1, one);
    const many = await phase(server.url, server.pid, await viewers(api, server.url, dashboardId, VIEWERS));
    report(VIEWERS, many);
    const p99 = percentile(many.tally.chartDataMs, 99);
    const errors = errorCount(many.tally);
    console.log(
      `chart data p99 with ${VIEWERS} viewers ${ms(p99)} (1 viewer: ${ms(percentile(one.tally.chartDataMs, 99))}) (target < ${MAX_P99_MS} ms) ${verdict(p99 < MAX_P99_MS)}`,
    );
    console.log(`errors with ${VIEWERS} viewers: ${errors} (target 0) ${verdict(errors === 0)}`);
  } finally {
    await server.stop();
  }
}
