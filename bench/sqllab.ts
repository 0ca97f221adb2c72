import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import rison from 'rison';
import WebSocket from 'ws';
import { blobStore } from '#functions/lib/composition/blobs.ts';
import { readManifest } from '#functions/sqllab/results/store.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import { examplesFolder, examplesReady } from '#infra/local/data/manifest.ts';
import { type LocalRuntime, startLocalRuntime } from '#infra/local/runtime.ts';
import { type BenchApi, benchApiOf } from './api-client.ts';

/** Example data at scale 1, generated once and kept for reruns (the queries here read `range()`, not the examples). */
const CACHE_DIR = resolve('.data/bench-examples-1');
const ROWS = 1_000_000;
const STOP_RUNS = 5;
const FIRST_PAGE_TARGET_MS = 1_000;
const STOP_TARGET_MS = 1_000;

/** How often the bench's client asks for results while a query runs (SQL Lab's own client polls every 500 ms). */
const POLL_MS = 25;

/** `rows` rows of four columns: integers, text and timestamps. */
const rowsSql = (rows: number): string =>
  `SELECT range AS id, range * 2 AS doubled, 'row ' || range AS label, TIMESTAMP '2024-01-01' + INTERVAL (range) SECOND AS at FROM range(${rows})`;
/** A query that would run for minutes: the sum over a 40-billion-row cross join. */
const LONG_SQL = 'SELECT sum(a.range * b.range) AS s FROM range(200000) a, range(200000) b';

const ms = (value: number): string => `${value.toFixed(0)} ms`;
const mb = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const sleep = (waitMs: number): Promise<void> => new Promise((done) => setTimeout(done, waitMs));

/** Peak RSS and heap of this process (the whole local runtime) while `work` runs, sampled every 5 ms. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ value: T; rss: number; heap: number }> {
  let rss = 0;
  let heap = 0;
  const sample = (): void => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 5);
  try {
    const value = await work();
    sample();
    return { value, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

/** V8's `gc()`, reached without a command-line flag. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * The live heap of this process while `work` runs: garbage collected, then measured, every 500 ms, so the peak is
 * what was really held (the plain peak also counts garbage not collected yet). A full collection of this process
 * takes about 70 ms, so it runs no more often and no timings are taken here.
 */
async function peakLiveHeap(work: () => Promise<unknown>): Promise<{ baseline: number; peak: number }> {
  const gc = collector();
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const timer = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 500);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { baseline, peak };
}

async function untilTrue(ready: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error('timed out waiting');
    await sleep(POLL_MS);
  }
}

const resultsPath = (key: string, rows = 10_000): string => `/api/v1/sqllab/results/?q=${rison.encode({ key, rows })}`;

/** Runs `rows` rows as a job and waits for the stored result; answers the times and the result's key. */
async function runAsJob(api: BenchApi, rows: number) {
  const started = performance.now();
  const accepted = await api.post('/api/v1/sqllab/execute/', {
    database_id: 1,
    sql: rowsSql(rows),
    queryLimit: rows,
    runAsync: true,
  });
  if (accepted.status !== 202) throw new Error(`execute answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const accept = performance.now() - started;
  const query = accepted.body.query as { resultsKey: string; queryId: number };
  await untilTrue(async () => (await api.get(resultsPath(query.resultsKey))).status === 200);
  const firstPage = performance.now() - started;
  await untilTrue(
    async () =>
      ((await api.get(`/api/v1/query/${query.queryId}`)).body.result as { status: string }).status === 'success',
  );
  return { accept, firstPage, stored: performance.now() - started, resultsKey: query.resultsKey };
}

/**
 * The million-row result run as a job (the examples database runs SQL Lab asynchronously): the time from the
 * execute to the first page a results fetch answers (pages are fetchable while the rest is still written), to the
 * whole result stored, and to a results fetch of the finished result; memory over all of it.
 */
async function millionRows(api: BenchApi) {
  const memory = await peakMemory(async () => {
    const job = await runAsJob(api, ROWS);
    const fetchStarted = performance.now();
    const fetched = await api.get(resultsPath(job.resultsKey));
    const fetchFinished = performance.now() - fetchStarted;
    const manifest = await readManifest({ blobs: await blobStore(), tenant: 'default', resultsKey: job.resultsKey });
    return {
      ...job,
      fetchFinished,
      shown: (fetched.body.data as unknown[]).length,
      rows: (fetched.body.query as { rows: number }).rows,
      bytes: manifest?.bytes ?? 0,
    };
  });
  return { ...memory.value, peakRss: memory.rss, peakHeap: memory.heap };
}

/** The live heap a job of `rows` rows and a fetch of its first page need. */
async function liveHeapOf(api: BenchApi, rows: number): Promise<number> {
  const { baseline, peak } = await peakLiveHeap(async () => {
    const job = await runAsJob(api, rows);
    await api.get(resultsPath(job.resultsKey));
  });
  return peak - baseline;
}

/** The same result executed synchronously on a database that runs SQL Lab in the request: the whole answer's time. */
async function millionRowsSync(api: BenchApi, databaseId: number) {
  const memory = await peakMemory(async () => {
    const started = performance.now();
    const answer = await api.post('/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: rowsSql(ROWS),
      queryLimit: ROWS,
    });
    if (answer.status !== 200) throw new Error(`execute answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return performance.now() - started;
  });
  return { elapsed: memory.value, peakRss: memory.rss, peakHeap: memory.heap };
}

