import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type QueueConsumer, type QueueName, queueConsumers } from '#functions/manifest.ts';
import { AppFunction } from './app-function.ts';

/** Days a failed job stays in its dead-letter queue: SQS's maximum, time enough to inspect and redrive it. */
const DLQ_RETENTION = Duration.days(14);

/** Environment variable holding a queue's URL, as functions/lib/config.ts names it. */
export const queueUrlEnv = (queue: QueueName): string => `${queue.toUpperCase()}_QUEUE_URL`;

/**
 * A message becoming visible again while its batch still runs would be processed twice at once, so the
 * manifest's visibility timeout must outlast the function; checked at synth rather than found in production.
 */
export function checkVisibilityTimeout(consumer: QueueConsumer): void {
  if (consumer.visibilityTimeoutSeconds <= consumer.functionTimeoutSeconds) {
    throw new Error(
      `Queue ${consumer.queue}: visibility timeout ${consumer.visibilityTimeoutSeconds}s must exceed the ` +
        `${consumer.handler} timeout ${consumer.functionTimeoutSeconds}s`,
    );
  }
}

export interface JobsProps {
  /** Environment shared by every function of the stack. */
  environment: Record<string, string>;
}

/** The job queues of the manifest, each with a dead-letter queue and its worker function. */
export class Jobs extends Construct {
  readonly queues: ReadonlyMap<QueueName, Queue>;
  readonly deadLetterQueues: ReadonlyMap<QueueName, Queue>;
  /** Worker functions by manifest module (`jobs/sql-worker`). */
  readonly functions: ReadonlyMap<string, AppFunction>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const queues = new Map<QueueName, Queue>();
    const deadLetterQueues = new Map<QueueName, Queue>();
    const functions = new Map<string, AppFunction>();
    for (const consumer of queueConsumers) {
      checkVisibilityTimeout(consumer);
      const dlq = new Queue(this, `${consumer.queue}-dlq`, {
        retentionPeriod: DLQ_RETENTION,
        encryption: QueueEncryption.SQS_MANAGED,
      });
      const queue = new Queue(this, `${consumer.queue}-queue`, {
        visibilityTimeout: Duration.seconds(consumer.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount: consumer.maxReceives },
        encryption: QueueEncryption.SQS_MANAGED,
      });
      const worker = new AppFunction(this, `${consumer.queue}-worker`, {
        module: consumer.handler,
        memorySize: consumer.runtime?.memorySizeMb ?? 1024,
        ...(consumer.runtime
          ? {
              ephemeralStorageMb: consumer.runtime.ephemeralStorageMb,
              installedModules: consumer.runtime.installedModules,
            }
          : {}),
        timeout: Duration.seconds(consumer.functionTimeoutSeconds),
        description: `Skyset ${consumer.queue} job worker`,
        environment: props.environment,
      });
      // Partial batch failures: one bad job must not send its batch-mates back to the queue.
      worker.fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: consumer.batchSize,
          reportBatchItemFailures: true,
          ...(consumer.maxConcurrency ? { maxConcurrency: consumer.maxConcurrency } : {}),
        }),
      );
      queues.set(consumer.queue, queue);
      deadLetterQueues.set(consumer.queue, dlq);
      functions.set(consumer.handler, worker);
    }
    this.queues = queues;
    this.deadLetterQueues = deadLetterQueues;
    this.functions = functions;
  }

  /** Let a function send jobs to the given queues, each URL in its `<QUEUE>_QUEUE_URL` variable. */
  bindEnqueue(fn: AppFunction, queueNames: readonly QueueName[]): void {
    for (const name of queueNames) {
      const queue = this.queues.get(name);
      if (!queue) throw new Error(`No consumer for queue ${name} in functions/manifest.ts`);
      fn.bindQueue(queue, queueUrlEnv(name), 'send');
    }
  }
}
