import { NotFoundError, UnauthorizedError } from '#shared/errors.ts';
import { viewsWith } from '#shared/security/permissions.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { GUEST_ROLE } from '../lib/auth/guest-token.ts';
import type { UserRecord } from '../lib/auth/records.ts';
import { parseWith } from '../lib/http.ts';
import type { IdentityProvider, SignInTokens } from '../lib/ports/identity.ts';
import { FieldError } from '../lib/field-error.ts';
import { requireAcceptablePassword } from './password-policy.ts';
import type { LoginBody } from './schema.ts';
import type { LoginThrottle } from './throttle/login-throttle.ts';
import { MeUpdateBody } from './user-schema.ts';
import { changeUser, type UserWritePorts } from './user-service.ts';
import { findUser } from '../lib/auth/user-directory.ts';

/** The tenant a login lands in when the body names none. */
export const DEFAULT_TENANT = 'default';

/** What checking a password needs: the identity provider, and the throttle every check passes first. */
export interface SignInPorts {
  provider: IdentityProvider;
  throttle: LoginThrottle;
}

/**
 * POST /api/v1/security/login: tokens for valid credentials; the refresh token only when asked for, as Superset does.
 * Throttled per user and per client `address` before any hashing: 429 with Retry-After while a delay or lock holds.
 */
export async function login(ports: SignInPorts, body: LoginBody, address: string): Promise<SignInTokens> {
  const attempt = { tenant: body.tenant ?? DEFAULT_TENANT, username: body.username, address };
  const tokens = await ports.throttle.check(attempt, () =>
    ports.provider.login({ ...attempt, password: body.password, refresh: body.refresh }),
  );
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

/** The caller's user as the request's permission check read it (active, or the request was already refused). */
async function currentUser(access: CallerAccess): Promise<UserRecord> {
  const user = access.user ?? (await findUser(access.claims.tenant, access.claims.username));
  // The token outlived its user (deleted or deactivated): same answer as any unknown user.
  if (!user?.active) throw new NotFoundError('User not found');
  return user;
}

/** A guest as `/api/v1/me/` describes it: the names its host application gave, no record behind them. */
function guestUser(access: CallerAccess) {
  const { claims } = access;
  return {
    id: 0,
    username: claims.username,
    first_name: claims.guest_first_name ?? '',
    last_name: claims.guest_last_name ?? '',
    email: '',
    is_active: true,
    is_anonymous: false,
    created_on: null,
    changed_on: null,
    login_count: null,
    last_login: null,
  };
}

/** GET /api/v1/me/. */
export async function me(access: CallerAccess) {
  return { result: access.guest ? guestUser(access) : publicUser(await currentUser(access)) };
}

/**
 * PUT /api/v1/me/ (Superset's `update_me`): the caller's own first and last name and password; answers the user as GET
 * does. A new password must pass the policy and needs the current one (`current_password`), checked under the sign-in
 * throttle so a stolen token cannot be used to guess it; the change ends the user's other sessions.
 */
export async function updateMe(
  access: CallerAccess,
  body: unknown,
  ports: UserWritePorts & SignInPorts,
  address: string,
) {
  const { current_password: currentPassword, ...fields } = parseWith(MeUpdateBody, body);
  const { claims } = access;
  const user = await currentUser(access);
  if (fields.password !== undefined) {
    requireAcceptablePassword(fields.password, user.username, ports.policy);
    await requireCurrentPassword(
      ports,
      { tenant: claims.tenant, username: user.username, address },
      currentPassword ?? '',
    );
  }
  await changeUser(claims, user.id, fields, ports, claims.sid);
  const changed = await findUser(claims.tenant, user.username);
  return { result: publicUser(changed ?? user) };
}

async function requireCurrentPassword(
  ports: SignInPorts,
  attempt: { tenant: string; username: string; address: string },
  password: string,
): Promise<void> {
  try {
    await ports.throttle.check(attempt, async () => {
      if (!(await ports.provider.checkPassword({ ...attempt, password }))) throw new UnauthorizedError();
    });
  } catch (error) {
    // Not a 401: the caller's session is fine, and a 401 would make clients drop it.
    if (error instanceof UnauthorizedError)
      throw new FieldError({ current_password: ['The current password is not right.'] });
    throw error;
  }
}

/**
 * GET /api/v1/me/roles/: exactly what the API enforces for the caller: their live roles (role name -> [permission, view]
 * pairs, Admin's being all of them) and the data access lists those roles grant.
 */
export async function myRoles(access: CallerAccess) {
  return {
    result: {
      ...(access.guest ? guestUser(access) : publicUser(await currentUser(access))),
      roles: access.guest
        ? { [GUEST_ROLE.name]: GUEST_ROLE.permissions }
        : Object.fromEntries(access.roles.map((role) => [role.name, role.permissions])),
      permissions: {
        datasource_access: [...viewsWith(access.pairs, 'datasource_access')],
        database_access: [...viewsWith(access.pairs, 'database_access')],
        schema_access: [...viewsWith(access.pairs, 'schema_access')],
      },
    },
  };
}
