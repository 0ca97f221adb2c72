import { readPartition, readRecentPartition } from '../item-store.ts';
import { keys } from '../keys.ts';
import { RoleRecord } from './records.ts';

/** The tenant's roles as every domain reads them; the security domain manages them (security/roles.ts). */

/** Every role of a tenant (one partition). */
export function listRoles(tenant: string): Promise<RoleRecord[]> {
  return readPartition(RoleRecord, keys.role(tenant, '').pk);
}

/**
 * A tenant's roles as this warm function read them within seconds, read-only, to name them in answers; `fresh` reads
 * them now (what a write checks against). Staleness as functions/lib/warm-items.ts bounds it.
 */
export function listRecentRoles(tenant: string, options: { fresh?: boolean } = {}): Promise<RoleRecord[]> {
  return readRecentPartition(RoleRecord, keys.role(tenant, '').pk, options);
}
