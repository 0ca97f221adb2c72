import type { CallerAccess } from './auth/caller-access.ts';
import { readRecentPartition } from './item-store.ts';
import { FieldError } from './field-error.ts';
import { keys } from './keys.ts';
import { UserRecord } from './auth/records.ts';

/** An owner as Superset's dataset answers list them. */
export interface OwnerRef {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * Who can be named as an owner: every user of the tenant, by id, as this warm function read them within seconds (one
 * partition read, which every list and dashboard answer naming owners shares); `fresh` reads them now, for a write's check.
 */
export async function ownerDirectory(
  tenant: string,
  options: { fresh?: boolean } = {},
): Promise<Map<number, OwnerRef>> {
  const users = await readRecentPartition(UserRecord, keys.user(tenant, '_').pk, options);
  return new Map(
    users.map((user) => [user.id, { id: user.id, first_name: user.first_name, last_name: user.last_name }]),
  );
}

/** The owners of a dataset, in its order; ids of users since deleted are left out rather than invented. */
export function ownersOf(ownerIds: readonly number[], directory: ReadonlyMap<number, OwnerRef>): OwnerRef[] {
  return ownerIds.flatMap((id) => {
    const owner = directory.get(id);
    return owner ? [owner] : [];
  });
}

/**
 * The owners a write sets (Superset's `populate_owner_list`): the caller when none are named (with `defaultToCaller`,
 * as on create, an empty list too); a caller who is no Admin always stays one, so nobody gives a chart or dashboard
 * away by mistake. 422 `Owners are invalid` for unknown users.
 */
export async function resolveOwners(
  access: CallerAccess,
  ownerIds: readonly number[] | undefined,
  callerId: number,
  { defaultToCaller = false } = {},
): Promise<number[]> {
  if (ownerIds === undefined || (defaultToCaller && ownerIds.length === 0)) return [callerId];
  const directory = await ownerDirectory(access.claims.tenant, { fresh: true });
  if (ownerIds.some((id) => !directory.has(id))) throw new FieldError({ owners: ['Owners are invalid'] }, 422);
  const owners = [...new Set(ownerIds)];
  return access.isAdmin || owners.includes(callerId) ? owners : [...owners, callerId];
}
