import type { LogEventInput } from '#shared/api/log.ts';

/** Browsers refuse a `keepalive` request whose body passes 64 KiB; larger batches go without it. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** What sending needs from the page: tests pass fakes. */
export interface LogTransportDeps {
  fetch: typeof fetch;
  /** The signed-in user's access token, if any: without one there is nobody to log for. */
  accessToken: () => string | undefined;
}

/** Superset's endpoint for a batch: the first event's dashboard or chart rides in the query string, as Superset's client sends it. */
export function logEndpoint(events: readonly LogEventInput[]): string {
  const first = events[0];
  if (first?.source === 'dashboard' && first.dashboard_id !== undefined)
    return `/superset/log/?explode=events&dashboard_id=${first.dashboard_id}`;
  if (first?.slice_id !== undefined && first.source !== 'dashboard')
    return `/superset/log/?explode=events&slice_id=${first.slice_id}`;
  return '/superset/log/?explode=events';
}

/**
 * Sends one batch with fetch, the bearer token and `keepalive` (so a batch flushed as the page goes away still
 * arrives). Not `navigator.sendBeacon`: a beacon carries no Authorization header and Skyset's API authenticates
 * bearer tokens only (no session cookie), so a beacon would be refused. Failures are dropped: usage logging must
 * never disturb the page, and nothing retries it.
 */
export function sendLogBatch(deps: LogTransportDeps, events: readonly LogEventInput[]): void {
  const token = deps.accessToken();
  if (token === undefined || events.length === 0) return;
  const body = JSON.stringify({ events });
  deps
    .fetch(logEndpoint(events), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
      keepalive: new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES,
    })
    .catch(() => undefined);
}
