import { identityAdmin } from '../lib/composition/identity.ts';
import { loginThrottle, passwordPolicy } from '../lib/composition/sign-in.ts';
import { type DomainRoutes, ok, requireClaims } from '../lib/http.ts';
import { pathId } from '../lib/path-ids.ts';
import { getUser, listUsersPage } from './user-list.ts';
import { createUserFromApi, deleteUserFromApi, updateUserFromApi } from './user-service.ts';

const ports = () => ({ identity: identityAdmin(), policy: passwordPolicy(), throttle: loginThrottle() });

/** Flask-AppBuilder's UserApi (`/api/v1/security/users/`): a tenant's users, for its Admins. */
export const userRoutes = {
  'GET /api/v1/security/users/': async (request) => ok(await listUsersPage(requireClaims(request), request.query.q)),
  'POST /api/v1/security/users/': async (request) =>
    ok(await createUserFromApi(requireClaims(request), request.json(), ports()), 201),
  'GET /api/v1/security/users/{pk}': async (request) => ok(await getUser(requireClaims(request), pathId(request))),
  'PUT /api/v1/security/users/{pk}': async (request) =>
    ok(await updateUserFromApi(requireClaims(request), pathId(request), request.json(), ports())),
  'DELETE /api/v1/security/users/{pk}': async (request) =>
    ok(await deleteUserFromApi(requireClaims(request), pathId(request), ports())),
} satisfies Partial<DomainRoutes<'security'>>;
