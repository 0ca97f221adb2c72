/**
 * An engine host: a child process of the local runtime that runs one tenant's DuckDB databases. Queries hold threads
 * of this process's own libuv pool and its own memory, never the runtime's, so a runaway query of one tenant cannot
 * stall another's requests, storage I/O or logins. It lives as long as its parent's IPC channel.
 */
import { existsSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { ResultPage } from '../../../../ports/query-engine.ts';
import { DuckDbEngine } from '../duckdb-engine.ts';
import type { HostMessage, HostRequest, StreamStep } from './protocol.ts';
import { toWireError } from './wire-errors.ts';

/** How often the host tells its parent its resident memory (the parent's watchdog reads it). */
const MEMORY_REPORT_MS = 250;

/** Engine work yields the CPU to the runtime's own (serving requests, storage I/O, logins). */
const ENGINE_NICENESS = 10;

/**
 * Lowers the priority of every thread the host has so far (Linux schedules each thread by its own nice value, and
 * Node started some before this module ran); threads started later, DuckDB's among them, inherit it.
 */
function yieldToRuntime(): void {
  const threads = existsSync('/proc/self/task') ? readdirSync('/proc/self/task').map(Number) : [0];
  for (const thread of threads) setPriority(thread, ENGINE_NICENESS);
}

yieldToRuntime();

const engines = new Map<string, Promise<DuckDbEngine>>();

function send(message: HostMessage): void {
  if (process.connected) process.send?.(message);
}

async function engine(key: string): Promise<DuckDbEngine> {
  const opened = engines.get(key);
  if (!opened) throw new Error(`Engine ${key} is not open in this host`);
  return opened;
}

async function openEngine(key: string, request: Extract<HostRequest, { op: 'open' }>): Promise<null> {
  if (!engines.has(key)) {
    const opening = DuckDbEngine.open(request.options);
    engines.set(key, opening);
    opening.catch(() => engines.get(key) === opening && engines.delete(key));
  }
  await engines.get(key);
  return null;
}

async function closeEngine(key: string): Promise<null> {
  const opened = engines.get(key);
  engines.delete(key);
  await opened?.then((open) => open.close()).catch(() => undefined);
  return null;
}

/** Starts a stream and answers its id (the request's), which the parent's `next` and `end` name. */
/** An open stream: its pages, the page read ahead while the runtime handles the last one, and what stops it. */
interface OpenStream {
  pages: AsyncIterator<ResultPage>;
  ahead: Promise<IteratorResult<ResultPage>> | undefined;
  stop: () => Promise<unknown>;
}

const streams = new Map<number, OpenStream>();

/** Starts a stream and answers its id (the request's), which the parent's `next` and `end` name. */
async function startStream(request: Extract<HostRequest, { op: 'stream' }>): Promise<number> {
  const open = await engine(request.engine);
  const pages = open.stream(request.request)[Symbol.asyncIterator]();
  streams.set(request.id, { pages, ahead: undefined, stop: () => open.cancel(request.request.queryId) });
  return request.id;
}

/** The next page; the one after it is read at once, while the runtime stores this one (one page ahead at most). */
async function nextPage(streamId: number): Promise<StreamStep> {
  const stream = streams.get(streamId);
  if (!stream) return { done: true };
  try {
    const step = await (stream.ahead ?? stream.pages.next());
    stream.ahead = undefined;
    if (step.done) {
      streams.delete(streamId);
      return { done: true };
    }
    const ahead = stream.pages.next();
    // Its failure is answered to the `next` that asks for it; until then it must not count as unhandled.
    ahead.catch(() => undefined);
    stream.ahead = ahead;
    return { done: false, page: step.value };
  } catch (error) {
    streams.delete(streamId);
    throw error;
  }
}

/** Ends a stream its reader left: the page being read ahead is interrupted, then the run released. */
async function endStream(streamId: number): Promise<null> {
  const stream = streams.get(streamId);
  streams.delete(streamId);
  if (!stream) return null;
  if (stream.ahead) {
    await stream.stop();
    await stream.ahead.catch(() => undefined);
  }
  await stream.pages.return?.();
  return null;
}

function perform(request: HostRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      return openEngine(request.engine, request);
    case 'close':
      return closeEngine(request.engine);
    case 'run':
      return engine(request.engine).then((open) => open.run(request.request));
    case 'stream':
      return startStream(request);
    case 'next':
      return nextPage(request.stream);
    case 'end':
      return endStream(request.stream);
    case 'cancel':
      return engine(request.engine).then((open) => open.cancel(request.queryId));
  }
}

process.on('message', (request: HostRequest) => {
  perform(request).then(
    (value) => send({ id: request.id, ok: true, value, rssBytes: process.memoryUsage.rss() }),
    (error: unknown) =>
      send({ id: request.id, ok: false, error: toWireError(error), rssBytes: process.memoryUsage.rss() }),
  );
});
// The runtime went away (closed, or killed): nothing is left to answer to.
process.on('disconnect', () => process.exit(0));
// Ctrl-C in `npm start`'s terminal reaches the whole process group: the runtime drains its jobs first, then stops
// its hosts itself, so a host ignores the signal rather than failing the queries being drained.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
setInterval(() => send({ report: 'memory', rssBytes: process.memoryUsage.rss() }), MEMORY_REPORT_MS).unref();
