import type { RoleRecord } from '../lib/auth/records.ts';
import type { Claims } from '../lib/claims.ts';
import { parseWith } from '../lib/http.ts';
import { applyListQuery, type ListColumns, ListQuery } from '../lib/list-query.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { idsNotFound } from '../lib/field-error.ts';
import { requireAnotherAdmin } from './last-admin.ts';
import { permissionViewId } from './permission-catalog.ts';
import { type RoleWritePorts, requireRole } from './role-service.ts';
import { RoleUsersBody } from './role-schema.ts';
import { listRoles } from '../lib/auth/role-directory.ts';
import { identityUser } from './user-service.ts';
import { type ManagedUser, listUsers } from '../lib/auth/user-directory.ts';
import { replaceUser } from './users.ts';

/** A role as Superset's role search lists it: with the ids of its users and of its (permission, view) pairs. */
interface SearchedRole {
  id: number;
  name: string;
  user_ids: number[];
  permission_ids: number[];
}

const columns: ListColumns<SearchedRole> = {
  id: (role) => role.id,
  name: (role) => role.name,
  user_ids: (role) => role.user_ids,
  permission_ids: (role) => role.permission_ids,
};

const searched = (role: RoleRecord, users: readonly ManagedUser[]): SearchedRole => ({
  id: role.id,
  name: role.name,
  user_ids: users.filter((user) => user.roles.includes(role.name)).map((user) => user.id),
  permission_ids: role.permissions.map(permissionViewId),
});

/**
 * GET /api/v1/security/roles/search/?q=: Superset's RoleRestAPI search, the roles with their users' and pairs' ids,
 * filtered (`name` `ct`, `user_ids` and `permission_ids` `rel_o_m`), ordered and paged as the other lists.
 */
export async function searchRolesPage(claims: Claims, q: string | undefined) {
  const query = parseRisonQuery(ListQuery, q);
  const [roles, users] = await Promise.all([listRoles(claims.tenant), listUsers(claims.tenant)]);
  const { count, page } = applyListQuery(
    roles.map((role) => searched(role, users)),
    query,
    columns,
  );
  return { count, ids: page.map((role) => role.id), result: page };
}

/**
 * PUT /api/v1/security/roles/{pk}/users: exactly the users named hold the role; others holding it lose it. Ids naming
 * no user are a 400 (nothing changed); taking Admin from the last active Admin is a 422 before any user is written.
 */
export async function setRoleUsersFromApi(claims: Claims, id: number, body: unknown, ports: RoleWritePorts) {
  const { user_ids: ids } = parseWith(RoleUsersBody, body);
  const role = await requireRole(claims.tenant, id);
  const users = await listUsers(claims.tenant);
  const known = new Set(users.map((user) => user.id));
  const missing = ids.filter((userId) => !known.has(userId));
  if (missing.length > 0) throw idsNotFound('user_ids', 'User', missing);
  const wanted = new Set(ids);
  const changes = users.flatMap((user) => {
    const holds = user.roles.includes(role.name);
    if (holds === wanted.has(user.id)) return [];
    const roles = holds ? user.roles.filter((name) => name !== role.name) : [...user.roles, role.name];
    return [{ before: user, after: { ...user, roles } }];
  });
  // Every change is checked against the others first: a set that removes the last active Admin is refused whole.
  const afterAll = users.map((user) => changes.find((change) => change.before.id === user.id)?.after ?? user);
  for (const { before, after } of changes) requireAnotherAdmin(afterAll, before, after);
  const changedOn = (ports.now?.() ?? new Date()).toISOString();
  for (const { before, after } of changes) {
    const next = { ...after, changed_on: changedOn, version: before.version + 1 };
    await ports.identity.updateUser(identityUser(claims.tenant, before), identityUser(claims.tenant, next), undefined);
    await replaceUser(claims.tenant, next, before.version);
  }
  return { result: { user_ids: [...wanted] } };
}
