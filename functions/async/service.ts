import type { Claims } from '../lib/claims.ts';
import { listEventsAfter } from './event-log.ts';

/** The async channel of a user: events of their jobs, in every tab and socket of theirs. */
export const channelOf = (claims: Pick<Claims, 'sub'>): string => claims.sub;

/** GET /api/v1/async_event/?last_id=: the caller's events after last_id, at most 100, in order. */
export async function readEvents(claims: Claims, lastId: number | undefined) {
  return { result: await listEventsAfter(claims.tenant, channelOf(claims), lastId ?? 0, 100) };
}
