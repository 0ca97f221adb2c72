import type { QueueName } from '../../manifest.ts';

/** The JobQueue port: SQS in the cloud, the local runtime's SQS-compatible queue locally. */
export interface JobMessage {
  body: unknown;
  /** Extra SQS message attributes (string values). */
  attributes?: Record<string, string>;
  delaySeconds?: number;
}

export interface JobQueue {
  send(queue: QueueName, message: JobMessage): Promise<{ messageId: string }>;
  /** Up to 10 messages per call, as SQS allows; failures are reported per message. */
  sendBatch(queue: QueueName, messages: JobMessage[]): Promise<{ messageIds: string[]; failed: number[] }>;
}
