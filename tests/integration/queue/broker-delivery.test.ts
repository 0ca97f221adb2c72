import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalQueueBroker } from '#infra/local/queue/index.ts';
import { FAKE_EPOCH, FakeClock } from './fake-clock.ts';
import { deferred, RecordingConsumer, removeDir, startBroker, tempDataDir, testConsumer } from './queue-harness.ts';

let dataDir: string;
let broker: LocalQueueBroker | undefined;

beforeEach(async () => {
  dataDir = await tempDataDir();
});

afterEach(async () => {
  await broker?.stop({ drain: false });
  await removeDir(dataDir);
});

/** The backoff after a first failed receive: the harness's 10 ms base, without jitter. */
const FIRST_BACKOFF_MS = 10;

const receiveCounts = (consumer: RecordingConsumer) =>
  consumer.records.map((r) => [r.body, r.attributes.ApproximateReceiveCount]);

describe('LocalQueueBroker delivery', () => {
  it('delivers a batch shaped like the Lambda SQS event source mapping', async () => {
    // Arrange
    const sentAt = FAKE_EPOCH;
    const consumer = new RecordingConsumer();
    broker = await startBroker(dataDir, consumer, { clock: new FakeClock(sentAt) });

    // Act
    const [first, second] = await Promise.all([
      broker.send('chart', { body: 'hello', attributes: { tenant: { DataType: 'String', StringValue: 't1' } } }),
      broker.send('chart', { body: 'world' }),
    ]);
    await consumer.invoked(1);

    // Assert
    const common = {
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:chart',
      awsRegion: 'us-east-1',
    };
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
            messageAttributes: {
              tenant: { stringValue: 't1', stringListValues: [], binaryListValues: [], dataType: 'String' },
            },
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
    const clock = new FakeClock();
    const consumer = new RecordingConsumer(async (event, call) =>
      call === 1 ? { batchItemFailures: [{ itemIdentifier: event.Records[1]?.messageId as string }] } : undefined,
    );
    broker = await startBroker(dataDir, consumer, { clock });

    // Act
    await Promise.all(['a', 'b', 'c'].map((body) => broker?.send('chart', { body })));
    await consumer.invoked(1);
    await broker.idle();
    clock.advance(FIRST_BACKOFF_MS);
    await consumer.invoked(2);
    await broker.idle();

    // Assert
    expect(receiveCounts(consumer)).toEqual([
      ['a', '1'],
      ['b', '1'],
      ['c', '1'],
      ['b', '2'],
    ]);
    expect(consumer.records[1]?.receiptHandle).not.toBe(consumer.records[3]?.receiptHandle);
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 0, dlq: 0 } });
  });

  it('redelivers the whole batch when the consumer throws', async () => {
    // Arrange
    const clock = new FakeClock();
    const consumer = new RecordingConsumer(async () => {
      throw new Error('worker crashed');
    });
    broker = await startBroker(dataDir, consumer, { clock });

    // Act
    await Promise.all(['a', 'b'].map((body) => broker?.send('chart', { body })));
    await consumer.invoked(1);
    await broker.idle();
    clock.advance(FIRST_BACKOFF_MS);
    await consumer.invoked(2);

    // Assert
    expect(receiveCounts(consumer)).toEqual([
      ['a', '1'],
      ['b', '1'],
      ['a', '2'],
      ['b', '2'],
    ]);
  });

  it('fails the whole batch when batchItemFailures names an id outside the batch', async () => {
    // Arrange
    const clock = new FakeClock();
    const consumer = new RecordingConsumer(async (_event, call) =>
      call === 1 ? { batchItemFailures: [{ itemIdentifier: 'nope' }] } : undefined,
    );
    broker = await startBroker(dataDir, consumer, { clock });

    // Act
    await Promise.all(['a', 'b'].map((body) => broker?.send('chart', { body })));
    await consumer.invoked(1);
    await broker.idle();
    clock.advance(FIRST_BACKOFF_MS);
    await consumer.invoked(2);

    // Assert
    expect(receiveCounts(consumer)).toEqual([
      ['a', '1'],
      ['b', '1'],
      ['a', '2'],
      ['b', '2'],
    ]);
  });

  it('moves a message that failed maxReceives times to the DLQ', async () => {
    // Arrange
    const clock = new FakeClock();
    const consumer = new RecordingConsumer(async () => {
      throw new Error('always fails');
    });
    broker = await startBroker(dataDir, consumer, { clock });

    // Act
    const id = await broker.send('chart', { body: 'poison' });
    await consumer.invoked(1);
    await broker.idle();
    clock.advance(FIRST_BACKOFF_MS);
    await consumer.invoked(2);
    await broker.idle();

    // Assert
    expect(receiveCounts(consumer)).toEqual([
      ['poison', '1'],
      ['poison', '2'],
    ]);
    expect(broker.peek('chart-dlq').map((m) => [m.id, m.body, m.receiveCount, m.inFlight])).toEqual([
      [id, 'poison', 2, false],
    ]);
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 0, dlq: 1 } });
  });

  it('redelivers a message whose consumer outlived the visibility timeout', async () => {
    // Arrange
    const clock = new FakeClock();
    const hung = deferred();
    const consumer = new RecordingConsumer(async (_event, call) => (call === 1 ? hung.promise : undefined));
    broker = await startBroker(dataDir, consumer, {
      clock,
      consumers: [testConsumer({ visibilityTimeoutSeconds: 0.1, maxReceives: 3 })],
    });

    // Act
    await broker.send('chart', { body: 'slow' });
    await consumer.invoked(1);
    clock.advance(100);
    await consumer.invoked(2);
    hung.resolve();
    await broker.idle();

    // Assert
    expect(receiveCounts(consumer)).toEqual([
      ['slow', '1'],
      ['slow', '2'],
    ]);
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 0, dlq: 0 } });
  });

  it('ignores the outcome of a receive that a later receive superseded', async () => {
    // Arrange: the first receive outlives its visibility and then succeeds; the second fails
    const clock = new FakeClock();
    const [first, second] = [deferred(), deferred()];
    const consumer = new RecordingConsumer(async (event, call) => {
      if (call === 1) return first.promise;
      await second.promise;
      return { batchItemFailures: [{ itemIdentifier: event.Records[0]?.messageId as string }] };
    });
    broker = await startBroker(dataDir, consumer, {
      clock,
      consumers: [testConsumer({ visibilityTimeoutSeconds: 0.3, maxReceives: 3 })],
    });

    // Act
    await broker.send('chart', { body: 'slow' });
    await consumer.invoked(1);
    clock.advance(300);
    await consumer.invoked(2);
    first.resolve();
    second.resolve();
    await broker.idle();

    // Assert: the stale success deleted nothing; the current failure put the message back for its second backoff
    expect(broker.peek('chart').map((m) => [m.body, m.receiveCount, m.inFlight, m.visibleAt])).toEqual([
      ['slow', 2, false, FAKE_EPOCH + 300 + 2 * FIRST_BACKOFF_MS],
    ]);
  });

  it('holds a delayed message back until its delay has passed', async () => {
    // Arrange
    const clock = new FakeClock();
    const consumer = new RecordingConsumer();
    broker = await startBroker(dataDir, consumer, { clock });
    await broker.send('chart', { body: 'later', delaySeconds: 0.15 });

    // Act
    clock.advance(149);
    const statsJustBefore = broker.stats();
    clock.advance(1);
    await consumer.invoked(1);

    // Assert
    expect(statsJustBefore).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 1, dlq: 0 } });
    expect(consumer.records.map((r) => [r.body, r.attributes.ApproximateFirstReceiveTimestamp])).toEqual([
      ['later', String(FAKE_EPOCH + 150)],
    ]);
  });

  it('still schedules a wake for a delayed message that falls due while the loop is looking', async () => {
    // Arrange: the timer runs while the clock reads a millisecond early, and the millisecond passes mid-look
    const clock = new FakeClock();
    broker = await startBroker(dataDir, new RecordingConsumer(), { clock });
    await broker.send('chart', { body: 'later', delaySeconds: 0.15 });
    clock.set(FAKE_EPOCH + 149);
    clock.tickAfterNextRead();

    // Act
    clock.fireNextTimer();

    // Assert: a wake one millisecond on, not a message left visible with nothing to deliver it
    expect([clock.nextTimerAt(), broker.stats()]).toEqual([
      FAKE_EPOCH + 151,
      { chart: { visible: 1, inFlight: 0, delayed: 0, dlq: 0 } },
    ]);
  });

  it('runs at most concurrencyPerQueue batches of one queue at once', async () => {
    // Arrange
    const consumer = new RecordingConsumer(() => new Promise(() => undefined));
    broker = await startBroker(dataDir, consumer, {
      consumers: [testConsumer({ batchSize: 1, visibilityTimeoutSeconds: 60 })],
      concurrencyPerQueue: 2,
    });

    // Act
    await Promise.all(['a', 'b', 'c'].map((body) => broker?.send('chart', { body })));
    await consumer.invoked(2);

    // Assert
    expect(broker.stats()).toEqual({ chart: { visible: 1, inFlight: 2, delayed: 0, dlq: 0 } });
  });

  it("runs as many batches at once as the consumer's own maxConcurrency allows", async () => {
    // Arrange
    const consumer = new RecordingConsumer(() => new Promise(() => undefined));
    broker = await startBroker(dataDir, consumer, {
      consumers: [testConsumer({ batchSize: 1, visibilityTimeoutSeconds: 60, maxConcurrency: 3 })],
      concurrencyPerQueue: 2,
    });

    // Act
    await Promise.all(['a', 'b', 'c', 'd'].map((body) => broker?.send('chart', { body })));
    await consumer.invoked(3);

    // Assert
    expect(broker.stats()).toEqual({ chart: { visible: 1, inFlight: 3, delayed: 0, dlq: 0 } });
  });
});
