import { listRoles } from '../lib/auth/role-directory.ts';
import { listUsers } from '../lib/auth/user-directory.ts';
import { FieldError } from '../lib/field-error.ts';
import { NotFoundError } from '#shared/errors.ts';
import { isBuiltinRole } from '#shared/security/builtin-roles.ts';
import type { RoleRecord } from '../lib/auth/records.ts';
import type { Claims } from '../lib/claims.ts';
import { parseWith } from '../lib/http.ts';
import { applyListQuery, type ListColumns, ListQuery } from '../lib/list-query.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { SecurityRuleError } from '../lib/auth/security-errors.ts';
import type { IdentityAdmin } from '../lib/ports/identity-admin.ts';
import { RoleBody } from './role-schema.ts';
import { findRoleById, insertRole, moveRole, removeRole } from './roles.ts';
import { identityUser } from './user-service.ts';
import { replaceUser } from './users.ts';

/** What role writes need beside the table: the identity provider's administration (groups), and a clock. */
export interface RoleWritePorts {
  identity: IdentityAdmin;
  now?: () => Date;
}

const columns: ListColumns<RoleRecord> = { id: (role) => role.id, name: (role) => role.name };

/** 422 for a builtin role: `what` says which change was refused. */
export function requireCustomRole(role: RoleRecord, what: string): void {
  if (isBuiltinRole(role.name)) throw new SecurityRuleError(`The builtin role ${role.name} cannot be ${what}`);
}

/** A tenant's role by id; 404 otherwise. */
export async function requireRole(tenant: string, id: number): Promise<RoleRecord> {
  const role = await findRoleById(tenant, id);
  if (!role) throw new NotFoundError();
  return role;
}

const nameTaken = (): FieldError => new FieldError({ name: ['A role with this name already exists.'] }, 422);

/** Names are unique regardless of case: `ADMIN` would otherwise be a second Admin (Admin is recognised in any case). */
function requireFreeName(roles: readonly RoleRecord[], name: string, exceptId?: number): void {
  if (roles.some((role) => role.id !== exceptId && role.name.toLowerCase() === name.toLowerCase())) throw nameTaken();
}

/** GET /api/v1/security/roles/?q=. */
export async function listRolesPage(claims: Claims, q: string | undefined) {
  const query = parseRisonQuery(ListQuery, q);
  const { count, page } = applyListQuery(await listRoles(claims.tenant), query, columns);
  return {
    count,
    ids: page.map((role) => role.id),
    result: page.map((role) => ({ id: role.id, name: role.name })),
    list_columns: ['id', 'name'],
    order_columns: ['id', 'name'],
    list_title: 'List Role',
  };
}

/** GET /api/v1/security/roles/{pk}. */
export async function getRole(claims: Claims, id: number) {
  const role = await requireRole(claims.tenant, id);
  return { id, result: { id, name: role.name }, show_title: 'Show Role' };
}

/** POST /api/v1/security/roles/: 201 `{ id, result }`, a role without permissions (and its Cognito group). */
export async function createRoleFromApi(claims: Claims, body: unknown, ports: RoleWritePorts) {
  const { name } = parseWith(RoleBody, body);
  requireFreeName(await listRoles(claims.tenant), name);
  await ports.identity.createRole(name);
  const role = await insertRole(claims.tenant, name, []);
  if (!role) throw nameTaken();
  return { id: role.id, result: { name } };
}

/** Users holding role `from` get `to` in its place, or lose it: their records and their groups. */
async function reassignMembers(
  tenant: string,
  from: string,
  to: string | undefined,
  ports: RoleWritePorts,
): Promise<void> {
  const changedOn = (ports.now?.() ?? new Date()).toISOString();
  for (const user of (await listUsers(tenant)).filter((member) => member.roles.includes(from))) {
    const roles = [...new Set(user.roles.flatMap((role) => (role !== from ? [role] : to ? [to] : [])))];
    const next = { ...user, roles, changed_on: changedOn, version: user.version + 1 };
    await ports.identity.updateUser(identityUser(tenant, user), identityUser(tenant, next), undefined);
    await replaceUser(tenant, next, user.version);
  }
}

/** PUT /api/v1/security/roles/{pk}: renames the role (its members follow); 422 for a builtin role or a taken name. */
export async function updateRoleFromApi(claims: Claims, id: number, body: unknown, ports: RoleWritePorts) {
  const { name } = parseWith(RoleBody, body);
  const roles = await listRoles(claims.tenant);
  const role = roles.find((candidate) => candidate.id === id);
  if (!role) throw new NotFoundError();
  if (name !== role.name) {
    requireCustomRole(role, 'renamed');
    requireFreeName(roles, name, id);
    await ports.identity.createRole(name);
    if (!(await moveRole(claims.tenant, role, name))) throw nameTaken();
    await reassignMembers(claims.tenant, role.name, name, ports);
  }
  return { id, result: { name } };
}

/** DELETE /api/v1/security/roles/{pk}: `{ message: 'OK' }`; its members lose it. 422 for a builtin role. */
export async function deleteRoleFromApi(claims: Claims, id: number, ports: RoleWritePorts) {
  const role = await requireRole(claims.tenant, id);
  requireCustomRole(role, 'deleted');
  await reassignMembers(claims.tenant, role.name, undefined, ports);
  await removeRole(claims.tenant, role.name);
  return { message: 'OK' };
}
