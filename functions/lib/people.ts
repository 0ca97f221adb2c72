import type { OwnerRef } from './owners.ts';

/** A person as Superset's answers name one (owners, `created_by`, `changed_by`). */
export type PersonRef = { id: number; first_name: string; last_name: string };

/** The user with id `id` from the tenant's directory; null for nobody or a user since deleted. */
export function personOf(users: ReadonlyMap<number, OwnerRef>, id: number | null): PersonRef | null {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

/** `First Last`, as Superset's `changed_by_name`; '' for nobody. */
export const fullName = (user: Pick<PersonRef, 'first_name' | 'last_name'> | null | undefined): string =>
  user ? `${user.first_name} ${user.last_name}`.trim() : '';