/** From the Stop request to the synchronous execute's answer, which comes only once DuckDB gave up the query. */
async function stopSync(api: BenchApi, databaseId: number, run: number): Promise<number> {
  const clientId = `benchstop${String(run).padStart(2, '0')}`;
  const answer = api.post('/api/v1/sqllab/execute/', { database_id: databaseId, sql: LONG_SQL, client_id: clientId });
  await untilTrue(async () => {
    const listed = await api.get(`/api/v1/query/updated_since?q=${rison.encode({ last_updated_ms: 0 })}`);
    return (listed.body.result as { client_id: string; status: string }[]).some(
      (query) => query.client_id === clientId && query.status === 'running',
    );
  });
  await sleep(500);
  const stopAt = performance.now();
  await api.post('/api/v1/query/stop', { client_id: clientId });
  const { body } = await answer;
  if (body.status !== 'stopped')
    throw new Error(`expected a stopped answer, got ${JSON.stringify(body).slice(0, 200)}`);
  return performance.now() - stopAt;
}

/** From the Stop request to the worker's `error` event of an async query it was running. */
async function stopAsync(api: BenchApi, runtime: LocalRuntime): Promise<number> {
  const events: { job_id: string; status: string }[] = [];
  const socket = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${api.token}`);
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as { job_id: string; status: string }));
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  try {
    const accepted = await api.post('/api/v1/sqllab/execute/', { database_id: 1, sql: LONG_SQL, runAsync: true });
    const query = accepted.body.query as { id: string; queryId: number; extra: { job_id: string } };
    await untilTrue(
      async () =>
        ((await api.get(`/api/v1/query/${query.queryId}`)).body.result as { status: string }).status === 'running',
    );
    await sleep(500);
    const stopAt = performance.now();
    await api.post('/api/v1/query/stop', { client_id: query.id });
    await untilTrue(async () =>
      events.some((event) => event.job_id === query.extra.job_id && event.status === 'error'),
    );
    return performance.now() - stopAt;
  } finally {
    socket.close();
  }
}

async function scratchDatabase(api: BenchApi): Promise<number> {
  const created = await api.post('/api/v1/database/', {
    database_name: 'bench-scratch',
    sqlalchemy_uri: 'duckdb:///:memory:',
    expose_in_sqllab: true,
  });
  return Number(created.body.id);
}

/** `npm run bench -- sqllab`: a million-row SQL Lab result (first page, memory) and Stop latency. */
export async function run(): Promise<void> {
  if (!(await examplesReady(CACHE_DIR, 1)))
    await generateExamples({ dataDir: CACHE_DIR, log: (line) => console.log(`  generate: ${line}`) });
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-sqllab-'));
  await symlink(examplesFolder(CACHE_DIR, 1), join(dataDir, 'examples'));
  const previousMaxRow = process.env.SQL_MAX_ROW;
  process.env.SQL_MAX_ROW = String(ROWS);
  const runtime = await startLocalRuntime({ dataDir, port: 0, log: () => undefined });
  try {
    const api = await benchApiOf(runtime);
    const scratch = await scratchDatabase(api);
    // Load the handlers and open the engines first: cold starts are not what this measures.
    await runAsJob(api, 10);
    await api.post('/api/v1/sqllab/execute/', { database_id: scratch, sql: 'SELECT 1' });
    const baseline = process.memoryUsage();
    const million = await millionRows(api);
    console.log(
      `1,000,000 rows (4 columns, ${mb(million.bytes)} as JSON) as a job: 202 after ${ms(million.accept)}, first page fetchable after ${ms(million.firstPage)}, ` +
        `whole result stored after ${ms(million.stored)}; results fetch of the stored result ${ms(million.fetchFinished)} (${million.shown} of ${million.rows} rows shown)`,
    );
    console.log(
      `  process memory during execute + fetch: peak RSS ${mb(million.peakRss)} (baseline ${mb(baseline.rss)}), peak heap ${mb(million.peakHeap)} (baseline ${mb(baseline.heapUsed)})`,
    );
    const sync = await millionRowsSync(api, scratch);
    console.log(
      `1,000,000 rows sync execute (answer with the first 10,000 rows): ${ms(sync.elapsed)}; peak RSS ${mb(sync.peakRss)}, peak heap ${mb(sync.peakHeap)}`,
    );
    const [liveSmall, liveLarge] = [await liveHeapOf(api, ROWS / 10), await liveHeapOf(api, ROWS)];
    console.log(
      `live heap above baseline (collected every 500 ms) during execute + fetch: 100,000 rows ${mb(liveSmall)}, 1,000,000 rows ${mb(liveLarge)}`,
    );
    const syncStops: number[] = [];
    for (let attempt = 0; attempt < STOP_RUNS; attempt += 1) syncStops.push(await stopSync(api, scratch, attempt));
    const asyncStops: number[] = [];
    for (let attempt = 0; attempt < STOP_RUNS; attempt += 1) asyncStops.push(await stopAsync(api, runtime));
    const worstStop = Math.max(...syncStops, ...asyncStops);
    console.log(
      `Stop -> engine query ended (${STOP_RUNS} runs): sync ${syncStops.map(ms).join(', ')}; async (to the worker's event) ${asyncStops.map(ms).join(', ')}`,
    );
    console.log(
      `targets: first page <= ${ms(FIRST_PAGE_TARGET_MS)} ${verdict(million.firstPage <= FIRST_PAGE_TARGET_MS)}; ` +
        `live heap of 1M rows below the result's size ${verdict(liveLarge < million.bytes)}; Stop <= ${ms(STOP_TARGET_MS)} ${verdict(worstStop <= STOP_TARGET_MS)}`,
    );
  } finally {
    await runtime.close();
    if (previousMaxRow === undefined) delete process.env.SQL_MAX_ROW;
    else process.env.SQL_MAX_ROW = previousMaxRow;
    await rm(dataDir, { recursive: true, force: true });
  }
}
