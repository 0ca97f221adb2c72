import type { QueueName } from '../manifest.ts';
import { runHoldingJobSlot } from '../lib/engine-slots/job-slot.ts';
import { logger } from '../lib/logger.ts';
import type { JobQueue } from '../lib/ports/job-queue.ts';
import type { SlotLane, TenantSlots } from '../lib/ports/tenant-slots.ts';
import type { JobEnvelope } from '../lib/job-envelope.ts';

/** Longest wait between two offers of a deferred job: someone waits for a chart; an async SQL Lab run may take minutes. */
const MAX_DELAY_SECONDS: Record<SlotLane, number> = { sync: 2, async: 15 };

/** Seconds before a deferred job is offered again: 1, 2, 4, 8... up to its lane's longest wait (SQS counts in seconds). */
export const deferralDelaySeconds = (lane: SlotLane, deferrals: number): number =>
  Math.min(MAX_DELAY_SECONDS[lane], 2 ** deferrals);

/** What a job's turn needs: the tenant's slots, the queue to put a deferred job back on, and who to tell. */
export interface TurnPorts {
  slots: TenantSlots;
  jobs: JobQueue;
  /** Told after the job went back on the queue (SQL Lab keeps its query's queued lease alive). */
  onDeferred?: (job: JobEnvelope) => Promise<void>;
}

/** Where a job runs: its queue, and the lane of its tenant's slots it takes (chart jobs are waited for, SQL Lab runs are not). */
export interface TurnLane {
  queue: QueueName;
  lane: SlotLane;
}

/**
 * Runs a job in one of its tenant's slots of the lane. A tenant already running all it may gets the job back on the
 * queue with a delay (a new message, so waiting never counts towards the DLQ's receive limit): the worker moves on to
 * other tenants' jobs instead of holding a slot of its own for it.
 */
export async function runInTenantTurn(
  { queue, lane }: TurnLane,
  job: JobEnvelope,
  work: () => Promise<void>,
  ports: TurnPorts,
): Promise<'ran' | 'deferred'> {
  const lease = await ports.slots.acquire(job.tenant, lane, 0);
  if (!lease) {
    const deferrals = (job.deferrals ?? 0) + 1;
    await ports.jobs.send(queue, {
      body: { ...job, deferrals },
      delaySeconds: deferralDelaySeconds(lane, deferrals - 1),
    });
    logger.info('job deferred: its tenant runs all the queries it may', { jobId: job.job_id, lane, deferrals });
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
