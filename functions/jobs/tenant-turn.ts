import type { QueueName } from '../manifest.ts';
import { runHoldingJobSlot } from '../lib/engine-slots/job-slot.ts';
import { logger } from '../lib/logger.ts';
import type { JobQueue } from '../lib/ports/job-queue.ts';
import type { TenantSlots } from '../lib/ports/tenant-slots.ts';
import type { JobEnvelope } from './envelope.ts';

/** Seconds before a deferred job is offered again: 1, 2, 4, 8, then every 15 s while its tenant stays busy. */
export const deferralDelaySeconds = (deferrals: number): number => Math.min(15, 2 ** deferrals);

/** What a job's turn needs: the tenant's slots, the queue to put a deferred job back on, and who to tell. */
export interface TurnPorts {
  slots: TenantSlots;
  jobs: JobQueue;
  /** Told after the job went back on the queue (SQL Lab keeps its query's queued lease alive). */
  onDeferred?: (job: JobEnvelope) => Promise<void>;
}

/**
 * Runs a job in one of its tenant's async slots. A tenant already running all its jobs gets this one back on the
 * queue with a delay (a new message, so waiting never counts towards the DLQ's receive limit): the worker moves on
 * to other tenants' jobs instead of holding a slot of its own for it.
 */
export async function runInTenantTurn(queue: QueueName, job: JobEnvelope, work: () => Promise<void>, ports: TurnPorts): Promise<'ran' | 'deferred'> {
  const lease = await ports.slots.acquire(job.tenant, 'async', 0);
  if (!lease) {
    const deferrals = (job.deferrals ?? 0) + 1;
    await ports.jobs.send(queue, { body: { ...job, deferrals }, delaySeconds: deferralDelaySeconds(deferrals - 1) });
    logger.info('job deferred: its tenant runs all the jobs it may', { jobId: job.job_id, deferrals });
    await ports.onDeferred?.(job);
    return 'deferred';
  }
  try {
    await runHoldingJobSlot(work);
    return 'ran';
  } finally {
    await lease.release();
  }
}
