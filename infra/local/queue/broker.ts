import type { QueueConsumer } from '#functions/manifest.ts';
import { type QueueClock, type QueueTimer, systemClock } from './clock.ts';
import { ConsumerLoop } from './consumer-loop.ts';
import { LocalQueue } from './local-queue.ts';
import { newMessage } from './message.ts';
import {
  dlqNameOf,
  type LocalQueueBrokerOptions,
  queueArnOf,
  type QueueSendInput,
  type QueueStats,
  type StoredMessage,
} from './types.ts';

/** A send or lookup named a queue the broker does not own. */
export class UnknownQueueError extends Error {
  constructor(readonly queue: string) {
    super(`The specified queue ${queue} does not exist.`);
    this.name = 'UnknownQueueError';
  }
}

/** What the SQS endpoint reports about a queue. */
export interface QueueDescription {
  name: string;
  arn: string;
  /** The consumer reading the queue, or for a DLQ the consumer of its source queue. */
  consumer: QueueConsumer;
  isDeadLetterQueue: boolean;
  counts: Omit<QueueStats, 'dlq'>;
}

/**
 * The local runtime's message broker with SQS semantics: per manifest queue a main queue and a
 * `<queue>-dlq`, persisted as one JSON file per message under `<dataDir>/queues/`, delivered to
 * consumers the way Lambda's event source mapping does (see ConsumerLoop).
 */
export class LocalQueueBroker {
  readonly region: string;
  private readonly queues = new Map<string, LocalQueue>();
  private readonly loops = new Map<string, ConsumerLoop>();
  private readonly consumers = new Map<string, QueueConsumer>();
  private readonly clock: QueueClock;
  private loaded = false;

  constructor(private readonly options: LocalQueueBrokerOptions) {
    this.region = options.region ?? process.env.AWS_REGION ?? 'us-east-1';
    this.clock = options.clock ?? systemClock;
    for (const consumer of options.consumers) this.register(consumer);
  }

  /** Load persisted messages (clearing in-flight marks of a crashed run) and start delivering. */
  async start(): Promise<void> {
    if (!this.loaded) {
      await Promise.all([...this.queues.values()].map((queue) => queue.load()));
      this.loaded = true;
    }
    for (const loop of this.loops.values()) loop.resume();
  }

  /**
   * Stop delivering. With `drain` (the default), wait up to `timeoutMs` for running consumers;
   * undelivered messages stay on disk. `drained` is false when the wait timed out.
   */
  async stop({ drain = true, timeoutMs = this.options.drainTimeoutMs ?? 30_000 } = {}): Promise<{ drained: boolean }> {
    for (const loop of this.loops.values()) loop.pause();
    const drained = drain ? await this.waitForIdle(timeoutMs) : false;
    await Promise.all([...this.queues.values()].map((queue) => queue.flush()));
    return { drained };
  }

  /** Store a message durably and wake its consumer; resolves to the new message id. */
  async send(queueName: string, input: QueueSendInput): Promise<string> {
    const queue = this.queueNamed(queueName);
    if (!this.loaded) throw new Error('LocalQueueBroker.send before start()');
    const message = newMessage(input, this.clock.now());
    await queue.add(message);
    this.loops.get(queueName)?.wake();
    return message.id;
  }

  /** Resolves once no consumer is running, including deliveries started as earlier ones settled. */
  async idle(): Promise<void> {
    await Promise.all([...this.loops.values()].map((loop) => loop.idle()));
  }

  /** Per main queue: visible, in-flight, delayed and dead-lettered counts. */
  stats(): Record<string, QueueStats> {
    const stats: Record<string, QueueStats> = {};
    for (const { queue } of this.consumers.values()) {
      stats[queue] = { ...this.queueNamed(queue).counts(), dlq: totalOf(this.queueNamed(dlqNameOf(queue)).counts()) };
    }
    return stats;
  }

  /** A queue's (main or DLQ) description, or undefined when the broker has no such queue. */
  describe(queueName: string): QueueDescription | undefined {
    const queue = this.queues.get(queueName);
    const consumer = this.consumers.get(queueName);
    if (queue === undefined || consumer === undefined) return undefined;
    const isDeadLetterQueue = queueName !== consumer.queue;
    return {
      name: queueName,
      arn: queueArnOf(this.region, queueName),
      consumer,
      isDeadLetterQueue,
      counts: queue.counts(),
    };
  }

  /** Copies of a queue's stored messages, for tests and diagnostics. */
  peek(queueName: string): StoredMessage[] {
    return this.queueNamed(queueName).list();
  }

  private register(consumer: QueueConsumer): void {
    const now = (): number => this.clock.now();
    const main = new LocalQueue(consumer.queue, this.options.dataDir, now);
    const dlq = new LocalQueue(dlqNameOf(consumer.queue), this.options.dataDir, now);
    this.queues.set(main.name, main).set(dlq.name, dlq);
    this.consumers.set(main.name, consumer).set(dlq.name, consumer);
    const loop = new ConsumerLoop({
      consumer,
      main,
      dlq,
      invoke: this.options.invoke,
      region: this.region,
      concurrency: consumer.maxConcurrency ?? this.options.concurrencyPerQueue ?? 2,
      backoffBaseMs: this.options.backoffBaseMs ?? 1000,
      clock: this.clock,
      random: this.options.random ?? Math.random,
    });
    this.loops.set(consumer.queue, loop);
  }

  private queueNamed(queueName: string): LocalQueue {
    const queue = this.queues.get(queueName);
    if (queue === undefined) throw new UnknownQueueError(queueName);
    return queue;
  }

  private async waitForIdle(timeoutMs: number): Promise<boolean> {
    let timer: QueueTimer | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = this.clock.setTimer(() => resolve(false), timeoutMs, { keepAlive: true });
    });
    try {
      return await Promise.race([this.idle().then(() => true as const), timedOut]);
    } finally {
      timer?.cancel();
    }
  }
}

const totalOf = (counts: Omit<QueueStats, 'dlq'>): number => counts.visible + counts.inFlight + counts.delayed;
