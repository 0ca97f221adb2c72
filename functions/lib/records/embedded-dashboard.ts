import * as z from 'zod';
import { readItem, readRecentItem, readRecentPartition } from '../item-store.ts';
import { keys } from '../keys.ts';

/**
 * A dashboard's embedding configuration (Superset's EmbeddedDashboard): its own uuid, which names it to guest tokens
 * and the embedded page, survives updates. The dashboards domain writes it; guest tokens and the embedded page read it.
 */
export const EmbeddedRecord = z.object({
  uuid: z.string(),
  dashboard_id: z.number().int(),
  allowed_domains: z.array(z.string()),
  changed_on: z.string(),
  changed_by_fk: z.number().int().nullable(),
});
export type EmbeddedRecord = z.infer<typeof EmbeddedRecord>;

/** A dashboard's embedding, or undefined when it is not embedded. */
export function readEmbedded(tenant: string, dashboardId: number): Promise<EmbeddedRecord | undefined> {
  return readItem(EmbeddedRecord, keys.dashboardEmbedded(tenant, dashboardId));
}

/**
 * The embedding of a uuid, as this warm function read the tenant's embeddings within seconds (one partition: a
 * tenant embeds a handful of dashboards); undefined for a uuid the tenant does not embed.
 */
export async function findEmbeddedByUuid(tenant: string, uuid: string): Promise<EmbeddedRecord | undefined> {
  const all = await readRecentPartition(EmbeddedRecord, keys.dashboardEmbedded(tenant, 1).pk);
  return all.find((embedded) => embedded.uuid === uuid);
}

/** Where an embedding's uuid leads, for its page: the tenant, the dashboard and who may frame it. */
export const EmbeddedUuidRecord = z.object({
  tenant: z.string(),
  dashboard_id: z.number().int(),
  allowed_domains: z.array(z.string()),
});
export type EmbeddedUuidRecord = z.infer<typeof EmbeddedUuidRecord>;

/** The embedding of a uuid in any tenant, as this warm function read it within seconds; undefined when none. */
export function readEmbeddedUuid(uuid: string): Promise<EmbeddedUuidRecord | undefined> {
  return readRecentItem(EmbeddedUuidRecord, keys.embeddedUuid(uuid));
}
