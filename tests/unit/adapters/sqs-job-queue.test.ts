import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SqsJobQueue } from '#functions/lib/adapters/job-queue/sqs-job-queue.ts';

const sqs = mockClient(SQSClient);
const queueUrls = { chart: 'https://sqs/chart', sql: 'https://sqs/sql', report: 'https://sqs/report' };
const jobQueue = () => new SqsJobQueue({ client: new SQSClient({ region: 'us-east-1' }), queueUrls });

beforeEach(() => {
  sqs.reset();
});

/** The inputs of every SendMessage / SendMessageBatch call, in order. */
const sendInputs = () => sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);
const batchInputs = () => sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input);

describe('SqsJobQueue.send', () => {
  it('sends the JSON body with string attributes and delay to the queue URL', async () => {
    // Arrange
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    // Act
    const result = await jobQueue().send('sql', {
      body: { jobId: 'j1' },
      attributes: { tenant: 't1' },
      delaySeconds: 5,
    });

    // Assert
    expect(result).toEqual({ messageId: 'm-1' });
    expect(sendInputs()).toEqual([
      {
        QueueUrl: 'https://sqs/sql',
        MessageBody: '{"jobId":"j1"}',
        MessageAttributes: { tenant: { DataType: 'String', StringValue: 't1' } },
        DelaySeconds: 5,
      },
    ]);
  });

  it('omits attributes and delay when the message has none', async () => {
    // Arrange
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-2' });

    // Act
    await jobQueue().send('chart', { body: 'plain' });

    // Assert
    expect(sendInputs()).toEqual([{ QueueUrl: 'https://sqs/chart', MessageBody: '"plain"' }]);
  });
});

describe('SqsJobQueue.sendBatch', () => {
  it('splits into chunks of 10 with index ids and reports the indexes SQS refused', async () => {
    // Arrange
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({
        Successful: Array.from({ length: 10 }, (_, i) => ({
          Id: String(i),
          MessageId: `m${i}`,
          MD5OfMessageBody: '',
        })).filter((e) => e.Id !== '3'),
        Failed: [{ Id: '3', SenderFault: true, Code: 'InvalidMessageContents' }],
      })
      .resolvesOnce({ Successful: [{ Id: '10', MessageId: 'm10', MD5OfMessageBody: '' }], Failed: [] });
    const messages = Array.from({ length: 11 }, (_, i) => ({ body: { n: i } }));

    // Act
    const result = await jobQueue().sendBatch('report', messages);

    // Assert
    expect(result).toEqual({ messageIds: ['m0', 'm1', 'm2', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10'], failed: [3] });
    expect(batchInputs()).toEqual([
      {
        QueueUrl: 'https://sqs/report',
        Entries: messages.slice(0, 10).map((_, i) => ({ Id: String(i), MessageBody: `{"n":${i}}` })),
      },
      { QueueUrl: 'https://sqs/report', Entries: [{ Id: '10', MessageBody: '{"n":10}' }] },
    ]);
  });

  it('reports every index of a chunk whose call failed', async () => {
    // Arrange
    sqs.on(SendMessageBatchCommand).rejects(new Error('network down'));

    // Act
    const result = await jobQueue().sendBatch('chart', [{ body: 1 }, { body: 2 }]);

    // Assert
    expect(result).toEqual({ messageIds: [], failed: [0, 1] });
  });
});
