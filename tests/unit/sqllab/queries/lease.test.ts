import { describe, expect, it } from 'vitest';
import { queueConsumers } from '#functions/manifest.ts';
import {
  INTERRUPTED_MESSAGE,
  LEASE_HEARTBEAT_MS,
  RUN_LEASE_MS,
  hasLapsed,
  interruptedEntries,
  leaseOf,
  queuedLeaseMs,
  renewedAt,
  renewedLease,
} from '#functions/sqllab/queries/lease.ts';
import type { QueryState } from '#shared/sqllab/query-state.ts';

const LEASE = 1_700_000_060_000;
const lapsed = (state: QueryState, now: number): boolean =>
  hasLapsed({ state, leaseExpiresAt: LEASE, changed_on: '2023-11-14T22:13:20.000Z' }, now);

describe('hasLapsed', () => {
  it.each<[QueryState, number, boolean]>([
    ['running', LEASE - 1, false],
    ['running', LEASE, false],
    ['running', LEASE + 1, true],
    ['pending', LEASE + 1, true],
    ['started', LEASE + 1, true],
    ['fetching', LEASE + 1, true],
  ])('takes a %s query read at %d for dead: %s', (state, now, expected) => {
    // Act / Assert
    expect(lapsed(state, now)).toBe(expected);
  });

  it.each<QueryState>(['success', 'failed', 'stopped', 'timed_out'])(
    'never takes an ended (%s) query for dead, however old its lease',
    (state) => {
      // Act / Assert
      expect(lapsed(state, LEASE + 10 * RUN_LEASE_MS)).toBe(false);
    },
  );

  it('gives a record written before leases existed the queued lease from its last change', () => {
    // Arrange
    const record = { state: 'running' as const, changed_on: '2023-11-14T22:13:20.000Z' };
    const changed = Date.parse(record.changed_on);

    // Act
    const [lease, before, after] = [
      leaseOf(record),
      hasLapsed(record, changed + queuedLeaseMs()),
      hasLapsed(record, changed + queuedLeaseMs() + 1),
    ];

    // Assert
    expect({ lease, before, after }).toEqual({ lease: changed + queuedLeaseMs(), before: false, after: true });
  });
});

describe('lease lengths', () => {
  it('renews a run lease several times over before it can run out', () => {
    // Act / Assert
    expect(RUN_LEASE_MS / LEASE_HEARTBEAT_MS).toBeGreaterThanOrEqual(4);
  });

  it("keeps a queued query's lease over every redelivery SQS may make of its job", () => {
    // Arrange
    const sql = queueConsumers.find((consumer) => consumer.queue === 'sql')!;

    // Act / Assert
    expect(queuedLeaseMs()).toBeGreaterThan(sql.maxReceives * sql.visibilityTimeoutSeconds * 1000);
  });

  it('counts a heartbeat from when the lease was written, never from the future', () => {
    // Act
    const renewals = [
      renewedAt(renewedLease(5_000), 5_000),
      renewedAt(5_000 + queuedLeaseMs(), 5_000),
      renewedAt(undefined, 5_000),
    ];

    // Assert
    expect(renewals).toEqual([5_000, 5_000, -Infinity]);
  });
});

describe('interruptedEntries', () => {
  it("fails an interrupted query with Superset's error fields", () => {
    // Act / Assert
    expect(interruptedEntries()).toEqual([
      { message: INTERRUPTED_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
    ]);
    expect(INTERRUPTED_MESSAGE).toBe('The query was interrupted: the process running it stopped.');
  });
});
