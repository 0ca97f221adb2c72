import * as z from 'zod';

/**
 * Shapes of the async query channel as the browser receives them (Superset's GLOBAL_ASYNC_QUERIES). Loose objects:
 * the server may add fields; only what the client reads is checked, and anything malformed is ignored, not thrown.
 */

/** One job event, as `GET /api/v1/async_event/` lists it and the WebSocket pushes it. */
export const AsyncEvent = z.looseObject({
  id: z.string().min(1),
  channel_id: z.string(),
  job_id: z.string().min(1),
  user_id: z.union([z.number(), z.string()]).nullish(),
  status: z.string(),
  errors: z
    .array(z.record(z.string(), z.unknown()))
    .nullish()
    .transform((errors) => errors ?? []),
  result_url: z
    .string()
    .nullish()
    .transform((url) => url ?? null),
});
export type AsyncEvent = z.infer<typeof AsyncEvent>;

/** The 202 answer of `POST /api/v1/chart/data` when the query runs as a job: which job to wait for. */
export const AsyncJobMetadata = z.looseObject({
  job_id: z.string().min(1),
  channel_id: z.string().optional(),
  status: z.string().optional(),
});
export type AsyncJobMetadata = z.infer<typeof AsyncJobMetadata>;

/** Answer of `GET /api/v1/async_event/?last_id=`. */
export const AsyncEventList = z.looseObject({ result: z.array(z.unknown()) });

/** The socket's answer to a `replay` action: the channel's events after the id it was given. */
export const ReplayMessage = z.looseObject({ type: z.literal('replay'), events: z.array(z.unknown()) });

/** Answer of `GET /api/v1/chart/data/{cache_key}` (a job's result_url): one result per query, like a 200 answer. */
export const ChartDataResponse = z.looseObject({ result: z.array(z.record(z.string(), z.unknown())) });
export type ChartDataResponse = z.infer<typeof ChartDataResponse>;

/** Job statuses that end a wait; `pending` and `running` are progress only. */
export const JOB_DONE = 'done';
export const JOB_ERROR = 'error';

/** Keeps the events that parse; a malformed entry must not stop the ones after it. */
export function parseEvents(raw: readonly unknown[]): AsyncEvent[] {
  return raw.flatMap((entry) => {
    const parsed = AsyncEvent.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
