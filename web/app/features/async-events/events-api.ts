import type { FetchJson } from './chart-data.ts';
import { AsyncEventList, parseEvents, type AsyncEvent } from './schema.ts';
import { ASYNC_EVENT_PATH } from './settings.ts';

/**
 * `GET /api/v1/async_event/?last_id=` over the given API client call: the caller's events after `lastId` (all of
 * the channel's kept events without one), oldest first; malformed entries are dropped.
 */
export function eventsFetcher(fetchJson: FetchJson): (lastId: string | null) => Promise<AsyncEvent[]> {
  return async (lastId) => {
    const query = lastId === null ? '' : `?last_id=${encodeURIComponent(lastId)}`;
    const answer = await fetchJson(`${ASYNC_EVENT_PATH}${query}`, { schema: AsyncEventList });
    return parseEvents(answer.result);
  };
}
