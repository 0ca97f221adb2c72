import { UnauthorizedError } from '#shared/errors.ts';
import { bearerToken } from '../lib/auth/token-verifier.ts';
import { guestTokenPorts } from '../lib/composition/guest-tokens.ts';
import { identityAdmin, identityProvider } from '../lib/composition/identity.ts';
import { loginThrottle, passwordPolicy } from '../lib/composition/sign-in.ts';
import { type HttpRequest, ok, parseWith, type DomainRoutes } from '../lib/http.ts';
import { rlsRoutes } from './rls-routes.ts';
import { roleRoutes } from './role-routes.ts';
import { LoginBody } from './schema.ts';
import { login, me, myRoles, updateMe } from './service.ts';
import { themeRoutes } from './themes/routes.ts';
import { clientAddressKey } from './throttle/client-address.ts';
import { userRoutes } from './user-routes.ts';

/** The caller's address as the sign-in throttle counts it. */
const addressOf = (request: HttpRequest): string => clientAddressKey(request.event.requestContext.http.sourceIp);

const signIn = () => ({ provider: identityProvider(), throttle: loginThrottle() });

/** The security domain's routes by key (handler.ts serves them). */
export const securityRoutes = {
  'POST /api/v1/security/login': async (request) =>
    ok(await login(signIn(), parseWith(LoginBody, request.json()), addressOf(request))),
  'POST /api/v1/security/refresh': async (request) => {
    const token = bearerToken(request.event.headers.authorization);
    if (!token) throw new UnauthorizedError('Missing Authorization Header');
    return ok(await identityProvider().refresh(token));
  },
  'GET /api/v1/me/': async (request) => ok(await me(await request.access())),
  'PUT /api/v1/me/': async (request) =>
    ok(
      await updateMe(
        await request.access(),
        request.json(),
        { ...signIn(), identity: identityAdmin(), policy: passwordPolicy() },
        addressOf(request),
      ),
    ),
  'GET /api/v1/me/roles/': async (request) => ok(await myRoles(await request.access())),
  'POST /api/v1/security/guest_token/': async (request) => {
    // Loaded on a grant: sign-in and the caller's own record, which every page asks, start without it.
    const { grantGuestToken } = await import('./guest-token-service.ts');
    return ok(await grantGuestToken(await request.access(), request.json(), guestTokenPorts()));
  },
  ...userRoutes,
  ...roleRoutes,
  ...rlsRoutes,
  ...themeRoutes,
} satisfies DomainRoutes<'security'>;
