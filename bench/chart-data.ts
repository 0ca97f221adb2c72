import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { exampleTables } from '#shared/examples/catalog.ts';
import { createParquetViewSql } from '#functions/lib/adapters/query-engine/duckdb/duckdb-sql.ts';
import { closeEngines } from '#functions/lib/composition/engines.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { generateExamples } from '#infra/local/data/generate.ts';
import { examplesFolder, examplesReady } from '#infra/local/data/manifest.ts';
import { startLocalRuntime } from '#infra/local/runtime.ts';
import { type BenchAnswer, type BenchApi, benchApiOf } from './api-client.ts';
import { ASYNC_JOBS, POLL_MS, asyncLatency } from './chart-data/async-latency.ts';
import { startBenchServer } from './local-server.ts';

/** Example data at scale 100 (birth_names: 7.5M rows), generated once and kept for reruns. */
const CACHE_DIR = resolve('.data/bench-examples-100');
const SCALE = 100;
const RUNS = 15;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const ms = (value: number): string => `${value.toFixed(2)} ms`;

async function ensureExamples(): Promise<string> {
  for (const scale of [1, SCALE]) {
    if (!(await examplesReady(CACHE_DIR, scale)))
      await generateExamples({
        dataDir: CACHE_DIR,
        scale,
        log: (line) => console.log(`  generate x${scale}: ${line}`),
      });
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
  const { result } = (await api.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`)).body as {
    result: { id: number }[];
  };
  return result[0]!.id;
}

/** The raw engine: DuckDB over the same Parquet files, outside Skyset, reading every row. */
async function rawEngine(folder: string): Promise<{ time(sql: string): Promise<number>; close(): void }> {
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false' });
  const connection = await instance.connect();
  for (const table of exampleTables)
    await connection.run(createParquetViewSql(table.name, join(folder, `${table.name}.parquet`)));
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

/** The heavy and the small query of the comparison, over the datasets of the runtime `api` speaks to. */
async function benchQueries(api: BenchApi) {
  const sums = ['num', 'num_boys', 'num_girls'].map((column) => ({
    expressionType: 'SIMPLE',
    column: { column_name: column },
    aggregate: 'SUM',
    label: `SUM(${column})`,
  }));
  const heavyQuery = {
    columns: ['name'],
    metrics: [...sums, 'count'],
    orderby: [['SUM(num)', false]],
    row_limit: 10_000,
  };
  const heavy = { datasource: { id: await datasetId(api, 'birth_names'), type: 'table' }, queries: [heavyQuery] };
  const sum = { expressionType: 'SIMPLE', column: { column_name: 'value' }, aggregate: 'SUM', label: 'SUM(value)' };
  const small = {
    datasource: { id: await datasetId(api, 'energy_usage'), type: 'table' },
    queries: [{ columns: ['source'], metrics: [sum], orderby: [], row_limit: 100 }],
  };
  return { heavy, small };
}

/** Forced and cached chart data against the runtime in its own process (as `npm start` runs it), beside the raw engine here. */
async function overheadOverEngine(folder: string): Promise<{ ratio: number; added: number; cachedP50: number }> {
  const server = await startBenchServer({ SKYSET_EXAMPLES_DIR: folder, GLOBAL_ASYNC_QUERIES: 'false' });
  const raw = await rawEngine(folder);
  try {
    const api = await benchApiOf(server);
    const { heavy, small } = await benchQueries(api);
    const big = await compare(api, raw, heavy);
    const ratio = big.endToEnd / big.engine;
    console.log(
      `heavy (birth_names x${SCALE}, 7.5M rows: three SUMs and COUNT(*) by name, force): end to end p50 ${ms(big.endToEnd)}, raw engine p50 ${ms(big.engine)}, ratio ${ratio.toFixed(3)}`,
    );
    const little = await compare(api, raw, small);
    const added = little.endToEnd - little.engine;
    console.log(
      `small (energy_usage SUM(value) by source, force): end to end p50 ${ms(little.endToEnd)}, raw engine p50 ${ms(little.engine)}, added ${ms(added)}`,
    );

    const cachedTimes: number[] = [];
    await chartData(api, small);
    for (let run = 0; run < 200; run += 1) cachedTimes.push(await timed(() => chartData(api, small)));
    const cachedP50 = percentile(cachedTimes, 50);
    console.log(`cached answer (small): p50 ${ms(cachedP50)}, p95 ${ms(percentile(cachedTimes, 95))} (200 sequential)`);
    return { ratio, added, cachedP50 };
  } finally {
    raw.close();
    await server.stop();
  }
}

/** Async completion to client, over a runtime in this process (the bench watches the event appends at its document client). */
async function asyncCompletion(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-chart-'));
  await symlink(examplesFolder(CACHE_DIR, 1), join(dataDir, 'examples'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, log: () => undefined });
  try {
    await reconfigure({ GLOBAL_ASYNC_QUERIES: 'true' });
    const api = await benchApiOf(runtime);
    const { pushed, polled } = await asyncLatency(runtime, api, (await benchQueries(api)).small);
    const p95 = percentile(pushed, 95);
    console.log(
      `async completion -> client (event append to receipt, ${ASYNC_JOBS} jobs): WebSocket p50 ${ms(percentile(pushed, 50))}, p95 ${ms(p95)}; polling every ${POLL_MS} ms p50 ${ms(percentile(polled, 50))}, p95 ${ms(percentile(polled, 95))}`,
    );
    return p95;
  } finally {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- chart-data`: chart data overhead over the raw engine and cached answers, measured as a client
 * meets them (HTTP to the runtime in a process of its own, so this client's JSON parsing is not the server's CPU),
 * then async push latency.
 */
export async function run(): Promise<void> {
  const folder = await ensureExamples();
  console.log(
    'end to end: HTTP client here, runtime in its own process (npm start); raw engine: DuckDB in this process, one after the other',
  );
  const { ratio, added, cachedP50 } = await overheadOverEngine(folder);
  const p95 = await asyncCompletion();
  const targets = [
    `heavy ratio <= 1.10 ${verdict(ratio <= 1.1)}`,
    `small added <= 3 ms ${verdict(added <= 3)}`,
    `cached p50 <= 3 ms ${verdict(cachedP50 <= 3)}`,
  ];
  console.log(`targets: ${targets.join('; ')}; async WebSocket p95 <= 50 ms ${verdict(p95 <= 50)}`);
}
