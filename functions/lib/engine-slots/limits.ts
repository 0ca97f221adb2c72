import * as z from 'zod';
import type { SlotLane } from '../ports/tenant-slots.ts';

/** Per-tenant overrides of the slot counts, as TENANT_QUERY_SLOTS holds them: `{"acme": {"sync": 8, "async": 4}}`. */
export const TenantSlotOverrides = z.record(
  z.string().min(1),
  z.object({ sync: z.number().int().positive().optional(), async: z.number().int().positive().optional() }).strict(),
);
export type TenantSlotOverrides = z.infer<typeof TenantSlotOverrides>;

/** The settings slot counts are read from. */
export interface SlotSettings {
  TENANT_SYNC_QUERY_SLOTS: number;
  TENANT_ASYNC_QUERY_SLOTS: number;
  TENANT_QUERY_SLOTS: TenantSlotOverrides;
}

/** How many queries of a lane a tenant may run at once: its override, else the deployment's default. */
export function slotLimit(settings: SlotSettings, tenant: string, lane: SlotLane): number {
  const override = settings.TENANT_QUERY_SLOTS[tenant]?.[lane];
  return override ?? (lane === 'sync' ? settings.TENANT_SYNC_QUERY_SLOTS : settings.TENANT_ASYNC_QUERY_SLOTS);
}
