import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import type { LocalRuntime } from '#infra/local/runtime.ts';
import type { BenchApi } from '../api-client.ts';

/** How many async jobs are timed, and how often the polling client asks. */
export const ASYNC_JOBS = 30;
export const POLL_MS = 500;

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
      const events = (await api.get(`/api/v1/async_event/?last_id=${lastId}`)).body.result as {
        id: string;
        job_id: string;
      }[];
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
export async function asyncLatency(runtime: LocalRuntime, api: BenchApi, context: Record<string, unknown>) {
  const appended = watchEventAppends();
  const received = new Map<string, number>();
  const socket = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${api.token}`);
  socket.on('message', (data) =>
    received.set(String((JSON.parse(String(data)) as { job_id: string }).job_id), performance.now()),
  );
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  const poller = startPolling(api);
  const pushed: number[] = [];
  const polled: number[] = [];
  for (let job = 0; job < ASYNC_JOBS; job += 1) {
    await sleep(Math.random() * POLL_MS);
    const { status, body } = await api.post('/api/v1/chart/data', { ...context, force: true });
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
