import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DuckDBInstance } from '@duckdb/node-api';
import WebSocket from 'ws';
import { exampleTables } from '#shared/examples/catalog.ts';
import { createParquetViewSql } from '#functions/lib/adapters/duckdb-sql.ts';
import { closeEngines } from '#functions/lib/composition/engines.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import { examplesFolder, examplesReady } from '#infra/local/data/manifest.ts';
import { type LocalRuntime, startLocalRuntime } from '#infra/local/runtime.ts';
import { type BenchAnswer, type BenchApi, benchApiOf } from './api-client.ts';

/** Example data at scale 100 (birth_names: 7.5M rows), generated once and kept for reruns. */
const CACHE_DIR = resolve('.data/bench-examples-100');
const SCALE = 100;
const RUNS = 15;
const ASYNC_JOBS = 30;
const POLL_MS = 500;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const ms = (value: number): string => `${value.toFixed(2)} ms`;

async function ensureExamples(): Promise<string> {
  for (const scale of [1, SCALE]) {
    if (!(await examplesReady(CACHE_DIR, scale))) await generateExamples({ dataDir: CACHE_DIR, scale, log: (line) => console.log(`  generate x${scale}: ${line}`) });
  }
  return examplesFolder(CACHE_DIR, SCALE);
}

/** Re-read configuration and reopen adapters (the examples engine included) after changing the environment. */
async function reconfigure(settings: Record<string, string>): Promise<void> {
  await closeEngines();
  Object.assign(process.env, settings);
  resetProcessState();
}

/** POST /api/v1/chart/data. */
const chartData = (api: BenchApi, body: unknown): Promise<BenchAnswer> => api.post('/api/v1/chart/data', body);

async function datasetId(api: BenchApi, table: string): Promise<number> {
  const { result } = (await api.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`)).body as { result: { id: number }[] };
  return result[0]!.id;
}

/** The raw engine: DuckDB over the same Parquet files, outside Skyset, reading every row. */
async function rawEngine(folder: string): Promise<{ time(sql: string): Promise<number>; close(): void }> {
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false' });
  const connection = await instance.connect();
  for (const table of exampleTables) await connection.run(createParquetViewSql(table.name, join(folder, `${table.name}.parquet`)));
  return {
    time: async (sql) => {
      const started = performance.now();
      (await connection.runAndReadAll(sql)).getRows();
      return performance.now() - started;
    },
    close: () => (connection.closeSync(), instance.closeSync()),
  };
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** p50 of the end-to-end request (forced past the cache) and of the raw engine on its compiled SQL, after warm-up. */
async function compare(api: BenchApi, raw: Awaited<ReturnType<typeof rawEngine>>, context: Record<string, unknown>) {
  const { body } = await chartData(api, { ...context, result_type: 'query' });
  const sql = (body.result as { query: string }[])[0]!.query;
  const forced = { ...context, force: true };
  const request = async (): Promise<void> => {
    const answer = await chartData(api, forced);
    if (answer.status !== 200) throw new Error(`chart data answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  };
  const endToEnd: number[] = [];
  const engine: number[] = [];
  // One phase after the other: the two DuckDB instances never compete for the cores.
  for (let run = 0; run < 3; run += 1) await request();
  for (let run = 0; run < RUNS; run += 1) endToEnd.push(await timed(request));
  for (let run = 0; run < 3; run += 1) await raw.time(sql);
  for (let run = 0; run < RUNS; run += 1) engine.push(await raw.time(sql));
  return { endToEnd: percentile(endToEnd, 50), engine: percentile(engine, 50) };
}

/** Times when each job's event was appended, by job id, seen at the document client every writer uses. */
function watchEventAppends(): Map<string, number> {
  const appended = new Map<string, number>();
  const send = DynamoDBDocumentClient.prototype.send;
  DynamoDBDocumentClient.prototype.send = async function (this: DynamoDBDocumentClient, ...args: unknown[]) {
    const result = await (send as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    const item = (args[0] as { input?: { Item?: { sk?: string; event?: { job_id?: string } } } }).input?.Item;
    if (item?.sk?.startsWith('EVENT#') && item.event?.job_id) appended.set(item.event.job_id, performance.now());
    return result;
  } as typeof send;
  return appended;
}

const sleep = (waitMs: number): Promise<void> => new Promise((done) => setTimeout(done, waitMs));

async function until(ready: () => boolean): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error('timed out waiting for a job event');
    await sleep(2);
  }
}

/** A client polling GET /api/v1/async_event/ every POLL_MS on its own clock: when it first saw each job's event. */
function startPolling(api: BenchApi): { seen: Map<string, number>; stop(): Promise<void> } {
  const seen = new Map<string, number>();
  let lastId = 0;
  let polling = true;
  const loop = (async () => {
    while (polling) {
      await sleep(POLL_MS);
      const events = (await api.get(`/api/v1/async_event/?last_id=${lastId}`)).body.result as { id: string; job_id: string }[];
      const now = performance.now();
      for (const event of events) if (!seen.has(event.job_id)) seen.set(event.job_id, now);
      lastId = Math.max(lastId, ...events.map((event) => Number(event.id)));
    }
  })();
  return { seen, stop: async () => ((polling = false), await loop) };
}

