import type { SQSEvent } from 'aws-lambda';
import type { QueueConsumer } from '#functions/manifest.ts';
import { logger } from '#functions/lib/logger.ts';
import { batchOutcomeOf } from './batch-outcome.ts';
import type { QueueClock, QueueTimer } from './clock.ts';
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
  clock: QueueClock;
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
  private timer: QueueTimer | undefined;

  constructor(private readonly options: ConsumerLoopOptions) {}

  /** Start delivering. */
  resume(): void {
    this.active = true;
    this.wake();
  }

  /** Stop claiming new batches; deliveries already running go on. */
  pause(): void {
    this.active = false;
    this.timer?.cancel();
  }

  /** Resolves once no delivery is running, including those started as earlier ones settled. */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  /**
   * Claim and start as many batches as capacity allows, then sleep until the next message is due. The
   * clock is read once per pass: with a reading for the claim and another for the timer, a message falling
   * due between them was neither claimed (not yet visible) nor waited for (no longer in the future), and
   * sat in the queue until something else woke the loop.
   */
  wake(): void {
    if (!this.active) return;
    const now = this.options.clock.now();
    while (this.deliveries.size < this.options.concurrency) {
      const batch = this.claim(now);
      if (batch.length === 0) break;
      this.track(this.deliver(batch));
    }
    this.scheduleWake(now);
  }

  /** Up to batchSize messages visible at `now`; those already received maxReceives times go to the DLQ instead. */
  private claim(now: number): StoredMessage[] {
    const { consumer, main } = this.options;
    const batch: StoredMessage[] = [];
    for (const message of main.visible(now)) {
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
      Records: batch.map((message, i) =>
        sqsRecordOf(message, receipts[i] as string, { queue: consumer.queue, region }),
      ),
    };
    const [result] = await Promise.allSettled([(async () => this.options.invoke(consumer, event))()]);
    const outcome = batchOutcomeOf(
      batch.map((message) => message.id),
      result,
    );
    if (outcome.wholeBatchReason !== undefined) {
      logger.warn('local queue batch failed', { queue: consumer.queue, reason: outcome.wholeBatchReason });
    }
    await Promise.all(
      batch.map((message, i) => this.settle(message.id, receipts[i] as string, outcome.failedIds.has(message.id))),
    );
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
    logger.warn('local queue message moved to DLQ', {
      queue: this.options.consumer.queue,
      messageId: message.id,
      receives: message.receiveCount,
    });
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
      .catch((error: unknown) =>
        logger.error('local queue delivery failed', { queue: this.options.consumer.queue, error }),
      )
      .finally(() => {
        this.deliveries.delete(settled);
        this.wake();
      });
    this.deliveries.add(settled);
  }

  /**
   * Wake when the next message after `now` falls due. Messages visible at `now` and left unclaimed need no
   * timer: they were left because every slot is busy, and each delivery wakes the loop as it settles.
   */
  private scheduleWake(now: number): void {
    this.timer?.cancel();
    this.timer = undefined;
    const at = this.options.main.nextVisibleAt(now);
    if (at === undefined || !this.active) return;
    this.timer = this.options.clock.setTimer(() => this.wake(), at - now);
  }
}
