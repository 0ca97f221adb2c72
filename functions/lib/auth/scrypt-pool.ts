import { Worker } from 'node:worker_threads';
import { ServiceBusyError } from '#shared/errors.ts';

/**
 * The hashing workers' whole program, run from source (`eval`) so no loader is involved: it works the same under tsx,
 * vitest and an esbuild Lambda bundle. Each worker derives one key at a time with the synchronous scrypt, on its own
 * thread: the asynchronous `crypto.scrypt` would run on libuv's four-thread pool, which DynamoDB's local store
 * (dynalite's LevelDB) and file reads share, so a burst of logins stalled every other request.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, cost }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, cost) });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

/** scrypt's cost parameters (Node's names). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/** One key to derive. */
export interface ScryptJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  cost: ScryptCost;
}

interface Pending {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/** How many hashing threads, and how many derivations may wait for one before new ones are refused. */
export interface ScryptPoolOptions {
  workers: number;
  queueLimit: number;
}

/** Said when every worker is busy and the queue is full: the caller may try again in a moment. */
export const HASHING_BUSY_MESSAGE = 'The server is busy checking other passwords: try again in a moment.';

/**
 * A small pool of worker threads deriving scrypt keys. At most `workers` derivations run at once and at most
 * `queueLimit` wait; beyond that `derive` refuses at once with a 503 (Retry-After 1 s) instead of queueing without end.
 * Idle workers are unreferenced, so the pool never keeps a process alive; a worker that dies is replaced.
 */
export class ScryptPool {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Pending>();
  private readonly waiting: Pending[] = [];
  private closed = false;

  constructor(private readonly options: ScryptPoolOptions) {}

  /** The derived key; rejects with ServiceBusyError when the queue is full. */
  derive(job: ScryptJob): Promise<Buffer> {
    if (this.closed || this.pending() >= this.options.workers + this.options.queueLimit) {
      return Promise.reject(new ServiceBusyError(HASHING_BUSY_MESSAGE, 1000));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.pump();
    });
  }

  /** Derivations running or waiting (tests and benchmarks watch the pool drain). */
  pending(): number {
    return this.running.size + this.waiting.length;
  }

  /** Stop every worker; derivations in flight are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('The password hashing pool is closed'));
    const workers = [...this.idle, ...this.running.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private size(): number {
    return this.idle.length + this.running.size;
  }

  private pump(): void {
    while (!this.closed && this.waiting.length > 0) {
      const worker = this.idle.pop() ?? (this.size() < this.options.workers ? this.spawn() : undefined);
      if (!worker) return;
      const next = this.waiting.shift() as Pending;
      this.running.set(worker, next);
      worker.ref();
      worker.postMessage(next.job);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (answer.key) pending?.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
      else pending?.reject(new Error(answer.error ?? 'scrypt failed'));
      this.pump();
    });
    // A worker that fails or is terminated takes its derivation with it; the next one gets a new worker.
    const lost = (error: Error): void => {
      this.running.get(worker)?.reject(error);
      this.running.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', () => lost(new Error('The password hashing worker stopped')));
    return worker;
  }
}
