import type { Server } from 'node:http';
import { SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqsJobQueue } from '#functions/lib/adapters/job-queue/sqs-job-queue.ts';
import { type LocalQueueBroker, localQueueUrlOf } from '#infra/local/queue/index.ts';
import type { LocalCredentials } from '#infra/local/sigv4/credentials.ts';
import {
  closeServer,
  RecordingConsumer,
  removeDir,
  startBroker,
  startSqsServer,
  tempDataDir,
} from './queue-harness.ts';

let dataDir: string;
let broker: LocalQueueBroker;
let server: Server;
let client: SQSClient;
let consumer: RecordingConsumer;
let jobQueue: SqsJobQueue;
const previousEndpoint = process.env.AWS_ENDPOINT_URL_SQS;

beforeEach(async () => {
  dataDir = await tempDataDir();
  consumer = new RecordingConsumer();
  broker = await startBroker(dataDir, consumer);
  let baseUrl: string;
  let credentials: LocalCredentials;
  ({ server, baseUrl, credentials } = await startSqsServer(broker));
  // As the local runtime configures it: the endpoint comes from the environment, not from code.
  process.env.AWS_ENDPOINT_URL_SQS = `${baseUrl}/_local/sqs`;
  client = new SQSClient({ region: 'us-east-1', credentials, maxAttempts: 1 });
  const queueUrls = {
    chart: localQueueUrlOf(baseUrl, 'chart'),
    sql: localQueueUrlOf(baseUrl, 'sql'),
    report: localQueueUrlOf(baseUrl, 'report'),
  };
  jobQueue = new SqsJobQueue({ client, queueUrls });
});

afterEach(async () => {
  if (previousEndpoint === undefined) delete process.env.AWS_ENDPOINT_URL_SQS;
  else process.env.AWS_ENDPOINT_URL_SQS = previousEndpoint;
  client.destroy();
  await closeServer(server);
  await broker.stop({ drain: false });
  await removeDir(dataDir);
});

describe('SqsJobQueue over the local SQS endpoint', () => {
  it('delivers a sent job to the queue consumer as an SQS record', async () => {
    // Arrange
    const job = { body: { jobId: 'j1', kind: 'chart' }, attributes: { tenant: 't1' } };

    // Act
    const { messageId } = await jobQueue.send('chart', job);
    await consumer.delivered(1);

    // Assert
    const [record] = consumer.records;
    expect([record?.messageId, record?.body, record?.messageAttributes, record?.eventSourceARN]).toEqual([
      messageId,
      '{"jobId":"j1","kind":"chart"}',
      { tenant: { stringValue: 't1', stringListValues: [], binaryListValues: [], dataType: 'String' } },
      'arn:aws:sqs:us-east-1:000000000000:chart',
    ]);
  });

  it('delivers every message of a batch larger than 10', async () => {
    // Arrange
    const messages = Array.from({ length: 12 }, (_, n) => ({ body: { n } }));

    // Act
    const result = await jobQueue.sendBatch('chart', messages);
    await consumer.delivered(12);

    // Assert
    expect(result.failed).toEqual([]);
    expect(consumer.records.map((r) => r.messageId).sort()).toEqual([...result.messageIds].sort());
    expect(consumer.records.map((r) => JSON.parse(r.body).n).sort((a, b) => a - b)).toEqual(
      messages.map((m) => m.body.n),
    );
  });
});
