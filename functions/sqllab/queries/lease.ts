import { ACTIVE_STATES } from '#shared/sqllab/query-state.ts';
import type { QueryErrorEntry, QueryRecord } from '#shared/sqllab/query-types.ts';
import { queueConsumers } from '../../manifest.ts';

/**
 * How long a running query's process vouches for it. Longer than any pause between two heartbeats: a DynamoDB
 * write retried through throttling, a result page converted on the event loop, a slow Athena poll (seconds each);
 * short enough that SQL Lab shows a query whose process died as failed within a minute or so.
 */
export const RUN_LEASE_MS = 60_000;

/**
 * How often a live run renews its lease: well under RUN_LEASE_MS, so several heartbeats in a row may be lost or
 * late before a live query is taken for dead.
 */
export const LEASE_HEARTBEAT_MS = 10_000;

/** What SQS may add beyond its redeliveries before a worker takes a queued message: a backlog of jobs ahead of it. */
const QUEUE_BACKLOG_ALLOWANCE_MS = 15 * 60_000;

/**
 * The lease of an async query waiting on the sql queue, from submit until a worker claims it. Nobody runs it
 * meanwhile, so nothing renews it: it covers every redelivery SQS may make (a delivery that failed before its claim
 * comes back a visibility timeout later) and a backlog, so a query whose message is still on its way is never
 * taken for dead.
 */
export function queuedLeaseMs(): number {
  const sql = queueConsumers.find((consumer) => consumer.queue === 'sql');
  return (sql?.maxReceives ?? 3) * (sql?.visibilityTimeoutSeconds ?? 960) * 1000 + QUEUE_BACKLOG_ALLOWANCE_MS;
}

/** The lease of a record: its own, or for one written before leases existed the longest lease from its last change. */
export function leaseOf(record: Pick<QueryRecord, 'leaseExpiresAt' | 'changed_on'>): number {
  return record.leaseExpiresAt ?? Date.parse(record.changed_on) + queuedLeaseMs();
}

/** Whether a query is still waiting or running although its lease ran out: its process died. */
export function hasLapsed(record: Pick<QueryRecord, 'state' | 'leaseExpiresAt' | 'changed_on'>, now: number): boolean {
  return ACTIVE_STATES.includes(record.state) && now > leaseOf(record);
}

/** The message a query whose process died is failed with. */
export const INTERRUPTED_MESSAGE = 'The query was interrupted: the process running it stopped.';

/** The record's error entries of an interrupted query (Superset's error fields). */
export const interruptedEntries = (): QueryErrorEntry[] => [
  { message: INTERRUPTED_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
];

/** When a run lease written at `now` runs out. */
export const renewedLease = (now: number): number => now + RUN_LEASE_MS;

/**
 * When the run lease ending at `leaseExpiresAt` was written (a heartbeat counts its interval from there); never
 * later than `now`, and long ago for a record without a lease, whose first heartbeat is then due at once.
 */
export const renewedAt = (leaseExpiresAt: number | undefined, now: number): number =>
  leaseExpiresAt === undefined ? -Infinity : Math.min(leaseExpiresAt - RUN_LEASE_MS, now);
