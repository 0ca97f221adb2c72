import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime } from '#infra/local/runtime.ts';

const LATENCY_REQUESTS = 3000;
const THROUGHPUT_SECONDS = 5;
const CONCURRENCY = 16;

function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Sequential keep-alive requests: the latency one request sees, client included. */
async function latency(url: URL): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 200; i += 1) await get(agent, url);
  const times: number[] = [];
  for (let i = 0; i < LATENCY_REQUESTS; i += 1) times.push(await get(agent, url));
  agent.destroy();
  return times.sort((a, b) => a - b);
}

/** Requests per second with CONCURRENCY clients for THROUGHPUT_SECONDS. */
async function throughput(url: URL): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        await get(agent, url);
        count += 1;
      }
    }),
  );
  agent.destroy();
  return count / THROUGHPUT_SECONDS;
}

/** `npm run bench -- gateway`: GET /health through the local HTTP gateway (targets: p50 <= 1 ms, >= 2,000 requests/s). */
export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skyset-bench-'));
  const runtime = await startLocalRuntime({ dataDir, port: 0, log: () => undefined });
  try {
    const url = new URL('/health', runtime.url);
    const times = await latency(url);
    const rate = await throughput(url);
    const p50 = percentile(times, 50);
    console.log(
      `gateway GET /health: p50 ${p50.toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms (${LATENCY_REQUESTS} sequential, client included)`,
    );
    console.log(
      `gateway GET /health: ${Math.round(rate)} requests/s (${CONCURRENCY} concurrent keep-alive clients, ${THROUGHPUT_SECONDS} s)`,
    );
    console.log(
      `targets: p50 <= 1 ms ${p50 <= 1 ? 'PASS' : 'FAIL'}; >= 2000 requests/s ${rate >= 2000 ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
