import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { listEventsAfter } from '#functions/async/event-log.ts';
import type { JobEnvelope, JobProcessor } from '#functions/lib/job-envelope.ts';
import { settle, markRunning } from '#functions/jobs/job-ledger.ts';
import { createJobWorker } from '#functions/jobs/job-runner.ts';
import { jobWorkerPorts } from '#functions/lib/composition/job-worker-ports.ts';
import { startTestDynalite, type TestDynalite } from '../helpers/dynalite.ts';

let dynalite: TestDynalite;
beforeAll(async () => {
  dynalite = await startTestDynalite();
  // No connection is open, so nothing is posted; the endpoint only has to be configured.
  process.env.WS_MANAGEMENT_ENDPOINT = 'http://127.0.0.1:9/ws';
});
afterAll(async () => {
  await dynalite?.stop();
});

function envelope(kind: string, channel = randomUUID()): JobEnvelope {
  return {
    job_id: randomUUID(),
    tenant: 'default',
    user_id: 1,
    channel_id: channel,
    kind,
    payload: {},
    submitted_at: new Date().toISOString(),
  };
}

function sqsEvent(job: unknown, receiveCount = 1): SQSEvent {
  const body = typeof job === 'string' ? job : JSON.stringify(job);
  return {
    Records: [
      {
        messageId: 'm-1',
        receiptHandle: 'r-1',
        body,
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:chart',
        awsRegion: 'us-east-1',
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: '0',
          SenderId: 'x',
          ApproximateFirstReceiveTimestamp: '0',
        },
        messageAttributes: {},
      },
    ],
  };
}

describe('job worker', () => {
  it('runs a job and records a done event in the user channel', async () => {
    // Arrange
    const job = envelope('echo');
    const worker = createJobWorker(
      'chart',
      { echo: async (j) => ({ result_url: `/results/${j.job_id}` }) },
      jobWorkerPorts,
    );

    // Act
    const response = await worker(sqsEvent(job));

    // Assert
    expect(response).toEqual({ batchItemFailures: [] });
    expect(await listEventsAfter('default', job.channel_id)).toEqual([
      {
        id: '1',
        channel_id: job.channel_id,
        job_id: job.job_id,
        user_id: 1,
        status: 'done',
        errors: [],
        result_url: `/results/${job.job_id}`,
      },
    ]);
  });

  it('neither runs nor announces a redelivered job twice', async () => {
    // Arrange
    const job = envelope('echo');
    const processor = vi.fn<JobProcessor>(async () => ({ result_url: null }));
    const worker = createJobWorker('chart', { echo: processor }, jobWorkerPorts);

    // Act
    await worker(sqsEvent(job));
    await worker(sqsEvent(job, 2));

    // Assert
    expect(processor).toHaveBeenCalledTimes(1);
    expect(await listEventsAfter('default', job.channel_id)).toHaveLength(1);
  });

  it('announces a job settled by a delivery that died before its event, without running it again', async () => {
    // Arrange
    const job = envelope('echo');
    await markRunning(job.tenant, job.job_id);
    await settle(job.tenant, job.job_id, { status: 'done', resultUrl: '/settled', errors: [] });
    const processor = vi.fn<JobProcessor>(async () => ({ result_url: null }));

    // Act
    await createJobWorker('chart', { echo: processor }, jobWorkerPorts)(sqsEvent(job, 2));

    // Assert
    expect(processor).not.toHaveBeenCalled();
    expect((await listEventsAfter('default', job.channel_id)).map((e) => [e.status, e.result_url])).toEqual([
      ['done', '/settled'],
    ]);
  });

  it('turns a user-facing failure into an error event without retrying', async () => {
    // Arrange
    const job = envelope('fails');
    const worker = createJobWorker(
      'chart',
      {
        fails: async () => {
          throw new AppError(400, 'Column "x" does not exist', {
            detailed: true,
            errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
          });
        },
      },
      jobWorkerPorts,
    );

    // Act
    const response = await worker(sqsEvent(job));

    // Assert
    expect(response).toEqual({ batchItemFailures: [] });
    expect((await listEventsAfter('default', job.channel_id))[0]?.errors).toEqual([
      { message: 'Column "x" does not exist', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', level: 'error', extra: {} },
    ]);
  });

  it('retries an unexpected failure silently, then announces it and fails to the DLQ on the last receive', async () => {
    // Arrange
    const job = envelope('flaky');
    const worker = createJobWorker(
      'chart',
      {
        flaky: async () => {
          throw new Error('engine connection reset');
        },
      },
      jobWorkerPorts,
    );

    // Act
    const first = await worker(sqsEvent(job, 1));
    const eventsAfterFirst = await listEventsAfter('default', job.channel_id);
    const last = await worker(sqsEvent(job, 3));

    // Assert
    expect([first, last]).toEqual([
      { batchItemFailures: [{ itemIdentifier: 'm-1' }] },
      { batchItemFailures: [{ itemIdentifier: 'm-1' }] },
    ]);
    expect(eventsAfterFirst).toEqual([]);
    expect((await listEventsAfter('default', job.channel_id)).map((e) => [e.status, e.errors[0]?.message])).toEqual([
      ['error', 'The job failed'],
    ]);
  });

  it('answers a job of an unknown kind with an ASYNC_WORKERS_ERROR event', async () => {
    // Arrange
    const job = envelope('nobody-handles-this');

    // Act
    await createJobWorker('report', {}, jobWorkerPorts)(sqsEvent(job));

    // Assert
    expect((await listEventsAfter('default', job.channel_id))[0]?.errors[0]).toMatchObject({
      error_type: 'ASYNC_WORKERS_ERROR',
    });
  });

  it('reports a malformed message as failed so it ends in the DLQ', async () => {
    // Act
    const response = await createJobWorker('chart', {}, jobWorkerPorts)(sqsEvent('{"not":"a job"'));

    // Assert
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
  });
});
