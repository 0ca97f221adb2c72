import { UnauthorizedError } from '#shared/errors.ts';
import { isAdminRole, type PermissionPair } from '#shared/security/permissions.ts';
import type { Claims } from '../claims.ts';
import { parseRecentItem, readRecentItems } from '../item-store.ts';
import { keys } from '../keys.ts';
import { once } from '../once.ts';
import { RoleRecord, UserRecord } from './records.ts';
import { type GuestGrant, isGuestToken, loadGuestAccess } from './guest-token.ts';
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
  /** Set for a guest token's holder: what the token lets it read, and its row level security rules (guest-token.ts). */
  guest?: GuestGrant;
}

const grantKey = (permission: string, view: string): string => `${permission}\u0000${view}`;

/**
 * A role's (permission, view) pairs as a set, made once per role record: the records of warm reads are shared and
 * read-only, and a dashboard's visibility asks several pairs of every chart it lists.
 */
const grantsOfRole = once(() => new WeakMap<RoleRecord, ReadonlySet<string>>());

function grantsOf(role: RoleRecord): ReadonlySet<string> {
  let grants = grantsOfRole().get(role);
  if (!grants)
    grantsOfRole().set(
      role,
      (grants = new Set(role.permissions.map(([permission, view]) => grantKey(permission, view)))),
    );
  return grants;
}

/** The access of given roles, with no store behind it (the loader below and tests build it the same way). */
export function accessOf(claims: Claims, roles: readonly RoleRecord[]): CallerAccess {
  const isAdmin = roles.some((role) => isAdminRole(role.name));
  const pairs = roles.flatMap((role) => role.permissions);
  const grants = roles.map(grantsOf);
  return {
    claims,
    roles: [...roles],
    isAdmin,
    pairs,
    can: (permission, view) => isAdmin || grants.some((granted) => granted.has(grantKey(permission, view))),
  };
}

/**
 * The caller's access: the user record and the roles the token names, in one round trip when this warm function has
 * not read them within the last few seconds (a change made through this process is seen at once; see
 * functions/lib/warm-items.ts for the bound across functions). A token outlives changes made after it was issued,
 * so only roles the user still has count, and the token of a deleted or deactivated user, or of a session a password
 * change ended, is refused (401) rather than accepted until it expires. A guest token's holder has no user record:
 * its access comes from the token (functions/lib/auth/guest-token.ts).
 */
export async function loadCallerAccess(claims: Claims): Promise<CallerAccess> {
  if (isGuestToken(claims)) return loadGuestAccess(claims);
  const roleNames = [...new Set(claims.roles)];
  const [userItem, ...roleItems] = await readRecentItems([
    keys.user(claims.tenant, claims.username),
    ...roleNames.map((name) => keys.role(claims.tenant, name)),
  ]);
  const user = userItem ? parseRecentItem(UserRecord, userItem) : undefined;
  if (!user?.active || sessionEnded(user, claims)) throw new UnauthorizedError('Not authorized');
  const current = new Set(user.roles);
  const roles = roleItems.flatMap((item) => (item ? [parseRecentItem(RoleRecord, item)] : []));
  return {
    ...accessOf(
      claims,
      roles.filter((role) => current.has(role.name)),
    ),
    user,
  };
}
