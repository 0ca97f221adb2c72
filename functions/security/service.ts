import { NotFoundError } from '#shared/errors.ts';
import { viewsWith } from '#shared/security/permissions.ts';
import { loadCallerAccess } from '../lib/auth/caller-access.ts';
import type { Claims } from '../lib/claims.ts';
import type { IdentityProvider, TokenPair } from '../lib/ports/identity.ts';
import type { LoginBody } from './schema.ts';
import { MeUpdateBody } from './user-schema.ts';
import { updateUserFromApi, type UserWritePorts } from './user-service.ts';
import { findUser } from './users.ts';
import { parseWith } from '../lib/http.ts';
import type { UserRecord } from '../lib/auth/records.ts';

/** The tenant a login lands in when the body names none. */
export const DEFAULT_TENANT = 'default';

/** POST /api/v1/security/login: tokens for valid credentials; the refresh token only when asked for, as Superset does. */
export async function login(identity: IdentityProvider, body: LoginBody): Promise<Partial<TokenPair>> {
  const tokens = await identity.login({ tenant: body.tenant ?? DEFAULT_TENANT, username: body.username, password: body.password });
  return body.refresh ? tokens : { access_token: tokens.access_token };
}

/** The public fields of a user, as GET /api/v1/me/ answers them. */
function publicUser(user: UserRecord) {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_active: user.active,
    is_anonymous: false,
    created_on: user.created_on,
    changed_on: user.changed_on,
    login_count: user.login_count,
    last_login: user.last_login,
  };
}

async function currentUser(claims: Claims): Promise<UserRecord> {
  const user = await findUser(claims.tenant, claims.username);
  // The token outlived its user (deleted or deactivated): same answer as any unknown user.
  if (!user?.active) throw new NotFoundError('User not found');
  return user;
}

/** GET /api/v1/me/. */
export async function me(claims: Claims) {
  return { result: publicUser(await currentUser(claims)) };
}

/** PUT /api/v1/me/ (Superset's `update_me`): the caller's own first and last name and password; answers the user as GET does. */
export async function updateMe(claims: Claims, body: unknown, ports: UserWritePorts) {
  const fields = parseWith(MeUpdateBody, body);
  const user = await currentUser(claims);
  await updateUserFromApi(claims, user.id, fields, ports);
  return me(claims);
}

/**
 * GET /api/v1/me/roles/: exactly what the API enforces for the caller: their live roles (role name -> [permission, view]
 * pairs, Admin's being all of them) and the data access lists those roles grant.
 */
export async function myRoles(claims: Claims) {
  const user = await currentUser(claims);
  const access = await loadCallerAccess(claims);
  return {
    result: {
      ...publicUser(user),
      roles: Object.fromEntries(access.roles.map((role) => [role.name, role.permissions])),
      permissions: {
        datasource_access: [...viewsWith(access.pairs, 'datasource_access')],
        database_access: [...viewsWith(access.pairs, 'database_access')],
        schema_access: [...viewsWith(access.pairs, 'schema_access')],
      },
    },
  };
}
