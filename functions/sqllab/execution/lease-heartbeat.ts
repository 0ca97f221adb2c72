import { LEASE_HEARTBEAT_MS } from '../queries/lease.ts';

/** What one heartbeat tick did: renewed the lease, found it not due yet, or found the query no longer active. */
export type HeartbeatTick = 'renewed' | 'idle' | 'lost';

/** One tick of a run's heartbeat, called often (the stop watch's poll); it renews only when the interval is due. */
export type Heartbeat = () => Promise<HeartbeatTick>;

/** How a heartbeat renews and tells time. */
export interface HeartbeatOptions {
  /** Writes a lease from `now`; false when the query is no longer active (the write's condition refused it). */
  renew: (now: number) => Promise<boolean>;
  now: () => number;
  /** When the current lease was written. */
  renewedAt: number;
  intervalMs?: number;
}

/**
 * A run's lease heartbeat, driven by the clock rather than its own timer: each tick renews once
 * LEASE_HEARTBEAT_MS have passed since the last renewal, so a test moves the clock instead of waiting. A failed
 * write (throttling) throws and is retried on the next tick; the lease outlasts several of them.
 */
export function leaseHeartbeat({
  renew,
  now,
  renewedAt,
  intervalMs = LEASE_HEARTBEAT_MS,
}: HeartbeatOptions): Heartbeat {
  let last = renewedAt;
  return async () => {
    const at = now();
    if (at - last < intervalMs) return 'idle';
    if (!(await renew(at))) return 'lost';
    last = at;
    return 'renewed';
  };
}
