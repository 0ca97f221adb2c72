import { UnauthorizedError } from '#shared/errors.ts';
import { bearerToken } from '../lib/auth/token-verifier.ts';
import { identityAdmin, identityProvider } from '../lib/composition/identity.ts';
import { createHttpHandler, ok, parseWith, requireClaims } from '../lib/http.ts';
import { roleRoutes } from './role-routes.ts';
import { LoginBody } from './schema.ts';
import { login, me, myRoles, updateMe } from './service.ts';
import { userRoutes } from './user-routes.ts';

/** Security domain: login, token refresh, the current user (who may change their own names and password) and their roles; users and roles for Admins. */
export const handler = createHttpHandler('security', {
  'POST /api/v1/security/login': async (request) =>
    ok(await login(identityProvider(), parseWith(LoginBody, request.json()))),
  'POST /api/v1/security/refresh': async (request) => {
    const token = bearerToken(request.event.headers.authorization);
    if (!token) throw new UnauthorizedError('Missing Authorization Header');
    return ok(await identityProvider().refresh(token));
  },
  'GET /api/v1/me/': async (request) => ok(await me(requireClaims(request))),
  'PUT /api/v1/me/': async (request) => ok(await updateMe(requireClaims(request), request.json(), { identity: identityAdmin() })),
  'GET /api/v1/me/roles/': async (request) => ok(await myRoles(requireClaims(request))),
  ...userRoutes,
  ...roleRoutes,
});
