import { listRoles } from '../lib/auth/role-directory.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { PermissionPair } from '#shared/security/permissions.ts';
import type { Claims } from '../lib/claims.ts';
import { parseWith } from '../lib/http.ts';
import { applyListQuery, type ListColumns, ListQuery } from '../lib/list-query.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { idsNotFound } from '../lib/field-error.ts';
import { permissionCatalog, type PermissionView, toPermissionView } from './permission-catalog.ts';
import { RolePermissionsBody } from './role-schema.ts';
import { requireCustomRole, requireRole } from './role-service.ts';
import { setRolePermissions } from './roles.ts';

const columns: ListColumns<PermissionView> = {
  id: (pair) => pair.id,
  'permission.name': (pair) => pair.permission,
  'view_menu.name': (pair) => pair.view,
  permission: (pair) => pair.permission,
  view_menu: (pair) => pair.view,
};

/** GET /api/v1/security/permissions-resources/?q=: every (permission, view) pair roles can hold, with its id. */
export async function listPermissionViews(claims: Claims, q: string | undefined) {
  const query = parseRisonQuery(ListQuery, q);
  const held = (await listRoles(claims.tenant)).flatMap((role) => role.permissions);
  const { count, page } = applyListQuery(await permissionCatalog(claims.tenant, held), query, columns);
  return {
    count,
    ids: page.map((pair) => pair.id),
    result: page.map((pair) => ({
      id: pair.id,
      permission: { name: pair.permission },
      view_menu: { name: pair.view },
    })),
    list_columns: ['id', 'permission.name', 'view_menu.name'],
    order_columns: ['id', 'permission.name', 'view_menu.name'],
    list_title: 'List Permission View',
  };
}

/** GET /api/v1/security/roles/{pk}/permissions/: the role's pairs with their ids. */
export async function rolePermissions(claims: Claims, id: number) {
  const role = await requireRole(claims.tenant, id);
  return {
    result: role.permissions
      .map(toPermissionView)
      .map((pair) => ({ id: pair.id, permission_name: pair.permission, view_menu_name: pair.view })),
  };
}

/**
 * POST /api/v1/security/roles/{pk}/permissions: the role holds exactly the pairs named (Flask-AppBuilder replaces the
 * set). Ids naming no pair are a 400 rather than skipped, so a typo never silently drops a grant. Builtin roles are
 * refused: every bootstrap would put their pairs back.
 */
export async function setRolePermissionsFromApi(claims: Claims, id: number, body: unknown) {
  const { permission_view_menu_ids: ids } = parseWith(RolePermissionsBody, body);
  const role = await requireRole(claims.tenant, id);
  requireCustomRole(
    role,
    'changed (its permissions are reset at every start and deployment): create a role to grant more',
  );
  const catalog = new Map((await permissionCatalog(claims.tenant, role.permissions)).map((pair) => [pair.id, pair]));
  const missing = ids.filter((pairId) => !catalog.has(pairId));
  if (missing.length > 0) throw idsNotFound('permission_view_menu_ids', 'Permission', missing);
  const pairs = [...new Set(ids)].map((pairId): PermissionPair => {
    const pair = catalog.get(pairId) as PermissionView;
    return [pair.permission, pair.view];
  });
  if (!(await setRolePermissions(claims.tenant, role.name, pairs))) throw new NotFoundError();
  return { result: { permission_view_menu_ids: ids } };
}
