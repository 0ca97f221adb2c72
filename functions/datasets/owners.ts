import { readPartition } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { UserRecord } from '../lib/auth/records.ts';

/** An owner as Superset's dataset answers list them. */
export interface OwnerRef {
  id: number;
  first_name: string;
  last_name: string;
}

/** Who can be named as an owner: every user of the tenant, by id (one partition read per request). */
export async function ownerDirectory(tenant: string): Promise<Map<number, OwnerRef>> {
  const users = await readPartition(UserRecord, keys.user(tenant, '_').pk);
  return new Map(users.map((user) => [user.id, { id: user.id, first_name: user.first_name, last_name: user.last_name }]));
}

/** The owners of a dataset, in its order; ids of users since deleted are left out rather than invented. */
export function ownersOf(ownerIds: readonly number[], directory: ReadonlyMap<number, OwnerRef>): OwnerRef[] {
  return ownerIds.flatMap((id) => {
    const owner = directory.get(id);
    return owner ? [owner] : [];
  });
}
