import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoTenantSlots } from '#functions/lib/adapters/tenant-slots/dynamo-tenant-slots.ts';
import { type TestDynalite, startTestDynalite } from '../helpers/dynalite.ts';

/** The cloud's slots over dynalite, with a clock the test moves and no real sleeping. */
let dynalite: TestDynalite;
let now = 1_000_000;

beforeAll(async () => {
  dynalite = await startTestDynalite();
});

afterAll(() => dynalite.stop());

function slots(limit = 2): { counter: DynamoTenantSlots; sleeps: number[] } {
  const sleeps: number[] = [];
  const counter = new DynamoTenantSlots({
    limit: () => limit,
    leaseMs: 60_000,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    random: () => 0.5,
  });
  return { counter, sleeps };
}

describe('DynamoTenantSlots', () => {
  it("leases at most the lane's limit to a tenant; another tenant and another lane keep their own", async () => {
    // Arrange
    const { counter } = slots(2);

    // Act
    const taken = [];
    for (const [tenant, lane] of [
      ['acme', 'sync'],
      ['acme', 'sync'],
      ['acme', 'sync'],
      ['acme', 'async'],
      ['beta', 'sync'],
    ] as const) {
      taken.push((await counter.acquire(tenant, lane, 0)) !== null);
    }

    // Assert
    expect(taken).toEqual([true, true, false, true, true]);
  });

  it('frees a slot on release, for the next taker', async () => {
    // Arrange
    const { counter } = slots(1);
    const lease = await counter.acquire('gamma', 'sync', 0);

    // Act
    const whileHeld = await counter.acquire('gamma', 'sync', 0);
    await lease!.release();
    const afterRelease = await counter.acquire('gamma', 'sync', 0);

    // Assert
    expect([whileHeld, afterRelease !== null]).toEqual([null, true]);
  });

  it('takes over a slot whose holder died (its lease ran out unrenewed)', async () => {
    // Arrange
    const { counter } = slots(1);
    await counter.acquire('delta', 'async', 0);
    now += 61_000;

    // Act
    const taken = await counter.acquire('delta', 'async', 0);

    // Assert
    expect(taken).not.toBeNull();
  });

  it('waits with growing pauses while the slots stay full, and gives up at the end of the wait', async () => {
    // Arrange
    const { counter, sleeps } = slots(1);
    await counter.acquire('epsilon', 'sync', 0);

    // Act
    const late = await counter.acquire('epsilon', 'sync', 1_000);

    // Assert
    expect(late).toBeNull();
    expect(sleeps).toEqual([100, 200, 400]);
  });
});
