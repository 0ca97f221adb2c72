import { identityAdmin } from '../lib/composition/identity.ts';
import { type DomainRoutes, ok, requireClaims } from '../lib/http.ts';
import { pathId } from '../lib/path-ids.ts';
import { searchRolesPage, setRoleUsersFromApi } from './role-members.ts';
import { listPermissionViews, rolePermissions, setRolePermissionsFromApi } from './role-permissions.ts';
import { createRoleFromApi, deleteRoleFromApi, getRole, listRolesPage, updateRoleFromApi } from './role-service.ts';

const ports = () => ({ identity: identityAdmin() });

/** Flask-AppBuilder's RoleApi and PermissionViewMenuApi, and Superset's role search and members: a tenant's roles, for its Admins. */
export const roleRoutes = {
  'GET /api/v1/security/roles/': async (request) => ok(await listRolesPage(requireClaims(request), request.query.q)),
  'POST /api/v1/security/roles/': async (request) =>
    ok(await createRoleFromApi(requireClaims(request), request.json(), ports()), 201),
  'GET /api/v1/security/roles/search/': async (request) =>
    ok(await searchRolesPage(requireClaims(request), request.query.q)),
  'GET /api/v1/security/roles/{pk}': async (request) => ok(await getRole(requireClaims(request), pathId(request))),
  'PUT /api/v1/security/roles/{pk}': async (request) =>
    ok(await updateRoleFromApi(requireClaims(request), pathId(request), request.json(), ports())),
  'DELETE /api/v1/security/roles/{pk}': async (request) =>
    ok(await deleteRoleFromApi(requireClaims(request), pathId(request), ports())),
  'GET /api/v1/security/roles/{pk}/permissions/': async (request) =>
    ok(await rolePermissions(requireClaims(request), pathId(request))),
  'POST /api/v1/security/roles/{pk}/permissions': async (request) =>
    ok(await setRolePermissionsFromApi(requireClaims(request), pathId(request), request.json())),
  'PUT /api/v1/security/roles/{pk}/users': async (request) =>
    ok(await setRoleUsersFromApi(requireClaims(request), pathId(request), request.json(), ports())),
  'GET /api/v1/security/permissions-resources/': async (request) =>
    ok(await listPermissionViews(requireClaims(request), request.query.q)),
} satisfies Partial<DomainRoutes<'security'>>;
