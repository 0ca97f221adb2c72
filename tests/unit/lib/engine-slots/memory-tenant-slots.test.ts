import { describe, expect, it } from 'vitest';
import { MemoryTenantSlots } from '#functions/lib/adapters/tenant-slots/memory-tenant-slots.ts';
import type { SlotLane } from '#functions/lib/ports/tenant-slots.ts';

const limits: Record<string, Record<SlotLane, number>> = { acme: { sync: 2, async: 1 }, beta: { sync: 1, async: 1 } };
const slots = () => new MemoryTenantSlots((tenant, lane) => limits[tenant]![lane]);

describe('MemoryTenantSlots', () => {
  it("gives each tenant and lane its own count: a full lane of acme leaves acme's other lane and beta's alone", async () => {
    // Arrange
    const counter = slots();
    await counter.acquire('acme', 'sync', 0);
    await counter.acquire('acme', 'sync', 0);

    // Act
    const taken = await Promise.all([
      counter.acquire('acme', 'sync', 0),
      counter.acquire('acme', 'async', 0),
      counter.acquire('beta', 'sync', 0),
    ]);

    // Assert
    expect(taken.map((lease) => lease !== null)).toEqual([false, true, true]);
  });

  it('hands a freed slot to the longest waiter of the tenant, in turn', async () => {
    // Arrange
    const counter = slots();
    const held = await counter.acquire('beta', 'sync', 0);
    const granted: string[] = [];
    const first = counter.acquire('beta', 'sync', 60_000).then((lease) => (granted.push('first'), lease));
    const second = counter.acquire('beta', 'sync', 60_000).then((lease) => (granted.push('second'), lease));

    // Act
    await held!.release();
    await (await first)!.release();
    await second;

    // Assert
    expect(granted).toEqual(['first', 'second']);
    expect(counter.running('beta', 'sync')).toBe(1);
  });

  it('answers null when no slot freed within the wait, and forgets that waiter', async () => {
    // Arrange
    const counter = slots();
    const held = await counter.acquire('beta', 'async', 0);

    // Act
    const late = await counter.acquire('beta', 'async', 5);
    await held!.release();

    // Assert
    expect(late).toBeNull();
    expect(counter.running('beta', 'async')).toBe(0);
  });

  it('frees a slot once however often its lease is released', async () => {
    // Arrange
    const counter = slots();
    const lease = await counter.acquire('acme', 'sync', 0);
    await counter.acquire('acme', 'sync', 0);

    // Act
    await lease!.release();
    await lease!.release();

    // Assert
    expect(counter.running('acme', 'sync')).toBe(1);
  });
});
