import type { SQSEvent } from 'aws-lambda';
import type { QueueConsumer } from '#functions/manifest.ts';
import { logger } from '#functions/lib/logger.ts';
import { batchOutcomeOf } from './batch-outcome.ts';
import type { LocalQueue } from './local-queue.ts';
import { sqsRecordOf } from './sqs-event.ts';
import type { InvokeConsumer, StoredMessage } from './types.ts';

export interface ConsumerLoopOptions {
  consumer: QueueConsumer;
  main: LocalQueue;
  dlq: LocalQueue;
  invoke: InvokeConsumer;
  region: string;
  concurrency: number;
  backoffBaseMs: number;
  now: () => number;
  random: () => number;
}

/**
 * Lambda's SQS event source mapping for one consumer: claims batches of visible messages, invokes the
 * consumer with an `SQSEvent`, then deletes, backs off or dead-letters each message by the outcome.
 * Runs up to `concurrency` batches at once and sleeps on a timer until the next message becomes visible.
 */
export class ConsumerLoop {
  private readonly deliveries = new Set<Promise<void>>();
  private active = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ConsumerLoopOptions) {}

  /** Start delivering. */
  resume(): void {
    this.active = true;
    this.wake();
  }

  /** Stop claiming new batches; deliveries already running go on. */
  pause(): void {
    this.active = false;
    clearTimeout(this.timer);
  }

  /** Resolves when every running delivery has settled. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.deliveries]);
  }

  /** Claim and start as many batches as capacity allows, then sleep until the next message is due. */
  wake(): void {
    if (!this.active) return;
    while (this.deliveries.size < this.options.concurrency) {
      const batch = this.claim();
      if (batch.length === 0) break;
      this.track(this.deliver(batch));
    }
    this.scheduleWake();
  }

  /** Up to batchSize visible messages; those already received maxReceives times go to the DLQ instead. */
  private claim(): StoredMessage[] {
    const { consumer, main } = this.options;
    const batch: StoredMessage[] = [];
    for (const message of main.visible()) {
      if (batch.length === consumer.batchSize) break;
      if (message.receiveCount >= consumer.maxReceives) this.track(this.deadLetter(message));
      else batch.push(message);
    }
    return batch;
  }

  /** Receive, invoke, settle. The receives must start before the first `await` so no other claim takes these messages. */
  private async deliver(batch: StoredMessage[]): Promise<void> {
    const { consumer, main, region } = this.options;
    const receiving = batch.map((message) => main.receive(message, consumer.visibilityTimeoutSeconds * 1000));
    const receipts = await Promise.all(receiving);
    const event: SQSEvent = {
      Records: batch.map((message, i) => sqsRecordOf(message, receipts[i] as string, { queue: consumer.queue, region })),
    };
    const [result] = await Promise.allSettled([(async () => this.options.invoke(consumer, event))()]);
    const outcome = batchOutcomeOf(batch.map((message) => message.id), result);
    if (outcome.wholeBatchReason !== undefined) {
      logger.warn('local queue batch failed', { queue: consumer.queue, reason: outcome.wholeBatchReason });
    }
    await Promise.all(batch.map((message, i) => this.settle(message.id, receipts[i] as string, outcome.failedIds.has(message.id))));
  }

  /** Apply one message's outcome, unless it was received again meanwhile (its visibility expired). */
  private async settle(id: string, receiptHandle: string, failed: boolean): Promise<void> {
    const { consumer, main } = this.options;
    const message = main.current(id, receiptHandle);
    if (message === undefined) return;
    if (!failed) return main.remove(id);
    if (message.receiveCount >= consumer.maxReceives) return this.deadLetter(message);
    return main.release(message, this.backoffMs(message.receiveCount));
  }

  private async deadLetter(message: StoredMessage): Promise<void> {
    logger.warn('local queue message moved to DLQ', { queue: this.options.consumer.queue, messageId: message.id, receives: message.receiveCount });
    await this.options.main.moveTo(this.options.dlq, message);
  }

  /** Exponential backoff with jitter, never longer than the visibility timeout SQS would have waited. */
  private backoffMs(receiveCount: number): number {
    const { backoffBaseMs, consumer, random } = this.options;
    const exponential = backoffBaseMs * 2 ** (receiveCount - 1) * (0.5 + random());
    return Math.min(consumer.visibilityTimeoutSeconds * 1000, exponential);
  }

  private track(delivery: Promise<void>): void {
    const settled = delivery
      .catch((error: unknown) => logger.error('local queue delivery failed', { queue: this.options.consumer.queue, error }))
      .finally(() => {
        this.deliveries.delete(settled);
        this.wake();
      });
    this.deliveries.add(settled);
  }

  private scheduleWake(): void {
    clearTimeout(this.timer);
    const at = this.options.main.nextVisibleAt();
    if (at === undefined || !this.active) return;
    this.timer = setTimeout(() => this.wake(), Math.max(1, at - this.options.now()));
    this.timer.unref();
  }
}
