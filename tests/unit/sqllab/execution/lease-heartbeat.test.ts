import { describe, expect, it, vi } from 'vitest';
import { leaseHeartbeat } from '#functions/sqllab/execution/lease-heartbeat.ts';

/** A heartbeat on a hand-driven clock whose renewals are recorded; `active` says whether the record still is. */
function harness(renewedAt = 0) {
  let clock = renewedAt;
  const renewals: number[] = [];
  let active = true;
  const renew = vi.fn(async (now: number) => {
    renewals.push(now);
    return active;
  });
  const tick = leaseHeartbeat({ renew, now: () => clock, renewedAt, intervalMs: 10_000 });
  return { tick, renew, renewals, advance: (ms: number) => (clock += ms), end: () => (active = false) };
}

describe('leaseHeartbeat', () => {
  it('renews only once the interval has passed since the last renewal', async () => {
    // Arrange
    const beat = harness();

    const ticks: string[] = [];

    // Act
    for (const step of [0, 9_999, 1, 5_000, 5_000]) {
      beat.advance(step);
      ticks.push(await beat.tick());
    }

    // Assert
    expect(ticks).toEqual(['idle', 'idle', 'renewed', 'idle', 'renewed']);
    expect(beat.renewals).toEqual([10_000, 20_000]);
  });

  it('reports the lease lost once the record is no longer active', async () => {
    // Arrange
    const beat = harness();
    beat.advance(10_000);
    beat.end();

    // Act
    const tick = await beat.tick();

    // Assert
    expect(tick).toBe('lost');
  });

  it('tries again on the next tick after a renewal that failed', async () => {
    // Arrange
    const beat = harness();
    beat.renew.mockRejectedValueOnce(new Error('ProvisionedThroughputExceededException'));
    beat.advance(10_000);

    // Act
    const failed = await beat.tick().catch((error: Error) => error.message);
    const retried = await beat.tick();

    // Assert
    expect({ failed, retried, renewals: beat.renew.mock.calls }).toEqual({
      failed: 'ProvisionedThroughputExceededException',
      retried: 'renewed',
      renewals: [[10_000], [10_000]],
    });
  });
});
