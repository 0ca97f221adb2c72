import { NotFoundError } from '#shared/errors.ts';
import type { Claims } from '../lib/claims.ts';
import { applyListQuery, type ListColumns, ListQuery } from '../lib/list-query.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { listRoles } from '../lib/auth/role-directory.ts';
import { rolesByName, USER_COLUMNS, userItem } from './user-present.ts';
import { type ManagedUser, findUserById, listUsers } from '../lib/auth/user-directory.ts';

type Listed = ManagedUser & { roleIds: number[] };

/** Columns the list filters and orders by: Flask-AppBuilder's search columns (`roles` by role id) and plain fields. */
const columns: ListColumns<Listed> = {
  id: (user) => user.id,
  username: (user) => user.username,
  first_name: (user) => user.first_name,
  last_name: (user) => user.last_name,
  email: (user) => user.email,
  active: (user) => user.active,
  roles: (user) => user.roleIds,
  created_by: (user) => user.created_by_id,
  changed_by: (user) => user.changed_by_id,
  created_on: (user) => user.created_on,
  changed_on: (user) => user.changed_on,
  last_login: (user) => user.last_login,
  login_count: (user) => user.login_count,
};

const RELATIONS = new Set(['roles', 'created_by', 'changed_by']);

/** GET /api/v1/security/users/?q=: the tenant's users, filtered, ordered and paged as Flask-AppBuilder lists them. */
export async function listUsersPage(claims: Claims, q: string | undefined) {
  const query = parseRisonQuery(ListQuery, q);
  const [users, roles] = await Promise.all([listUsers(claims.tenant), listRoles(claims.tenant)]);
  const byName = rolesByName(roles);
  const listed = users.map((user) => ({ ...user, roleIds: user.roles.flatMap((name) => byName.get(name)?.id ?? []) }));
  const { count, page } = applyListQuery(listed, query, columns);
  return {
    count,
    ids: page.map((user) => user.id),
    result: page.map((user) => userItem(user, byName)),
    list_columns: USER_COLUMNS,
    order_columns: Object.keys(columns).filter((column) => !RELATIONS.has(column)),
    list_title: 'List User',
  };
}

/** GET /api/v1/security/users/{pk}. */
export async function getUser(claims: Claims, id: number) {
  const [user, roles] = await Promise.all([findUserById(claims.tenant, id), listRoles(claims.tenant)]);
  if (!user) throw new NotFoundError();
  return { id, result: userItem(user, rolesByName(roles)), show_title: 'Show User' };
}
