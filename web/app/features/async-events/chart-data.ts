import type * as z from 'zod';
import { ErrorEntry } from '#shared/web-api/errors.ts';
import { ApiError, NO_RESPONSE_STATUS } from '../../core/http/api-error.ts';
import type { ApiFetchInit } from '../../core/http/client.ts';
import type { AsyncEventClient } from './async-event-client.ts';
import { ChartDataResponse, JOB_DONE, type AsyncEvent, type AsyncJobMetadata } from './schema.ts';

/** The app's API client call (`apiFetch`): bearer token, refresh on 401, Superset error parsing. */
export type FetchJson = <T>(path: string, init?: ApiFetchInit<T>) => Promise<T>;

/** Said when a job failed without telling why. */
export const JOB_FAILED_MESSAGE = 'An error occurred while running the chart query.';

/** Said when a finished job points somewhere other than a chart data result. */
export const BAD_RESULT_URL_MESSAGE = 'The chart query finished, but its result could not be found.';

/**
 * The only result URLs followed: a chart data cache key on this API. The URL comes from the event channel, and the
 * client sends the bearer token with it, so it must never lead to another host or another endpoint.
 */
const RESULT_URL = /^\/api\/v1\/chart\/data\/[A-Za-z0-9_-]+\/?$/;

/** A failed job's event as the error the synchronous answer would have given: Superset's `errors` entries. */
export function jobError(event: AsyncEvent): ApiError {
  const errors = event.errors.flatMap((entry) => {
    const parsed = ErrorEntry.safeParse(entry);
    return parsed.success
      ? [
          {
            message: parsed.data.message,
            error_type: parsed.data.error_type,
            level: parsed.data.level,
            extra: parsed.data.extra,
          },
        ]
      : [];
  });
  const messages = errors.length > 0 ? errors.map((entry) => entry.message) : [JOB_FAILED_MESSAGE];
  return new ApiError(NO_RESPONSE_STATUS, messages, { errors });
}

/**
 * Waits for a chart data job (the 202 answer of `POST /api/v1/chart/data`) and fetches its result: resolves with the
 * same body a 200 answer carries; rejects with an ApiError holding the job's errors when it failed, the fetch's
 * ApiError when the result cannot be read, and an AbortError when `signal` aborts (Explore's Stop).
 */
export async function waitForChartDataWith<T = ChartDataResponse>(
  client: AsyncEventClient,
  fetchJson: FetchJson,
  job: Pick<AsyncJobMetadata, 'job_id'>,
  signal?: AbortSignal,
  schema?: z.ZodType<T>,
): Promise<T> {
  const event = await client.waitForAsyncEvent(job, signal);
  if (event.status !== JOB_DONE) throw jobError(event);
  if (event.result_url === null || !RESULT_URL.test(event.result_url))
    throw new ApiError(NO_RESPONSE_STATUS, [BAD_RESULT_URL_MESSAGE]);
  return fetchJson(event.result_url, { signal, schema: schema ?? (ChartDataResponse as unknown as z.ZodType<T>) });
}
