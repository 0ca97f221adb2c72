import * as z from 'zod';
import { queueConsumers } from '../../manifest.ts';
import type { Config } from '../../lib/config.ts';

/** The job kind of chart data requests run on the chart queue. */
export const CHART_DATA_JOB = 'chart_data';

/** What a chart data job carries: the request as the client sent it, who sent it, and where its answer goes. */
export const ChartDataJobPayload = z.object({
  username: z.string().min(1),
  roles: z.array(z.string()),
  queryContext: z.unknown(),
  /** The key the answer is stored under and the result_url names, fixed when the job is submitted. */
  contextKey: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * A guest's grant, from its token: the job runs under the same scope and row level security rules, even once the
   * token has expired (its embedding is checked again when the job runs).
   */
  guest: z.object({ readable: z.union([z.string(), z.array(z.string())]), rls: z.string().optional() }).optional(),
});
export type ChartDataJobPayload = z.infer<typeof ChartDataJobPayload>;

/** Where a client fetches the answer of a job: Superset's result_url. */
export const resultUrlOf = (contextKey: string): string => `/api/v1/chart/data/${contextKey}`;

/** Seconds a worker keeps for itself after the engine gives up, to store the result and announce it. */
const WORKER_HEADROOM_SECONDS = 30;

/**
 * The engine time budget of a chart job: config SQLLAB_ASYNC_TIME_LIMIT_SECONDS, but never past the chart
 * worker's own function timeout (less headroom), or the function would die before it could report the failure.
 */
export function chartJobTimeoutMs(settings: Pick<Config, 'SQLLAB_ASYNC_TIME_LIMIT_SECONDS'>): number {
  const worker = queueConsumers.find((consumer) => consumer.queue === 'chart');
  const workerSeconds = (worker?.functionTimeoutSeconds ?? 300) - WORKER_HEADROOM_SECONDS;
  return Math.min(settings.SQLLAB_ASYNC_TIME_LIMIT_SECONDS, workerSeconds) * 1000;
}