/**
 * Async completion-to-client latency: from the worker's event append to the client holding the event, over the
 * WebSocket and, for the same jobs, for a client polling every 500 ms. Jobs start at random points of the
 * polling cycle, as real ones do.
 */
async function asyncLatency(runtime: LocalRuntime, api: BenchApi, context: Record<string, unknown>) {
  const appended = watchEventAppends();
  const received = new Map<string, number>();
  const socket = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${api.token}`);
  socket.on('message', (data) => received.set(String((JSON.parse(String(data)) as { job_id: string }).job_id), performance.now()));
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  const poller = startPolling(api);
  const pushed: number[] = [];
  const polled: number[] = [];
  for (let job = 0; job < ASYNC_JOBS; job += 1) {
    await sleep(Math.random() * POLL_MS);
    const { status, body } = await chartData(api, { ...context, force: true });
    if (status !== 202) throw new Error(`expected 202, got ${status}`);
    const jobId = String(body.job_id);
    await until(() => received.has(jobId) && poller.seen.has(jobId) && appended.has(jobId));
    pushed.push(received.get(jobId)! - appended.get(jobId)!);
    polled.push(poller.seen.get(jobId)! - appended.get(jobId)!);
  }
  await poller.stop();
  socket.close();
  return { pushed, polled };
}

/** `npm run bench -- chart-data`: chart data overhead over the raw engine, cached answers, async push latency. */
export async function run(): Promise<void> {
  const folder = await ensureExamples();
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-chart-'));
  await symlink(examplesFolder(CACHE_DIR, 1), join(dataDir, 'examples'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, log: () => undefined });
  const raw = await rawEngine(folder);
  try {
    await reconfigure({ EXAMPLES_DIR: folder, GLOBAL_ASYNC_QUERIES: 'false' });
    const api = await benchApiOf(runtime);
    const sums = ['num', 'num_boys', 'num_girls'].map((column) => ({ expressionType: 'SIMPLE', column: { column_name: column }, aggregate: 'SUM', label: `SUM(${column})` }));
    const heavyQuery = { columns: ['name'], metrics: [...sums, 'count'], orderby: [['SUM(num)', false]], row_limit: 10_000 };
    const heavy = { datasource: { id: await datasetId(api, 'birth_names'), type: 'table' }, queries: [heavyQuery] };
    const sum = { expressionType: 'SIMPLE', column: { column_name: 'value' }, aggregate: 'SUM', label: 'SUM(value)' };
    const small = { datasource: { id: await datasetId(api, 'energy_usage'), type: 'table' }, queries: [{ columns: ['source'], metrics: [sum], orderby: [], row_limit: 100 }] };

    const big = await compare(api, raw, heavy);
    const ratio = big.endToEnd / big.engine;
    console.log(`heavy (birth_names x${SCALE}, 7.5M rows: three SUMs and COUNT(*) by name, force): end to end p50 ${ms(big.endToEnd)}, raw engine p50 ${ms(big.engine)}, ratio ${ratio.toFixed(3)}`);
    const little = await compare(api, raw, small);
    const added = little.endToEnd - little.engine;
    console.log(`small (energy_usage SUM(value) by source, force): end to end p50 ${ms(little.endToEnd)}, raw engine p50 ${ms(little.engine)}, added ${ms(added)}`);

    const cachedTimes: number[] = [];
    await chartData(api, small);
    for (let run = 0; run < 200; run += 1) cachedTimes.push(await timed(() => chartData(api, small)));
    const cachedP50 = percentile(cachedTimes, 50);
    console.log(`cached answer (small): p50 ${ms(cachedP50)}, p95 ${ms(percentile(cachedTimes, 95))} (200 sequential)`);

    await reconfigure({ GLOBAL_ASYNC_QUERIES: 'true' });
    const { pushed, polled } = await asyncLatency(runtime, await benchApiOf(runtime), small);
    const p95 = percentile(pushed, 95);
    console.log(`async completion -> client (event append to receipt, ${ASYNC_JOBS} jobs): WebSocket p50 ${ms(percentile(pushed, 50))}, p95 ${ms(p95)}; polling every ${POLL_MS} ms p50 ${ms(percentile(polled, 50))}, p95 ${ms(percentile(polled, 95))}`);
    const targets = [`heavy ratio <= 1.10 ${verdict(ratio <= 1.1)}`, `small added <= 3 ms ${verdict(added <= 3)}`, `cached p50 <= 3 ms ${verdict(cachedP50 <= 3)}`];
    console.log(`targets: ${targets.join('; ')}; async WebSocket p95 <= 50 ms ${verdict(p95 <= 50)}`);
  } finally {
    raw.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
