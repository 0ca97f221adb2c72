import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalQueueBroker } from '#infra/local/queue/index.ts';
import { FakeClock } from './fake-clock.ts';
import { deferred, RecordingConsumer, removeDir, startBroker, tempDataDir, testConsumer } from './queue-harness.ts';

let dataDir: string;
const brokers: LocalQueueBroker[] = [];

beforeEach(async () => {
  dataDir = await tempDataDir();
});

afterEach(async () => {
  await Promise.all(brokers.splice(0).map((broker) => broker.stop({ drain: false })));
  await removeDir(dataDir);
});

async function started(
  consumer: RecordingConsumer,
  options: Parameters<typeof startBroker>[2] = {},
): Promise<LocalQueueBroker> {
  const broker = await startBroker(dataDir, consumer, options);
  brokers.push(broker);
  return broker;
}

const never = () => new Promise<void>(() => undefined);

describe('LocalQueueBroker persistence and shutdown', () => {
  it('stores each queued message as one JSON file under <dataDir>/queues/<queue>/', async () => {
    // Arrange
    const broker = await started(new RecordingConsumer(), { clock: new FakeClock(1_000) });
    await broker.stop();

    // Act
    const id = await broker.send('chart', { body: '{"job":1}', delaySeconds: 5 });

    // Assert
    const dir = join(dataDir, 'queues', 'chart');
    expect(await readdir(dir)).toEqual([`${id}.json`]);
    expect(JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8'))).toEqual({
      id,
      body: '{"job":1}',
      attributes: {},
      md5OfBody: 'c5e179508b1710fec2b8c51a8a5efd8e',
      sentAt: 1_000,
      receiveCount: 0,
      visibleAt: 6_000,
      inFlight: false,
    });
  });

  it('delivers after a restart the messages a stopped broker left queued', async () => {
    // Arrange
    const first = await started(new RecordingConsumer());
    await first.stop();
    const id = await first.send('chart', { body: 'queued' });
    const consumer = new RecordingConsumer();

    // Act
    await started(consumer);
    await consumer.invoked(1);

    // Assert
    expect(consumer.records.map((r) => [r.messageId, r.body, r.attributes.ApproximateReceiveCount])).toEqual([
      [id, 'queued', '1'],
    ]);
  });

  it('makes messages a crashed run left in flight visible at once on start, keeping their receive count', async () => {
    // Arrange
    const hung = new RecordingConsumer(never);
    const crashed = await started(hung, { consumers: [testConsumer({ visibilityTimeoutSeconds: 600 })] });
    await crashed.send('chart', { body: 'orphan' });
    await hung.invoked(1);
    await crashed.stop({ drain: false });
    const consumer = new RecordingConsumer();

    // Act
    await started(consumer, { consumers: [testConsumer({ visibilityTimeoutSeconds: 600 })] });
    await consumer.invoked(1);

    // Assert
    expect(consumer.records.map((r) => [r.body, r.attributes.ApproximateReceiveCount])).toEqual([['orphan', '2']]);
  });

  it('waits on drain for a running consumer and settles its batch', async () => {
    // Arrange
    const running = deferred();
    const consumer = new RecordingConsumer(() => running.promise);
    const broker = await started(consumer);
    await broker.send('chart', { body: 'finishing' });
    await consumer.invoked(1);

    // Act
    const stopping = broker.stop({ drain: true });
    running.resolve();
    const result = await stopping;

    // Assert
    expect(result).toEqual({ drained: true });
    expect(broker.stats()).toEqual({ chart: { visible: 0, inFlight: 0, delayed: 0, dlq: 0 } });
    expect(await readdir(join(dataDir, 'queues', 'chart'))).toEqual([]);
  });

  it('gives up draining after the timeout and leaves the message on disk', async () => {
    // Arrange
    const clock = new FakeClock();
    const consumer = new RecordingConsumer(never);
    const broker = await started(consumer, { clock, consumers: [testConsumer({ visibilityTimeoutSeconds: 600 })] });
    const id = await broker.send('chart', { body: 'stuck' });
    await consumer.invoked(1);

    // Act
    const stopping = broker.stop({ drain: true, timeoutMs: 50 });
    clock.advance(50);
    const result = await stopping;

    // Assert
    expect(result).toEqual({ drained: false });
    expect(await readdir(join(dataDir, 'queues', 'chart'))).toEqual([`${id}.json`]);
  });

  it('stops delivering after stop: a message sent then stays queued', async () => {
    // Arrange
    const consumer = new RecordingConsumer();
    const broker = await started(consumer);
    await broker.stop();

    // Act
    await broker.send('chart', { body: 'parked' });
    await broker.idle();

    // Assert
    expect([consumer.events.length, broker.stats()]).toEqual([
      0,
      { chart: { visible: 1, inFlight: 0, delayed: 0, dlq: 0 } },
    ]);
  });
});
