import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalQueueBroker } from '#infra/local/queue/index.ts';
import { RecordingConsumer, removeDir, sleep, startBroker, tempDataDir, testConsumer, waitFor } from './queue-harness.ts';

let dataDir: string;
let broker: LocalQueueBroker | undefined;

beforeEach(async () => {
  dataDir = await tempDataDir();
});

afterEach(async () => {
  await broker?.stop({ drain: false });
  await removeDir(dataDir);
});

const receiveCounts = (consumer: RecordingConsumer) => consumer.records.map((r) => [r.body, r.attributes.ApproximateReceiveCount]);

describe('LocalQueueBroker delivery', () => {
  it('delivers a batch shaped like the Lambda SQS event source mapping', async () => {
    // Arrange
    const sentAt = 1_750_000_000_000;
    const consumer = new RecordingConsumer();
    broker = await startBroker(dataDir, consumer, { now: () => sentAt });

    // Act
    const [first, second] = await Promise.all([
      broker.send('chart', { body: 'hello', attributes: { tenant: { DataType: 'String', StringValue: 't1' } } }),
      broker.send('chart', { body: 'world' }),
    ]);
    await waitFor(() => consumer.events.length >= 1);

    // Assert
    const common = { eventSource: 'aws:sqs', eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:chart', awsRegion: 'us-east-1' };
    const attributes = {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(sentAt),
      SenderId: 'AIDASKYSETLOCAL000000',
      ApproximateFirstReceiveTimestamp: String(sentAt),
    };
    expect(consumer.events).toEqual([
      {
        Records: [
          {
            messageId: first,
            receiptHandle: expect.any(String),
            body: 'hello',
            attributes,
            messageAttributes: { tenant: { stringValue: 't1', stringListValues: [], binaryListValues: [], dataType: 'String' } },
            md5OfBody: '5d41402abc4b2a76b9719d911017c592',
            md5OfMessageAttributes: expect.stringMatching(/^[0-9a-f]{32}$/),
            ...common,
          },
          {
            messageId: second,
            receiptHandle: expect.any(String),
            body: 'world',
            attributes,
            messageAttributes: {},
            md5OfBody: '7d793037a0760186574b0282f2f435e7',
            ...common,
          },
        ],
      },
    ]);
  });

  it('redelivers only the ids a partial batch failure reports, with receive count 2', async () => {
    // Arrange
    const consumer = new RecordingConsumer(async (event, call) =>
      call === 1 ? { batchItemFailures: [{ itemIdentifier: event.Records[1]?.messageId as string }] } : undefined,
    );
    broker = await startBroker(dataDir, consumer);

    // Act
    await Promise.all(['a', 'b', 'c'].map((body) => broker?.send('chart', { body })));
    await waitFor(() => consumer.events.length >= 2);
    await sleep(50);

    // Assert
    expect(receiveCounts(consumer)).toEqual([['a', '1'], ['b', '1'], ['c', '1'], ['b', '2']]);
    expect(consumer.records[1]?.receiptHandle).not.toBe(consumer.records[3]?.receiptHandle);
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 0, dlq: 0 } });
  });

  it('redelivers the whole batch when the consumer throws', async () => {
    // Arrange
    const consumer = new RecordingConsumer(async (_event, call) => {
      if (call >= 1) throw new Error('worker crashed');
    });
    broker = await startBroker(dataDir, consumer);

    // Act
    await Promise.all(['a', 'b'].map((body) => broker?.send('chart', { body })));
    await waitFor(() => consumer.records.length >= 4);

    // Assert
    expect(receiveCounts(consumer)).toEqual([['a', '1'], ['b', '1'], ['a', '2'], ['b', '2']]);
  });

  it('fails the whole batch when batchItemFailures names an id outside the batch', async () => {
    // Arrange
    const consumer = new RecordingConsumer(async (_event, call) => (call === 1 ? { batchItemFailures: [{ itemIdentifier: 'nope' }] } : undefined));
    broker = await startBroker(dataDir, consumer);

    // Act
    await Promise.all(['a', 'b'].map((body) => broker?.send('chart', { body })));
    await waitFor(() => consumer.records.length >= 4);

    // Assert
    expect(receiveCounts(consumer)).toEqual([['a', '1'], ['b', '1'], ['a', '2'], ['b', '2']]);
  });

  it('moves a message that failed maxReceives times to the DLQ', async () => {
    // Arrange
    const consumer = new RecordingConsumer(async () => {
      throw new Error('always fails');
    });
    broker = await startBroker(dataDir, consumer);

    // Act
    const id = await broker.send('chart', { body: 'poison' });
    await waitFor(() => (broker?.stats().chart?.dlq ?? 0) >= 1);
    await sleep(50);

    // Assert
    expect(receiveCounts(consumer)).toEqual([['poison', '1'], ['poison', '2']]);
    expect(broker.peek('chart-dlq').map((m) => [m.id, m.body, m.receiveCount, m.inFlight])).toEqual([[id, 'poison', 2, false]]);
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 0, dlq: 1 } });
  });

  it('redelivers a message whose consumer outlived the visibility timeout', async () => {
    // Arrange
    let releaseHungConsumer: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => (releaseHungConsumer = resolve));
    const consumer = new RecordingConsumer(async (_event, call) => (call === 1 ? hung : undefined));
    broker = await startBroker(dataDir, consumer, { consumers: [testConsumer({ visibilityTimeoutSeconds: 0.1, maxReceives: 3 })] });

    // Act
    await broker.send('chart', { body: 'slow' });
    await waitFor(() => consumer.events.length >= 2);
    releaseHungConsumer();
    await sleep(50);

    // Assert
    expect(receiveCounts(consumer)).toEqual([['slow', '1'], ['slow', '2']]);
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 0, dlq: 0 } });
  });

  it('ignores the outcome of a receive that a later receive superseded', async () => {
    // Arrange
    let releaseFirstReceive: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (releaseFirstReceive = resolve));
    const consumer = new RecordingConsumer(async (_event, call) => (call === 1 ? first : new Promise(() => undefined)));
    broker = await startBroker(dataDir, consumer, { consumers: [testConsumer({ visibilityTimeoutSeconds: 0.3, maxReceives: 3 })] });

    // Act
    await broker.send('chart', { body: 'slow' });
    await waitFor(() => consumer.events.length >= 2);
    releaseFirstReceive();
    await sleep(20);

    // Assert
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 1, delayed: 0, dlq: 0 } });
  });

  it('holds a delayed message back until its delay has passed', async () => {
    // Arrange
    const consumer = new RecordingConsumer();
    broker = await startBroker(dataDir, consumer);

    // Act
    const sentAt = Date.now();
    await broker.send('chart', { body: 'later', delaySeconds: 0.15 });
    const statsWhileDelayed = broker.stats();
    await waitFor(() => consumer.events.length >= 1);

    // Assert
    expect(statsWhileDelayed).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 1, dlq: 0 } });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(150);
  });

  it('runs at most concurrencyPerQueue batches of one queue at once', async () => {
    // Arrange
    const consumer = new RecordingConsumer(() => new Promise(() => undefined));
    broker = await startBroker(dataDir, consumer, { consumers: [testConsumer({ batchSize: 1, visibilityTimeoutSeconds: 60 })], concurrencyPerQueue: 2 });

    // Act
    await Promise.all(['a', 'b', 'c'].map((body) => broker?.send('chart', { body })));
    await waitFor(() => consumer.events.length >= 2);
    await sleep(30);

    // Assert
    expect(broker.stats()).toEqual({ chart: { visible: 1, inFlight: 2, delayed: 0, dlq: 0 } });
  });
});
