import * as z from 'zod';

/** One async job event, as GET /api/v1/async_event/ and the WebSocket push carry it (Superset's shape). */
export const AsyncEvent = z.object({
  id: z.string(),
  channel_id: z.string(),
  job_id: z.string(),
  user_id: z.number().int().nullable(),
  status: z.enum(['pending', 'running', 'done', 'error']),
  errors: z.array(z.record(z.string(), z.unknown())),
  result_url: z.string().nullable(),
});
export type AsyncEvent = z.infer<typeof AsyncEvent>;

export type NewAsyncEvent = Omit<AsyncEvent, 'id'>;

/** `?last_id=`: the id of the last event the client has; Superset's stream ids (`<ms>-<seq>`) are read by their first part. */
export const AsyncEventQuery = z.object({
  last_id: z
    .string()
    .regex(/^\d+(-\d+)?$/, 'Not a valid event id.')
    .transform((value) => Number(value.split('-')[0]))
    .optional(),
});
