/**
 * Timings and names of the async event client, Superset's where it has them (superset-frontend's async event
 * middleware), so a deployment tuned for Superset behaves the same here.
 */
export interface AsyncEventSettings {
  /** Reconnect attempts after the socket closes before falling back to polling (Superset: 6). */
  wsConnectMaxRetries: number;
  /** Wait before each reconnect attempt, in ms (Superset: 2500). */
  wsConnectErrorDelayMs: number;
  /** Wait between two polls of `/api/v1/async_event/`, in ms (Superset's GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500). */
  pollingDelayMs: number;
  /** Keep-alive ping interval, in ms: API Gateway drops a WebSocket idle for 10 minutes. */
  pingIntervalMs: number;
}

/** The defaults: Superset's constants plus a ping well inside API Gateway's idle limit. */
export const DEFAULT_ASYNC_EVENT_SETTINGS: AsyncEventSettings = {
  wsConnectMaxRetries: 6,
  wsConnectErrorDelayMs: 2500,
  pollingDelayMs: 500,
  pingIntervalMs: 5 * 60 * 1000,
};

/** localStorage key of the last event id the page handled (Superset's key, so ids survive a reload). */
export const LAST_EVENT_ID_KEY = 'last_async_event_id';

/** Polling endpoint of the async channel. */
export const ASYNC_EVENT_PATH = '/api/v1/async_event/';

/** Path of the WebSocket gateway on the page's own origin (CloudFront routes it to the WebSocket API stage). */
export const SOCKET_PATH = '/ws';

/** At most this many events come back per poll or replay; a full page means more are waiting. */
export const EVENT_PAGE_SIZE = 100;

/** Unclaimed job events kept for a waiter that registers late (the push can beat the 202 answer). */
export const UNCLAIMED_EVENT_LIMIT = 200;

/** Handled event ids remembered to drop the same event arriving by push and by replay. */
export const SEEN_EVENT_LIMIT = 1000;
