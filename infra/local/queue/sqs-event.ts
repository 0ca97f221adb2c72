import type { SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { queueArnOf, type StoredAttribute, type StoredMessage } from './types.ts';

/** The SenderId written into local records: the local runtime stands in for one IAM principal. */
export const LOCAL_SENDER_ID = 'AIDASKYSETLOCAL000000';

/** Attributes in the shape Lambda's event source mapping writes: camelCase, list fields always present. */
function lambdaAttributesOf(attributes: Record<string, StoredAttribute>): SQSMessageAttributes {
  const result: SQSMessageAttributes = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    result[name] = {
      ...(attribute.stringValue !== undefined ? { stringValue: attribute.stringValue } : {}),
      ...(attribute.binaryValue !== undefined ? { binaryValue: attribute.binaryValue } : {}),
      stringListValues: [],
      binaryListValues: [],
      dataType: attribute.dataType,
    };
  }
  return result;
}

/** Where a delivery comes from: the queue's name and the region of its ARN. */
export interface RecordSource {
  queue: string;
  region: string;
}

/**
 * One record of an `SQSEvent` as Lambda's SQS event source mapping builds it, for a message that
 * has just been received (its receive count and first-receive time already updated).
 */
export function sqsRecordOf(message: StoredMessage, receiptHandle: string, source: RecordSource): SQSRecord {
  return {
    messageId: message.id,
    receiptHandle,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: LOCAL_SENDER_ID,
      ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
    },
    messageAttributes: lambdaAttributesOf(message.attributes),
    md5OfBody: message.md5OfBody,
    ...(message.md5OfAttributes !== undefined ? { md5OfMessageAttributes: message.md5OfAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArnOf(source.region, source.queue),
    awsRegion: source.region,
  };
}
