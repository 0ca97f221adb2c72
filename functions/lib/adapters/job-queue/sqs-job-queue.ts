import {
  type MessageAttributeValue,
  type SendMessageBatchRequestEntry,
  SendMessageBatchCommand,
  SendMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { QueueName } from '../../../manifest.ts';
import { logger } from '../../logger.ts';
import type { JobMessage, JobQueue } from '../../ports/job-queue.ts';

/** SQS accepts at most 10 entries per SendMessageBatch. */
const SQS_BATCH_LIMIT = 10;

export interface SqsJobQueueOptions {
  client: SQSClient;
  /** Each queue's URL: real SQS in the cloud, the local endpoint's URL locally. */
  queueUrls: Record<QueueName, string>;
}

/** String attributes in SQS's shape. */
function attributesOf(
  attributes: Record<string, string> | undefined,
): Record<string, MessageAttributeValue> | undefined {
  if (attributes === undefined || Object.keys(attributes).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name, { DataType: 'String', StringValue: value }]),
  );
}

/** The SendMessage fields of a job message: JSON body, optional attributes and delay. */
function messageFieldsOf(message: JobMessage): Omit<SendMessageBatchRequestEntry, 'Id'> {
  const attributes = attributesOf(message.attributes);
  return {
    MessageBody: JSON.stringify(message.body),
    ...(attributes !== undefined ? { MessageAttributes: attributes } : {}),
    ...(message.delaySeconds !== undefined ? { DelaySeconds: message.delaySeconds } : {}),
  };
}

/**
 * The JobQueue port over `@aws-sdk/client-sqs`. The same adapter serves both runtimes: only the
 * client's endpoint (env AWS_ENDPOINT_URL_SQS) and the queue URLs differ.
 */
export class SqsJobQueue implements JobQueue {
  constructor(private readonly options: SqsJobQueueOptions) {}

  /** Send one job message; resolves to SQS's message id. */
  async send(queue: QueueName, message: JobMessage): Promise<{ messageId: string }> {
    const command = new SendMessageCommand({ QueueUrl: this.options.queueUrls[queue], ...messageFieldsOf(message) });
    const { MessageId } = await this.options.client.send(command);
    if (MessageId === undefined) throw new Error(`SQS returned no MessageId for a message to ${queue}`);
    return { messageId: MessageId };
  }

  /**
   * Send messages in chunks of 10. `messageIds` lists the ids of the messages sent, in input order;
   * `failed` the input indexes SQS refused or that a failed call left unsent, so the caller can retry them.
   */
  async sendBatch(queue: QueueName, messages: JobMessage[]): Promise<{ messageIds: string[]; failed: number[] }> {
    const idsByIndex = new Map<number, string>();
    for (let start = 0; start < messages.length; start += SQS_BATCH_LIMIT) {
      const chunk = messages.slice(start, start + SQS_BATCH_LIMIT);
      for (const [index, messageId] of await this.sendChunk(queue, chunk, start)) idsByIndex.set(index, messageId);
    }
    const indexes = messages.map((_, index) => index);
    return {
      messageIds: indexes.flatMap((index) => idsByIndex.get(index) ?? []),
      failed: indexes.filter((index) => !idsByIndex.has(index)),
    };
  }

  /** One SendMessageBatch call; entry ids are the input indexes. Resolves to index -> message id of the successes. */
  private async sendChunk(queue: QueueName, chunk: JobMessage[], offset: number): Promise<Map<number, string>> {
    const entries = chunk.map((message, i) => ({ Id: String(offset + i), ...messageFieldsOf(message) }));
    try {
      const output = await this.options.client.send(
        new SendMessageBatchCommand({ QueueUrl: this.options.queueUrls[queue], Entries: entries }),
      );
      for (const failure of output.Failed ?? []) logger.warn('SQS refused a batch entry', { queue, ...failure });
      const sent = (output.Successful ?? []).flatMap(({ Id, MessageId }) =>
        MessageId !== undefined ? [[Number(Id), MessageId] as const] : [],
      );
      return new Map(sent);
    } catch (error) {
      logger.error('SQS SendMessageBatch failed', { queue, entries: entries.length, error });
      return new Map();
    }
  }
}
