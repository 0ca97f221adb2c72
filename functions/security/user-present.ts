import type { RoleRecord } from '../lib/auth/records.ts';
import type { ManagedUser } from '../lib/auth/user-directory.ts';

/** Flask-AppBuilder's UserApi list and show columns (its `groups` aside: Skyset has no user groups). */
export const USER_COLUMNS = [
  'id',
  'roles.id',
  'roles.name',
  'first_name',
  'last_name',
  'username',
  'active',
  'email',
  'last_login',
  'login_count',
  'fail_login_count',
  'created_on',
  'changed_on',
  'created_by.id',
  'changed_by.id',
];

const ref = (id: number | null): { id: number } | null => (id === null ? null : { id });

/** A tenant's roles by name, as users name them. */
export const rolesByName = (roles: readonly RoleRecord[]): Map<string, RoleRecord> =>
  new Map(roles.map((role) => [role.name, role]));

/** A user as the API lists and shows them: roles as `{id, name}`, never the password hash. */
export function userItem(user: ManagedUser, roles: ReadonlyMap<string, RoleRecord>) {
  return {
    id: user.id,
    roles: user.roles.flatMap((name) => {
      const role = roles.get(name);
      return role ? [{ id: role.id, name: role.name }] : [];
    }),
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    active: user.active,
    email: user.email,
    last_login: user.last_login,
    login_count: user.login_count,
    // Failed sign-ins are not counted (Cognito locks accounts on its own).
    fail_login_count: null,
    created_on: user.created_on,
    changed_on: user.changed_on,
    created_by: ref(user.created_by_id),
    changed_by: ref(user.changed_by_id),
  };
}

/** What a POST or PUT answers as `result`: the fields it was sent, password left out, roles as ids. */
export function writeResult(fields: Record<string, unknown>): Record<string, unknown> {
  const { password: _password, ...rest } = fields;
  return rest;
}
