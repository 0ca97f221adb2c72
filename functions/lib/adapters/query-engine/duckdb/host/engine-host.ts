import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '#shared/errors.ts';
import { logger } from '../../../../logger.ts';
import { type HostCall, type HostMessage, type HostRequest, isReport } from './protocol.ts';
import { fromWireError } from './wire-errors.ts';

/** How one host process is started and watched. */
export interface EngineHostOptions {
  /** Names the host in logs (the tenant). */
  label: string;
  /** Threads of the host's libuv pool: one per query it may run at once, and a few to spare. */
  threadPoolSize: number;
  /** Resident memory past which the host is killed (its queries fail; the next query starts a new host). */
  maxRssBytes: number;
  /**
   * Resident memory past which a host with nothing left to do is retired quietly, so memory its last queries left
   * behind (DuckDB's and the allocator's) never counts against the next query; the next query starts a new host.
   */
  maxIdleRssBytes: number;
  /** V8's heap limit of the host (`--max-old-space-size`), which holds the rows on their way out. */
  maxHeapMb: number;
}

/** How often the runtime reads a busy host's resident memory itself (the host's own reports wait on its event loop). */
const BUSY_SAMPLE_MS = 50;

/** A process's resident memory from /proc (Linux); undefined where there is none. */
async function residentBytes(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kib = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return kib === undefined ? undefined : Number(kib) * 1024;
}

/** The error every query of a host gets when the host is gone: killed for its memory, or crashed. */
export function hostStoppedError(reason: 'memory' | 'exit' | 'retired', limitBytes: number): AppError {
  const message =
    reason === 'memory'
      ? `The query engine used more than ${Math.round(limitBytes / 2 ** 20)} MB and was restarted; the query was stopped. Reduce the data it reads or aggregates.`
      : 'The query engine stopped unexpectedly; the query was stopped. Run it again.';
  return new AppError(400, message, {
    detailed: true,
    errorType: 'GENERIC_DB_ENGINE_ERROR',
    extra: { engine_name: 'DuckDB', memory_limit_exceeded: reason === 'memory' },
  });
}

const entry = fileURLToPath(new URL('./host-process.ts', import.meta.url));
/** The host's TypeScript is loaded through tsx, as the runtime's own is (`npm start` runs `node --import tsx`). */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The runtime's side of one engine host process: requests by id over IPC, and a watchdog that kills the host when its
 * resident memory passes the limit. Once the process is gone every pending call fails and `alive` turns false.
 */
export class EngineHost {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private stopReason: 'memory' | 'exit' | 'retired' | undefined;
  private stopRequested = false;
  private holds = 0;
  private markExited!: () => void;
  /** Settles once the host's process has exited (its database files are then free to open elsewhere). */
  readonly exited: Promise<void> = new Promise((resolve) => {
    this.markExited = resolve;
  });
  private readonly sampler: NodeJS.Timeout;

  constructor(private readonly options: EngineHostOptions) {
    this.child = fork(entry, [], {
      // Past its heap limit the host aborts (counted as over its memory) rather than growing until the watchdog sees it.
      execArgv: ['--import', tsxLoader, `--max-old-space-size=${options.maxHeapMb}`],
      serialization: 'json',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, UV_THREADPOOL_SIZE: String(options.threadPoolSize) },
    });
    this.child.on('message', (message: HostMessage) => this.receive(message));
    this.child.on('exit', (code, signal) => this.stopped(code, signal));
    this.child.on('error', (error) => logger.error('engine host failed', { host: options.label, error }));
    this.sampler = setInterval(() => void this.sample(), BUSY_SAMPLE_MS);
    this.sampler.unref();
  }

  /** Whether the process still answers: false once it exited or was killed. */
  get alive(): boolean {
    return this.stopReason === undefined;
  }

  /** Calls in flight or streams open: a host with neither may be retired. */
  get busy(): boolean {
    return this.waiting.size > 0 || this.holds > 0;
  }

  /** Keeps the host from counting as idle (an open stream between two pulls) until the returned release is called. */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (!released) this.holds -= 1;
      released = true;
    };
  }

  /** Sends one request and resolves to its reply's value, or rejects with the error the host threw. */
  call<T>(request: HostCall): Promise<T> {
    if (!this.alive) return Promise.reject(hostStoppedError(this.stopReason!, this.options.maxRssBytes));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // The channel may close between the `alive` check and the write: the exit handler then fails the call.
      this.child.send(
        { ...request, id } as HostRequest,
        (error) => error && logger.warn('engine host unreachable', { host: this.options.label, error }),
      );
    });
  }

  /** Ends the process; pending calls fail. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise<void>((done) => this.child.once('exit', () => done()));
    this.stopRequested = true;
    this.child.kill('SIGKILL');
    await exited;
  }

  private receive(message: HostMessage): void {
    if (!isReport(message)) {
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(fromWireError(message.error));
    }
    // Judged before any caller resumes: a host retired here is never handed the next query.
    this.watchMemory(message.rssBytes);
  }

  /**
   * While queries run, the host's memory as the system counts it, even while the host is busy converting rows. A
   * reading that outlived every call it was taken for is dropped: the replies carried fresher ones, and the calls
   * sent since must not answer for memory used before them.
   */
  private async sample(): Promise<void> {
    if (!this.busy || !this.alive || this.child.pid === undefined) return;
    const measured = [...this.waiting.keys()];
    const rssBytes = await residentBytes(this.child.pid);
    if (rssBytes !== undefined && measured.some((id) => this.waiting.has(id))) this.watchMemory(rssBytes);
  }

  private watchMemory(rssBytes: number): void {
    if (!this.alive) return;
    const { label, maxRssBytes, maxIdleRssBytes } = this.options;
    if (!this.busy && rssBytes > maxIdleRssBytes) {
      logger.info('engine host retired: its finished queries left it holding memory', {
        host: label,
        rssBytes,
        maxIdleRssBytes,
      });
      this.stopReason = 'retired';
      this.stopRequested = true;
      this.child.kill('SIGKILL');
      return;
    }
    if (rssBytes <= maxRssBytes) return;
    logger.warn('engine host over its memory limit: stopped', { host: label, rssBytes, maxRssBytes });
    this.stopReason = 'memory';
    this.child.kill('SIGKILL');
  }

  private stopped(code: number | null, signal: NodeJS.Signals | null): void {
    clearInterval(this.sampler);
    this.markExited();
    // V8 aborts a process past its heap limit.
    this.stopReason ??= signal === 'SIGABRT' ? 'memory' : 'exit';
    if (this.stopReason === 'exit' && !this.stopRequested)
      logger.error('engine host stopped', { host: this.options.label, code, signal });
    const error = hostStoppedError(this.stopReason, this.options.maxRssBytes);
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
