import { describe, expect, it } from 'vitest';
import { runInTenantTurn } from '#functions/jobs/tenant-turn.ts';
import type { JobEnvelope } from '#functions/lib/job-envelope.ts';
import { MemoryTenantSlots } from '#functions/lib/adapters/tenant-slots/memory-tenant-slots.ts';
import { holdsJobSlot } from '#functions/lib/engine-slots/job-slot.ts';
import type { JobMessage, JobQueue } from '#functions/lib/ports/job-queue.ts';

const job: JobEnvelope = {
  job_id: '6f1c1b9e-2b7c-4a52-9f59-8d6b8a1f0c11',
  tenant: 'acme',
  user_id: 1,
  channel_id: 'channel-1',
  kind: 'sqllab_query',
  payload: { client_id: 'abc' },
  submitted_at: '2026-11-28T12:00:00.000Z',
};

function recordingQueue() {
  const sent: { queue: string; message: JobMessage }[] = [];
  const jobs = {
    send: async (queue: string, message: JobMessage) => (sent.push({ queue, message }), { messageId: 'm' }),
  } as unknown as JobQueue;
  return { jobs, sent };
}

describe('runInTenantTurn', () => {
  it("runs the job in one of its tenant's async slots, marked as holding it, and frees the slot after", async () => {
    // Arrange
    const slots = new MemoryTenantSlots(() => 1);
    const { jobs, sent } = recordingQueue();
    const seen: boolean[] = [];

    // Act
    const outcome = await runInTenantTurn(
      { queue: 'sql', lane: 'async' },
      job,
      async () => void seen.push(holdsJobSlot(), slots.running('acme', 'async') === 1),
      { slots, jobs },
    );

    // Assert
    expect({ outcome, seen, sent, after: slots.running('acme', 'async') }).toEqual({
      outcome: 'ran',
      seen: [true, true],
      sent: [],
      after: 0,
    });
  });

  it.each([
    ['async' as const, undefined, 1, 1],
    ['async' as const, 1, 2, 2],
    ['async' as const, 3, 4, 8],
    ['async' as const, 6, 7, 15],
    ['sync' as const, undefined, 1, 1],
    ['sync' as const, 3, 4, 2],
  ])(
    'puts a %s job back on its queue when its tenant has no slot free (deferred %s times before: now %s, delay %s s)',
    async (lane, before, deferrals, delaySeconds) => {
      // Arrange
      const slots = new MemoryTenantSlots(() => 1);
      await slots.acquire('acme', lane, 0);
      const { jobs, sent } = recordingQueue();
      const told: string[] = [];
      const ran: string[] = [];

      // Act
      const outcome = await runInTenantTurn(
        { queue: 'sql', lane },
        { ...job, ...(before === undefined ? {} : { deferrals: before }) },
        async () => void ran.push('ran'),
        {
          slots,
          jobs,
          onDeferred: async (deferred) => void told.push(deferred.job_id),
        },
      );

      // Assert
      expect({ outcome, ran, told, sent }).toEqual({
        outcome: 'deferred',
        ran: [],
        told: [job.job_id],
        sent: [{ queue: 'sql', message: { body: { ...job, deferrals }, delaySeconds } }],
      });
    },
  );
});
