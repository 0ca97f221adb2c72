import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { AppError } from '#shared/errors.ts';
import { appendEvent } from '../async/index.ts';
import { pushToChannel } from '../lib/connections.ts';
import { logger, type LogContext, withLogContext } from '../lib/logger.ts';
import type { JobQueue } from '../lib/ports/job-queue.ts';
import type { PushChannel } from '../lib/ports/push.ts';
import type { SlotLane, TenantSlots } from '../lib/ports/tenant-slots.ts';
import { type QueueName, queueConsumers } from '../manifest.ts';
import { JobEnvelope, type JobProcessor } from '../lib/job-envelope.ts';
import { type JobRecord, markRunning, readJob, recordEvent, settle } from './job-ledger.ts';
import { runInTenantTurn } from './tenant-turn.ts';

type Outcome = Pick<JobRecord, 'status' | 'resultUrl' | 'errors'>;

/** The adapters a job worker runs with, each made on first use (a worker that never defers a job opens no slots). */
export interface JobWorkerPorts {
  push(): PushChannel;
  slots(): TenantSlots;
  jobs(): JobQueue;
}

/** Put the job's final event in the user's channel, then push it to their open sockets (best effort: clients also poll). */
async function announce(job: JobEnvelope, outcome: Outcome, ports: JobWorkerPorts): Promise<void> {
  const event = await appendEvent(job.tenant, {
    channel_id: job.channel_id,
    job_id: job.job_id,
    user_id: job.user_id,
    status: outcome.status,
    errors: outcome.errors,
    result_url: outcome.resultUrl,
  });
  await recordEvent(job.tenant, job.job_id, event.id);
  await pushToChannel(ports.push(), job.tenant, job.channel_id, event).catch((error: unknown) =>
    logger.warn('push failed; the client will poll', { jobId: job.job_id, error: error as Error }),
  );
}

function failureOutcome(error: unknown): Outcome {
  const body = error instanceof AppError && error.expose ? error.toBody() : { message: 'The job failed' };
  const entries =
    'errors' in body
      ? body.errors
      : [{ message: body.message, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }];
  return { status: 'error', resultUrl: null, errors: entries as unknown as Record<string, unknown>[] };
}

async function runJob(
  job: JobEnvelope,
  processor: JobProcessor | undefined,
  finalAttempt: boolean,
  ports: JobWorkerPorts,
): Promise<void> {
  await markRunning(job.tenant, job.job_id);
  let outcome: Outcome;
  try {
    if (!processor)
      throw new AppError(400, `Unsupported job kind: ${job.kind}`, {
        detailed: true,
        errorType: 'ASYNC_WORKERS_ERROR',
      });
    const { result_url } = await processor(job);
    outcome = { status: 'done', resultUrl: result_url, errors: [] };
  } catch (error) {
    const userFacing = error instanceof AppError && error.expose;
    // Unexpected failures are retried; on the last receive the user hears of it and the message goes on to the DLQ.
    if (!userFacing && !finalAttempt) throw error;
    outcome = failureOutcome(error);
    if (await settle(job.tenant, job.job_id, outcome)) await announce(job, outcome, ports);
    if (!userFacing) throw error;
    return;
  }
  if (await settle(job.tenant, job.job_id, outcome)) await announce(job, outcome, ports);
}

async function handleRecord(record: SQSRecord, worker: WorkerSetup): Promise<void> {
  const job = JobEnvelope.parse(JSON.parse(record.body));
  const existing = await readJob(job.tenant, job.job_id);
  if (existing?.eventId) return logger.info('duplicate delivery ignored', { jobId: job.job_id });
  // Settled by an earlier delivery that stopped before its event: finish announcing, never run twice.
  if (existing && existing.status !== 'running') return announce(job, existing, worker.ports);
  const finalAttempt = Number(record.attributes.ApproximateReceiveCount) >= worker.maxReceives;
  const run = () => runJob(job, worker.processors[job.kind], finalAttempt, worker.ports);
  if (!worker.lane) return run();
  const told = worker.onDeferred ? { onDeferred: worker.onDeferred } : {};
  await runInTenantTurn({ queue: worker.queue, lane: worker.lane }, job, run, {
    slots: worker.ports.slots(),
    jobs: worker.ports.jobs(),
    ...told,
  });
}

/** The tenant and job id of a record's envelope for its log lines; nothing when the body is not one. */
function jobLogContext(body: string): LogContext {
  try {
    const parsed = JobEnvelope.safeParse(JSON.parse(body));
    return parsed.success ? { tenant: parsed.data.tenant, jobId: parsed.data.job_id } : {};
  } catch {
    return {};
  }
}

interface WorkerSetup {
  queue: QueueName;
  processors: Record<string, JobProcessor>;
  ports: JobWorkerPorts;
  maxReceives: number;
  lane?: SlotLane;
  onDeferred?: (job: JobEnvelope) => Promise<void>;
}

/** How a worker's jobs run. */
export interface JobWorkerOptions {
  /** Each job runs in one of its tenant's engine slots of this lane, and waits on the queue while the tenant has none. */
  tenantSlotLane?: SlotLane;
  /** Told when a job went back on the queue to wait for its tenant's turn. */
  onDeferred?: (job: JobEnvelope) => Promise<void>;
}

/**
 * The SQS handler of one queue: each record is a job envelope run by the processor of its kind, exactly once
 * in effect (idempotent by job id), with failed records reported back for redelivery and, in the end, the DLQ.
 */
export function createJobWorker(
  queue: QueueName,
  processors: Record<string, JobProcessor>,
  ports: JobWorkerPorts,
  options: JobWorkerOptions = {},
) {
  const maxReceives = queueConsumers.find((consumer) => consumer.queue === queue)?.maxReceives ?? 3;
  const { tenantSlotLane: lane, onDeferred } = options;
  const worker: WorkerSetup = {
    queue,
    processors,
    ports,
    maxReceives,
    ...(lane ? { lane } : {}),
    ...(onDeferred ? { onDeferred } : {}),
  };
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await withLogContext({ queue, ...jobLogContext(record.body) }, () => handleRecord(record, worker));
      } catch (error) {
        logger.error('job failed', { queue, messageId: record.messageId, error: error as Error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
