import { DynamoTenantSlots } from '../adapters/tenant-slots/dynamo-tenant-slots.ts';
import { MemoryTenantSlots } from '../adapters/tenant-slots/memory-tenant-slots.ts';
import { config } from '../config.ts';
import { slotLimit } from '../engine-slots/limits.ts';
import { once } from '../once.ts';
import type { SlotLane, TenantSlots } from '../ports/tenant-slots.ts';

/** A cloud slot's lease: a Lambda that died mid-query frees its slot within this. */
const LEASE_MS = 60_000;

/** Each tenant's engine slots: counted in this process locally, leased in DynamoDB in the cloud (TENANT_SLOTS). */
export const tenantSlots = once((): TenantSlots => {
  const settings = config();
  const limit = (tenant: string, lane: SlotLane): number => slotLimit(settings, tenant, lane);
  if (settings.TENANT_SLOTS === 'memory') return new MemoryTenantSlots(limit);
  const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
  return new DynamoTenantSlots({ limit, leaseMs: LEASE_MS, now: Date.now, sleep, random: Math.random });
});
