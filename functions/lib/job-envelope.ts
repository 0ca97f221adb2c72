import * as z from 'zod';

/**
 * Every job message on the chart, sql and report queues. `kind` picks the processor; `payload` is the
 * processor's own input, validated by it. `job_id` is the idempotency key: redeliveries carry the same one.
 */
export const JobEnvelope = z.object({
  job_id: z.string().uuid(),
  tenant: z.string().min(1),
  user_id: z.number().int().nullable(),
  channel_id: z.string().min(1),
  kind: z.string().min(1),
  payload: z.unknown(),
  submitted_at: z.string().datetime(),
  /** Times the job was put back because its tenant ran all the jobs it may (functions/jobs/tenant-turn.ts). */
  deferrals: z.number().int().nonnegative().optional(),
});
export type JobEnvelope = z.infer<typeof JobEnvelope>;

/** What a processor gives back: where the client fetches the result. */
export interface JobOutcome {
  result_url: string | null;
}

/** Runs one kind of job. Throw an exposed AppError for a failure the user should see; anything else is retried. */
export type JobProcessor = (job: JobEnvelope) => Promise<JobOutcome>;
