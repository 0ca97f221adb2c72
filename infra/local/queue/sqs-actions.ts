import * as z from 'zod';
import type { LocalQueueBroker, QueueDescription } from './broker.ts';
import { md5OfAttributes, md5OfBody } from './md5.ts';
import { storedAttributesOf } from './message.ts';
import { MAX_MESSAGE_BYTES, SqsError, sqsErrors } from './sqs-errors.ts';
import { messageBytesOf, sendInputOf, sqsErrorOf, WireMessage } from './sqs-messages.ts';
import { dlqNameOf, LOCAL_ACCOUNT_ID, queueArnOf } from './types.ts';

/** What every action needs: the broker and the URL prefix queue URLs are built from. */
export interface SqsActionContext {
  broker: LocalQueueBroker;
  /** `<baseUrl>/_local/sqs`, without a trailing slash. */
  endpointUrl: string;
}

export type SqsAction = (input: unknown, context: SqsActionContext) => Promise<unknown>;

/** Parse an action's input with zod, answering SQS's MissingParameter / InvalidParameterValue. */
function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw sqsErrorOf(result.error);
  return result.data;
}

/** The queue a queue URL names (`.../000000000000/<queue>`), whatever host the caller used. */
function queueOf(queueUrl: string, { broker }: SqsActionContext): QueueDescription {
  const match = /\/(\d{12})\/([^/]+)\/?$/.exec(URL.canParse(queueUrl) ? new URL(queueUrl).pathname : queueUrl);
  const queue = match?.[1] === LOCAL_ACCOUNT_ID ? broker.describe(decodeURIComponent(match[2] as string)) : undefined;
  if (queue === undefined) throw sqsErrors.queueDoesNotExist();
  return queue;
}

const SendMessageInput = WireMessage.extend({ QueueUrl: z.string() });

/** Validate and store one message; the answer carries the checksums the SDK verifies. */
async function sendWire(queueName: string, wire: WireMessage, { broker }: SqsActionContext) {
  const message = sendInputOf(wire);
  const messageId = await broker.send(queueName, message);
  const attributesMd5 = md5OfAttributes(storedAttributesOf(message.attributes ?? {}));
  return {
    MessageId: messageId,
    MD5OfMessageBody: md5OfBody(message.body),
    ...(attributesMd5 ? { MD5OfMessageAttributes: attributesMd5 } : {}),
  };
}

const sendMessage: SqsAction = async (input, context) => {
  const request = parse(SendMessageInput, input);
  return sendWire(queueOf(request.QueueUrl, context).name, request, context);
};

const BATCH_ENTRY_ID = /^[A-Za-z0-9_-]{1,80}$/;
const SendMessageBatchInput = z.object({
  QueueUrl: z.string(),
  Entries: z.array(WireMessage.extend({ Id: z.string() })),
});

const sendMessageBatch: SqsAction = async (input, context) => {
  const request = parse(SendMessageBatchInput, input);
  const queue = queueOf(request.QueueUrl, context);
  const entries = request.Entries;
  if (entries.length === 0) throw sqsErrors.emptyBatch();
  if (entries.length > 10) throw sqsErrors.tooManyEntries(entries.length);
  const seen = new Set<string>();
  for (const { Id } of entries) {
    if (!BATCH_ENTRY_ID.test(Id)) throw sqsErrors.invalidBatchEntryId();
    if (seen.has(Id)) throw sqsErrors.idsNotDistinct(Id);
    seen.add(Id);
  }
  const total = entries.reduce((sum, entry) => sum + messageBytesOf(entry), 0);
  if (total > MAX_MESSAGE_BYTES) throw sqsErrors.batchTooLong(total);
  const results = await Promise.all(entries.map((entry) => sendEntry(queue.name, entry, context)));
  return { Successful: results.filter((r) => 'MessageId' in r), Failed: results.filter((r) => 'Code' in r) };
};

/** One batch entry: its success, or SQS's per-entry failure for an invalid message. */
async function sendEntry(queueName: string, entry: WireMessage & { Id: string }, context: SqsActionContext) {
  try {
    return { Id: entry.Id, ...(await sendWire(queueName, entry, context)) };
  } catch (error) {
    if (!(error instanceof SqsError)) throw error;
    return { Id: entry.Id, SenderFault: true, Code: error.queryCode, Message: error.message };
  }
}

const getQueueUrl: SqsAction = async (input, context) => {
  const { QueueName } = parse(z.object({ QueueName: z.string() }), input);
  if (context.broker.describe(QueueName) === undefined) throw sqsErrors.queueDoesNotExist();
  return { QueueUrl: `${context.endpointUrl}/${LOCAL_ACCOUNT_ID}/${QueueName}` };
};

/** The attributes the local queue can truthfully report, by SQS attribute name. */
function attributesOf(queue: QueueDescription, region: string): Record<string, string> {
  const { consumer, counts } = queue;
  const attributes: Record<string, string> = {
    ApproximateNumberOfMessages: String(counts.visible),
    ApproximateNumberOfMessagesNotVisible: String(counts.inFlight),
    ApproximateNumberOfMessagesDelayed: String(counts.delayed),
    QueueArn: queue.arn,
    VisibilityTimeout: String(queue.isDeadLetterQueue ? 30 : consumer.visibilityTimeoutSeconds),
    DelaySeconds: '0',
    MaximumMessageSize: String(MAX_MESSAGE_BYTES),
    ReceiveMessageWaitTimeSeconds: '0',
  };
  if (!queue.isDeadLetterQueue) {
    const deadLetterTargetArn = queueArnOf(region, dlqNameOf(consumer.queue));
    attributes.RedrivePolicy = JSON.stringify({ deadLetterTargetArn, maxReceiveCount: consumer.maxReceives });
  }
  return attributes;
}

const getQueueAttributes: SqsAction = async (input, context) => {
  const request = parse(z.object({ QueueUrl: z.string(), AttributeNames: z.array(z.string()).optional() }), input);
  const available = attributesOf(queueOf(request.QueueUrl, context), context.broker.region);
  const names = request.AttributeNames ?? [];
  if (names.includes('All')) return { Attributes: available };
  const unknown = names.find((name) => !(name in available));
  if (unknown !== undefined) throw sqsErrors.invalidAttributeName(unknown);
  return names.length === 0 ? {} : { Attributes: Object.fromEntries(names.map((name) => [name, available[name]])) };
};

/** The supported operations, by the name after `AmazonSQS.` in `X-Amz-Target`. */
export const sqsActions: Readonly<Record<string, SqsAction>> = {
  SendMessage: sendMessage,
  SendMessageBatch: sendMessageBatch,
  GetQueueUrl: getQueueUrl,
  GetQueueAttributes: getQueueAttributes,
};
