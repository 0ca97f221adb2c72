import type { SQSEvent } from 'aws-lambda';

/**
 * The SQS event a worker receives for `job` from the queue named `queue`: one record whose receive count is
 * `receiveCount` (above 1 for a redelivery), for handing a job to a worker directly.
 */
export function sqsDelivery(queue: string, job: unknown, receiveCount: number): SQSEvent {
  const attributes = {
    ApproximateReceiveCount: String(receiveCount),
    SentTimestamp: '0',
    SenderId: 'x',
    ApproximateFirstReceiveTimestamp: '0',
  };
  const record = {
    messageId: `m-${receiveCount}`,
    receiptHandle: 'r',
    body: JSON.stringify(job),
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${queue}`,
    awsRegion: 'us-east-1',
    attributes,
    messageAttributes: {},
  };
  return { Records: [record] };
}
