import type * as z from 'zod';
import { apiFetch } from '../../core/http/client.ts';
import { authTokens } from '../../core/http/token-store.ts';
import { pageStorage } from '../../core/page-storage.ts';
import { createAsyncEventClient, type AsyncEventClient } from './async-event-client.ts';
import { waitForChartDataWith } from './chart-data.ts';
import { browserScheduler } from './ports.ts';
import { eventsFetcher } from './events-api.ts';
import type { AsyncEvent, AsyncJobMetadata, ChartDataResponse } from './schema.ts';
import { DEFAULT_ASYNC_EVENT_SETTINGS } from './settings.ts';
import { socketUrlFor } from './socket-url.ts';

/** `wss://<page origin>/ws?token=<access token>`, or null when signed out (then polling, whose 401 signs in again). */
export function browserSocketUrl(): string | null {
  const token = authTokens.read()?.access_token;
  return token === undefined ? null : socketUrlFor(window.location.href, token);
}

let pageClient: AsyncEventClient | null = null;

/**
 * The page's one client, made on first use (route modules are also imported at build time, where there is no
 * window). Transport `ws`: the WebSocket gateway is always on the page's origin at `/ws`, falling back to polling.
 */
export function asyncEventClient(): AsyncEventClient {
  pageClient ??= createAsyncEventClient({
    transport: 'ws',
    settings: DEFAULT_ASYNC_EVENT_SETTINGS,
    scheduler: browserScheduler,
    createSocket: (url) => new WebSocket(url),
    socketUrl: browserSocketUrl,
    fetchEvents: eventsFetcher(apiFetch),
    storage: pageStorage,
  });
  return pageClient;
}

/** Waits for an async job's final event over the page's shared connection. */
export function waitForAsyncEvent(job: Pick<AsyncJobMetadata, 'job_id'>, signal?: AbortSignal): Promise<AsyncEvent> {
  return asyncEventClient().waitForAsyncEvent(job, signal);
}

/** Waits for a chart data job and resolves with its result, as `POST /api/v1/chart/data` answers 200. */
export function waitForChartData<T = ChartDataResponse>(
  job: Pick<AsyncJobMetadata, 'job_id'>,
  signal?: AbortSignal,
  schema?: z.ZodType<T>,
): Promise<T> {
  return waitForChartDataWith(asyncEventClient(), apiFetch, job, signal, schema);
}
