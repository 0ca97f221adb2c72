import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { QueueConsumer } from '#functions/manifest.ts';
import type { QueueClock } from './clock.ts';

/** A message attribute as SQS's SendMessage takes it (binary values as bytes). */
export interface QueueMessageAttribute {
  DataType: string;
  StringValue?: string;
  BinaryValue?: Uint8Array;
}

/** What a producer hands to `LocalQueueBroker.send`. */
export interface QueueSendInput {
  body: string;
  attributes?: Record<string, QueueMessageAttribute>;
  delaySeconds?: number;
}

/** A message attribute as stored on disk: JSON-friendly, binary values in base64. */
export interface StoredAttribute {
  dataType: string;
  stringValue?: string;
  binaryValue?: string;
}

/** One message as persisted under `<dataDir>/queues/<queue>/<id>.json`. */
export interface StoredMessage {
  id: string;
  body: string;
  attributes: Record<string, StoredAttribute>;
  md5OfBody: string;
  md5OfAttributes?: string;
  sentAt: number;
  firstReceivedAt?: number;
  receiveCount: number;
  /** Epoch ms before which the message is not delivered (delay, backoff or visibility timeout). */
  visibleAt: number;
  /** Received and not yet settled; a crash leaves it set, and start-up clears it. */
  inFlight: boolean;
}

/** How the local runtime runs one consumer's Lambda handler with a batch. */
export type InvokeConsumer = (consumer: QueueConsumer, event: SQSEvent) => Promise<SQSBatchResponse | void>;

export interface LocalQueueBrokerOptions {
  dataDir: string;
  consumers: readonly QueueConsumer[];
  invoke: InvokeConsumer;
  /** Region written into event ARNs and records; default env AWS_REGION or us-east-1. */
  region?: string;
  /** Batches of one queue in flight at once, for consumers that name no `maxConcurrency` of their own; default 2. */
  concurrencyPerQueue?: number;
  /** First retry delay after a failed delivery, doubled per receive and capped by the visibility timeout; default 1000. */
  backoffBaseMs?: number;
  /** How long `stop({ drain: true })` waits for running consumers; default 30000. */
  drainTimeoutMs?: number;
  /** Time for delays, visibility timeouts, backoffs and the drain wait; default wall time. */
  clock?: QueueClock;
  /** Source of backoff jitter in [0, 1); 0.5 gives the exact doubling. */
  random?: () => number;
}

/** Per-queue counts for tests and logs. */
export interface QueueStats {
  /** Deliverable now. */
  visible: number;
  /** Received by a consumer and not yet settled. */
  inFlight: number;
  /** Waiting for a delay or a retry backoff. */
  delayed: number;
  /** Messages in the queue's dead-letter queue. */
  dlq: number;
}

/** The account id the local runtime writes into ARNs and queue URLs, as LocalStack-style emulators do. */
export const LOCAL_ACCOUNT_ID = '000000000000';

/** The name of a queue's dead-letter queue. */
export const dlqNameOf = (queue: string): string => `${queue}-dlq`;

/** The ARN of a local queue. */
export const queueArnOf = (region: string, queue: string): string =>
  `arn:aws:sqs:${region}:${LOCAL_ACCOUNT_ID}:${queue}`;
