import { availableParallelism, loadavg } from 'node:os';
import { type BundleSizes, bundleSizes } from './web/bundle-sizes.ts';
import { bigSeries, coldFirstChart, type Drawn, renderControlChanges } from './web/explore-timing.ts';
import { datasetId, openWebSession, saveChart, type WebSession } from './web/session.ts';

const MAX_EXPLORE_KB = 300;
const MAX_REDRAW_P95_MS = 50;
const MAX_COLD_FIRST_CHART_MS = 1500;
const MAX_BIG_SERIES_MS = 500;
const CONTROL_CHANGES = 20;
const RUNS = 5;
const BIG_SERIES_ROWS = 100_000;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const median = (values: number[]): number => percentile(values, 50);

function printSizes(sizes: BundleSizes): boolean {
  const pass = sizes.exploreGzip <= MAX_EXPLORE_KB * 1024;
  console.log(
    `Explore route JS, gzip, without chart chunks: ${kb(sizes.exploreGzip)} in ${sizes.explore.length} files (target <= ${MAX_EXPLORE_KB} KB) ${verdict(pass)}`,
  );
  for (const file of sizes.explore.slice(0, 8)) console.log(`  ${file.file.padEnd(40)} ${kb(file.gzip).padStart(9)}`);
  console.log(`Highcharts core: ${sizes.highcharts.map((file) => `${file.file} ${kb(file.gzip)}`).join(', ')}`);
  console.log(
    `chart chunks (own gzip; + what first use adds over the Explore route, shared chunks included, Highcharts core excluded):`,
  );
  for (const chart of sizes.charts)
    console.log(`  ${chart.folder.padEnd(24)} ${kb(chart.gzip).padStart(9)}  +${kb(chart.added).padStart(9)}`);
  const worldMap = sizes.charts.find((chart) => chart.folder === 'world-map');
  console.log(
    `world map: ${worldMap ? `${kb(worldMap.gzip)} own, ${kb(worldMap.added)} with its imports` : 'no chunk'}`,
  );
  return pass;
}

async function saveBenchCharts(session: WebSession): Promise<{ line: number; tenThousand: number }> {
  const line = await saveChart(session.api, 'bench: births by gender', await datasetId(session.api, 'birth_names'), {
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1Y',
    metrics: ['count'],
    groupby: ['gender'],
    row_limit: 10_000,
  });
  const tenThousand = await saveChart(
    session.api,
    'bench: 10,000 random instants',
    await datasetId(session.api, 'random_time_series'),
    {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'PT1S',
      metrics: ['count'],
      groupby: [],
      row_limit: 10_000,
    },
  );
  return { line, tenThousand };
}

async function measureRedraw(session: WebSession, sliceId: number): Promise<boolean> {
  const { times, marks, dataPosts } = await renderControlChanges(session, sliceId, 'show_legend', CONTROL_CHANGES);
  const p95 = percentile(times, 95);
  const pass = p95 <= MAX_REDRAW_P95_MS && dataPosts === 0;
  console.log(
    `render control (show_legend) -> chart redrawn, ${CONTROL_CHANGES} changes: p50 ${ms(median(times))}, p95 ${ms(p95)}, max ${ms(Math.max(...times))}; ` +
      `${marks} chart-rendered marks, ${dataPosts} POST /api/v1/chart/data (target p95 <= ${MAX_REDRAW_P95_MS} ms, 0 requests) ${verdict(pass)}`,
  );
  return pass;
}

async function repeat(runs: number, measure: () => Promise<Drawn>): Promise<Drawn[]> {
  const results: Drawn[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure());
  return results;
}

async function measureColdStart(session: WebSession, sliceId: number): Promise<boolean> {
  const first = await coldFirstChart(session, sliceId);
  console.log(`first open ever (server and query cache cold, not counted): ${ms(first.ms)}, ${first.points} points`);
  const runs = await repeat(RUNS, () => coldFirstChart(session, sliceId));
  const value = median(runs.map((run) => run.ms));
  const pass = value <= MAX_COLD_FIRST_CHART_MS;
  console.log(
    `cold browser -> first chart drawn (10,000-row line chart, new context each run): median ${ms(value)} of ${RUNS} ` +
      `[${runs.map((run) => run.ms.toFixed(0)).join(', ')}], ${runs[0]!.points} points drawn (target <= ${MAX_COLD_FIRST_CHART_MS} ms) ${verdict(pass)}`,
  );
  return pass;
}

async function measureBigSeries(session: WebSession, sliceId: number): Promise<boolean> {
  const runs = await repeat(RUNS, () => bigSeries(session, sliceId, BIG_SERIES_ROWS));
  const value = median(runs.map((run) => run.ms));
  const pass = value <= MAX_BIG_SERIES_MS;
  console.log(
    `${BIG_SERIES_ROWS.toLocaleString('en')}-point line series, answer received -> drawn: median ${ms(value)} of ${RUNS} ` +
      `[${runs.map((run) => run.ms.toFixed(0)).join(', ')}], ${runs[0]!.points} points drawn (target <= ${MAX_BIG_SERIES_MS} ms) ${verdict(pass)}`,
  );
  return pass;
}

/** `npm run bench -- web`: Explore's bundle size and, in headless Chromium, redraw, cold first chart and big-series times. */
export async function run(): Promise<void> {
  const session = await openWebSession().catch((error: Error) => {
    console.log(`${error.message}\nweb: FAIL (nothing measured)`);
    process.exitCode = 1;
  });
  if (!session) return;
  // Timings are only comparable on an idle machine: say how busy this one was.
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  try {
    const results: [string, boolean][] = [['explore bundle', printSizes(await bundleSizes(session.clientDir))]];
    const charts = await saveBenchCharts(session);
    results.push(['render-control redraw', await measureRedraw(session, charts.line)]);
    results.push(['cold first chart', await measureColdStart(session, charts.tenThousand)]);
    results.push(['100k-point series', await measureBigSeries(session, charts.tenThousand)]);
    for (const [name, pass] of results) console.log(`${name}: ${verdict(pass)}`);
    const failed = results.filter(([, pass]) => !pass).length;
    console.log(failed === 0 ? 'web: PASS' : `web: FAIL (${failed} of ${results.length})`);
  } finally {
    await session.close();
  }
}
