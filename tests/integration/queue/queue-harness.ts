import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { QueueConsumer } from '#functions/manifest.ts';
import { createSqsEndpoint, LocalQueueBroker, type LocalQueueBrokerOptions } from '#infra/local/queue/index.ts';
import { type LocalCredentials, newLocalCredentials } from '#infra/local/sigv4/credentials.ts';
import { FakeClock } from './fake-clock.ts';

/** A chart-queue consumer with test-sized limits: batches of 3, two receives, half a second of visibility. */
export const testConsumer = (overrides: Partial<QueueConsumer> = {}): QueueConsumer => ({
  queue: 'chart',
  handler: 'jobs/chart-worker',
  batchSize: 3,
  maxReceives: 2,
  visibilityTimeoutSeconds: 0.5,
  functionTimeoutSeconds: 0.4,
  ...overrides,
});

/** A fresh data folder; remove it with `removeDir`. */
export const tempDataDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'skyset-queue-'));
export const removeDir = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

type Respond = (event: SQSEvent, call: number) => Promise<SQSBatchResponse | void>;

/** A fake consumer that records every event it is invoked with and answers with `respond`. */
export class RecordingConsumer {
  readonly events: SQSEvent[] = [];
  private readonly waiters: Array<() => void> = [];
  constructor(private readonly respond: Respond = async () => undefined) {}

  readonly invoke = async (_consumer: QueueConsumer, event: SQSEvent): Promise<SQSBatchResponse | void> => {
    this.events.push(structuredClone(event));
    for (const wake of this.waiters.splice(0)) wake();
    return this.respond(event, this.events.length);
  };

  /** Every delivered record, in delivery order. */
  get records() {
    return this.events.flatMap((event) => event.Records);
  }

  /** Resolves once the consumer has been invoked `count` times (deliveries wait on disk writes, not on time). */
  async invoked(count: number): Promise<void> {
    while (this.events.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Resolves once `count` records have been delivered in all. */
  async delivered(count: number): Promise<void> {
    while (this.records.length < count) await this.invoked(this.events.length + 1);
  }
}

/**
 * Poll until `condition` holds, for what arrives by I/O rather than by time passing (queue time is the fake
 * clock's); fails the test after `timeoutMs`. Kept for tests outside this folder.
 */
export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A promise the test settles when it chooses: a consumer that is still running. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** A broker over a temp folder on a fake clock (unless given one), with backoff of 10 ms and no jitter; started. */
export async function startBroker(
  dataDir: string,
  consumer: RecordingConsumer,
  options: Partial<LocalQueueBrokerOptions> = {},
): Promise<LocalQueueBroker> {
  const broker = new LocalQueueBroker({
    dataDir,
    consumers: [testConsumer()],
    invoke: consumer.invoke,
    backoffBaseMs: 10,
    random: () => 0.5,
    drainTimeoutMs: 2000,
    clock: new FakeClock(),
    ...options,
  });
  await broker.start();
  return broker;
}

/** A Node HTTP server on 127.0.0.1 (port 0) serving the SQS endpoint with fresh credentials, 404 for anything else. */
export async function startSqsServer(
  broker: LocalQueueBroker,
): Promise<{ server: Server; baseUrl: string; credentials: LocalCredentials }> {
  // The endpoint needs the base URL, known only once the server listens.
  const endpoint: { handle?: ReturnType<typeof createSqsEndpoint> } = {};
  const server = createServer((req, res) => {
    void endpoint.handle?.(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const credentials = newLocalCredentials();
  endpoint.handle = createSqsEndpoint(broker, { baseUrl, credentials });
  return { server, baseUrl, credentials };
}

export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
