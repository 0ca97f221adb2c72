import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { UnauthorizedError } from '#shared/errors.ts';
import { holds, isAdminRole, type PermissionPair } from '#shared/security/permissions.ts';
import type { Claims } from '../claims.ts';
import { documentClient, tableName } from '../dynamo.ts';
import { keys } from '../keys.ts';
import { RoleRecord, UserRecord } from './records.ts';
import { sessionEnded } from './sessions.ts';

/** What the caller may do, read once per request: their live roles and the (permission, view) pairs they hold. */
export interface CallerAccess {
  claims: Claims;
  /** The caller's user record as read for this request (absent when access was built without the store). */
  user?: UserRecord;
  /** The roles the caller holds now: those of the token that the user still has. */
  roles: RoleRecord[];
  isAdmin: boolean;
  pairs: PermissionPair[];
  /** Whether the caller holds `permission` on `view` (Admin holds everything). */
  can(permission: string, view: string): boolean;
}

/** The access of given roles, with no store behind it (the loader below and tests build it the same way). */
export function accessOf(claims: Claims, roles: readonly RoleRecord[]): CallerAccess {
  const isAdmin = roles.some((role) => isAdminRole(role.name));
  const pairs = roles.flatMap((role) => role.permissions);
  return {
    claims,
    roles: [...roles],
    isAdmin,
    pairs,
    can: (permission, view) => isAdmin || holds(pairs, permission, view),
  };
}

/**
 * The caller's access, read in one round trip: the user record and the roles the token names. A token outlives
 * changes made after it was issued, so only roles the user still has count, and the token of a deleted or
 * deactivated user, or of a session a password change ended, is refused (401) at once rather than when it expires.
 */
export async function loadCallerAccess(claims: Claims): Promise<CallerAccess> {
  const table = tableName();
  const wanted = [keys.user(claims.tenant, claims.username), ...[...new Set(claims.roles)].map((name) => keys.role(claims.tenant, name))];
  const { Responses } = await documentClient().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: wanted, ConsistentRead: true } } }));
  const items = Responses?.[table] ?? [];
  const userItem = items.find((item) => item.sk === wanted[0]?.sk && item.pk === wanted[0]?.pk);
  const user = userItem ? UserRecord.parse(userItem) : undefined;
  if (!user?.active || sessionEnded(user, claims)) throw new UnauthorizedError('Not authorized');
  const current = new Set(user.roles);
  const roles = items.filter((item) => item !== userItem).map((item) => RoleRecord.parse(item));
  return { ...accessOf(claims, roles.filter((role) => current.has(role.name))), user };
}
