import type { Server } from 'node:http';
import {
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalQueueBroker } from '#infra/local/queue/index.ts';
import type { LocalCredentials } from '#infra/local/sigv4/credentials.ts';
import {
  closeServer,
  RecordingConsumer,
  removeDir,
  startBroker,
  startSqsServer,
  tempDataDir,
  testConsumer,
} from './queue-harness.ts';

let dataDir: string;
let broker: LocalQueueBroker;
let server: Server;
let baseUrl: string;
let client: SQSClient;
let consumer: RecordingConsumer;
let chartUrl: string;

beforeEach(async () => {
  dataDir = await tempDataDir();
  consumer = new RecordingConsumer();
  broker = await startBroker(dataDir, consumer);
  let credentials: LocalCredentials;
  ({ server, baseUrl, credentials } = await startSqsServer(broker));
  chartUrl = `${baseUrl}/_local/sqs/000000000000/chart`;
  client = new SQSClient({ region: 'us-east-1', endpoint: `${baseUrl}/_local/sqs`, credentials, maxAttempts: 1 });
});

afterEach(async () => {
  client.destroy();
  await closeServer(server);
  await broker.stop({ drain: false });
  await removeDir(dataDir);
});

/** The error a rejected send carries, as the SDK built it. */
async function errorOf(promise: Promise<unknown>): Promise<{ name: string; message: string; status?: number }> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { name: string; message: string; $metadata?: { httpStatusCode?: number } };
  return { name: error?.name, message: error?.message, status: error?.$metadata?.httpStatusCode };
}

describe('local SQS endpoint with the real SQSClient', () => {
  it('accepts SendMessage with attributes, passes the SDK checksum check and delivers to the consumer', async () => {
    // Arrange
    const command = new SendMessageCommand({
      QueueUrl: chartUrl,
      MessageBody: '{"jobId":"j1"}',
      MessageAttributes: {
        tenant: { DataType: 'String', StringValue: 't1' },
        raw: { DataType: 'Binary', BinaryValue: new Uint8Array([7, 8]) },
      },
    });

    // Act
    const output = await client.send(command);
    await consumer.delivered(1);

    // Assert
    const record = consumer.records[0];
    expect({
      MessageId: output.MessageId,
      MD5OfMessageBody: output.MD5OfMessageBody,
      MD5OfMessageAttributes: output.MD5OfMessageAttributes,
    }).toEqual({
      MessageId: record?.messageId,
      MD5OfMessageBody: record?.md5OfBody,
      MD5OfMessageAttributes: record?.md5OfMessageAttributes,
    });
    expect([record?.body, record?.messageAttributes]).toEqual([
      '{"jobId":"j1"}',
      {
        tenant: { stringValue: 't1', stringListValues: [], binaryListValues: [], dataType: 'String' },
        raw: { binaryValue: 'Bwg=', stringListValues: [], binaryListValues: [], dataType: 'Binary' },
      },
    ]);
  });

  it('answers SendMessageBatch per entry, failing only the invalid one', async () => {
    // Arrange
    const command = new SendMessageBatchCommand({
      QueueUrl: chartUrl,
      Entries: [
        { Id: 'first', MessageBody: 'one' },
        { Id: 'bad', MessageBody: 'nul \u0000 inside' },
        { Id: 'third', MessageBody: 'three' },
      ],
    });

    // Act
    const output = await client.send(command);
    await consumer.delivered(2);

    // Assert
    const entry = (Id: string, MessageBody: string) => ({
      Id,
      MessageId: expect.any(String),
      MD5OfMessageBody: expect.stringMatching(/^[0-9a-f]{32}$/),
      body: MessageBody,
    });
    expect({
      Successful: output.Successful?.map((s) => ({
        ...s,
        body: consumer.records.find((r) => r.messageId === s.MessageId)?.body,
      })),
      Failed: output.Failed,
    }).toEqual({
      Successful: [entry('first', 'one'), entry('third', 'three')],
      Failed: [
        {
          Id: 'bad',
          SenderFault: true,
          Code: 'InvalidMessageContents',
          Message: expect.stringContaining('Invalid characters found'),
        },
      ],
    });
  });

  it('resolves GetQueueUrl for a queue and its DLQ', async () => {
    // Arrange
    const names = ['chart', 'chart-dlq'];

    // Act
    const urls = await Promise.all(
      names.map(async (QueueName) => (await client.send(new GetQueueUrlCommand({ QueueName }))).QueueUrl),
    );

    // Assert
    expect(urls).toEqual([chartUrl, `${baseUrl}/_local/sqs/000000000000/chart-dlq`]);
  });

  it('reports queue attributes with counts and the redrive policy', async () => {
    // Arrange
    await broker.stop();
    await broker.send('chart', { body: 'waiting' });

    // Act
    const output = await client.send(new GetQueueAttributesCommand({ QueueUrl: chartUrl, AttributeNames: ['All'] }));

    // Assert
    const { maxReceives, visibilityTimeoutSeconds } = testConsumer();
    expect(output.Attributes).toEqual({
      ApproximateNumberOfMessages: '1',
      ApproximateNumberOfMessagesNotVisible: '0',
      ApproximateNumberOfMessagesDelayed: '0',
      QueueArn: 'arn:aws:sqs:us-east-1:000000000000:chart',
      VisibilityTimeout: String(visibilityTimeoutSeconds),
      DelaySeconds: '0',
      MaximumMessageSize: '262144',
      ReceiveMessageWaitTimeSeconds: '0',
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: 'arn:aws:sqs:us-east-1:000000000000:chart-dlq',
        maxReceiveCount: maxReceives,
      }),
    });
  });

  it('answers QueueDoesNotExist for an unknown queue', async () => {
    // Arrange
    const command = new SendMessageCommand({ QueueUrl: `${baseUrl}/_local/sqs/000000000000/nope`, MessageBody: 'x' });

    // Act
    const error = await errorOf(client.send(command));

    // Assert
    expect(error).toEqual({ name: 'QueueDoesNotExist', message: 'The specified queue does not exist.', status: 400 });
  });

  it('refuses a message over 256 KB as SQS does', async () => {
    // Arrange
    const command = new SendMessageCommand({ QueueUrl: chartUrl, MessageBody: 'x'.repeat(262_145) });

    // Act
    const error = await errorOf(client.send(command));

    // Assert
    expect(error).toEqual({
      name: 'InvalidParameterValue',
      message: 'One or more parameters are invalid. Reason: Message must be shorter than 262144 bytes.',
      status: 400,
    });
  });

  it('leaves paths outside /_local/sqs to the next handler', async () => {
    // Arrange
    const url = `${baseUrl}/api/v1/me/`;

    // Act
    const response = await fetch(url, { method: 'POST', headers: { 'x-amz-target': 'AmazonSQS.SendMessage' } });

    // Assert
    expect(response.status).toBe(404);
  });
});
