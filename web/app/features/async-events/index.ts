/**
 * Async events: following chart data jobs (Superset's GLOBAL_ASYNC_QUERIES) over the page's one WebSocket, with
 * polling of `/api/v1/async_event/` as the fallback. The only public face of this feature.
 */
export { abortError, createAsyncEventClient } from './async-event-client.ts';
export type { AsyncEventClient, AsyncEventClientDeps, AsyncTransportKind } from './async-event-client.ts';
export { BAD_RESULT_URL_MESSAGE, JOB_FAILED_MESSAGE, jobError, waitForChartDataWith } from './chart-data.ts';
export type { FetchJson } from './chart-data.ts';
export { asyncEventClient, browserSocketUrl, waitForAsyncEvent, waitForChartData } from './default-client.ts';
export { eventsFetcher } from './events-api.ts';
export { compareEventIds } from './last-event-id.ts';
export type { KeyValueStorage, Scheduler, SocketFactory, SocketLike } from './ports.ts';
export { AsyncEvent, AsyncJobMetadata, ChartDataResponse, JOB_DONE, JOB_ERROR } from './schema.ts';
export { DEFAULT_ASYNC_EVENT_SETTINGS, LAST_EVENT_ID_KEY } from './settings.ts';
export type { AsyncEventSettings } from './settings.ts';
export { socketUrlFor } from './socket-url.ts';
