import { SecurityRuleError } from '../lib/auth/security-errors.ts';
import { isAdminRole } from '#shared/security/permissions.ts';
import type { UserRecord } from '../lib/auth/records.ts';

/** The one message of the last-admin rule, whichever change would break it. */
const LAST_ADMIN_MESSAGE =
  'This is the last active Admin of the tenant: make another user an active Admin before deleting, deactivating or demoting it';

type Member = Pick<UserRecord, 'id' | 'active' | 'roles'>;

/** Whether a user can administer the tenant: active, holding Admin. */
export const isActiveAdmin = (user: Pick<UserRecord, 'active' | 'roles'>): boolean =>
  user.active && user.roles.some(isAdminRole);

/**
 * A tenant keeps at least one active Admin: nobody else could then manage its users and roles. 422 when `before`
 * is an active Admin, `after` (undefined: deleted) no longer is, and no other user of `users` is one. Checked on the
 * users as read just before the write: two Admins demoting each other at the same moment could both pass.
 */
export function requireAnotherAdmin(users: readonly Member[], before: Member, after: Member | undefined): void {
  if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return;
  if (users.some((user) => user.id !== before.id && isActiveAdmin(user))) return;
  throw new SecurityRuleError(LAST_ADMIN_MESSAGE);
}
