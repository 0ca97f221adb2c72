import type { LastEventId } from './last-event-id.ts';
import { JOB_DONE, JOB_ERROR, type AsyncEvent } from './schema.ts';
import { SEEN_EVENT_LIMIT, UNCLAIMED_EVENT_LIMIT } from './settings.ts';

/** Called with the final event of the job it listens to. */
export type JobListener = (event: AsyncEvent) => void;

/** Hands each job's final event to the listeners of that job, exactly once, whichever transport brought it. */
export interface EventRouter {
  /** Listens for a job's final event; returns the function that stops listening. */
  listen(jobId: string, listener: JobListener): () => void;
  /** Takes a batch from the socket or a poll, oldest first. */
  deliver(events: readonly AsyncEvent[]): void;
  /** Whether any wait is open (polling only runs while one is). */
  hasListeners(): boolean;
}

const isFinal = (event: AsyncEvent): boolean => event.status === JOB_DONE || event.status === JOB_ERROR;

/** Adds to an insertion-ordered collection, dropping the oldest entries past `limit`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}

/**
 * Listeners are keyed by job id. A final event nobody waits for yet is kept for a while: the worker can announce a
 * job before its 202 answer reaches the page (Superset retries the lookup on a timer instead). Events are handled
 * once by id, so the same event arriving by push and by replay or poll settles nothing twice.
 */
export function createEventRouter(lastEventId: LastEventId): EventRouter {
  const listeners = new Map<string, Set<JobListener>>();
  const unclaimed = new Map<string, AsyncEvent>();
  const seen = new Map<string, true>();

  function handle(event: AsyncEvent): void {
    if (seen.has(event.id)) return;
    remember(seen, event.id, true, SEEN_EVENT_LIMIT);
    lastEventId.advance(event.id);
    if (!isFinal(event)) return;
    const waiting = listeners.get(event.job_id);
    if (waiting === undefined) return remember(unclaimed, event.job_id, event, UNCLAIMED_EVENT_LIMIT);
    listeners.delete(event.job_id);
    for (const listener of waiting) listener(event);
  }

  function listen(jobId: string, listener: JobListener): () => void {
    const early = unclaimed.get(jobId);
    if (early !== undefined) {
      unclaimed.delete(jobId);
      listener(early);
      return () => undefined;
    }
    const waiting = listeners.get(jobId) ?? new Set<JobListener>();
    waiting.add(listener);
    listeners.set(jobId, waiting);
    return () => {
      waiting.delete(listener);
      if (waiting.size === 0 && listeners.get(jobId) === waiting) listeners.delete(jobId);
    };
  }

  return {
    listen,
    deliver: (events) => events.forEach(handle),
    hasListeners: () => listeners.size > 0,
  };
}
