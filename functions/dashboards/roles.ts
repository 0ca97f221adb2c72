import { FieldError } from '../lib/field-error.ts';
import { listRecentRoles } from '../lib/auth/role-directory.ts';

/** The tenant's role names by id (DASHBOARD_RBAC roles are kept by id); `fresh` for a write's check. */
export async function roleNames(tenant: string, options: { fresh?: boolean } = {}): Promise<Map<number, string>> {
  return new Map((await listRecentRoles(tenant, options)).map((role) => [role.id, role.name]));
}

/** The roles a write names, which must all exist: 422 `Some roles do not exist` (Superset's words) otherwise. */
export async function resolveRoles(tenant: string, roleIds: readonly number[] | undefined): Promise<number[]> {
  if (!roleIds || roleIds.length === 0) return [];
  const known = await roleNames(tenant, { fresh: true });
  if (roleIds.some((id) => !known.has(id))) throw new FieldError({ roles: ['Some roles do not exist'] }, 422);
  return [...new Set(roleIds)];
}
