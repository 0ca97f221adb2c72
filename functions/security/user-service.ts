import { type ManagedUser, findUser, findUserById, listUsers } from '../lib/auth/user-directory.ts';
import { idsNotFound } from '../lib/field-error.ts';
import { NotFoundError } from '#shared/errors.ts';
import type { RoleRecord } from '../lib/auth/records.ts';
import { afterPasswordChange } from '../lib/auth/sessions.ts';
import type { Claims } from '../lib/claims.ts';
import { parseWith } from '../lib/http.ts';
import { SecurityRuleError, usernameTaken } from '../lib/auth/security-errors.ts';
import type { IdentityAdmin, IdentityUser } from '../lib/ports/identity-admin.ts';
import { requireAnotherAdmin } from './last-admin.ts';
import { type PasswordPolicy, requireAcceptablePassword } from './password-policy.ts';
import { listRoles } from '../lib/auth/role-directory.ts';
import type { LoginThrottle } from './throttle/login-throttle.ts';
import { writeResult } from './user-present.ts';
import { UserCreateBody, UserUpdateBody } from './user-schema.ts';
import { createUser, removeUser, replaceUser, requireFreeEmail } from './users.ts';

/**
 * What user writes need beside the table: the identity provider's administration, the password policy, the sign-in
 * throttle (a new password unlocks the user), and a clock.
 */
export interface UserWritePorts {
  identity: IdentityAdmin;
  policy: PasswordPolicy;
  throttle?: Pick<LoginThrottle, 'forgetUser'>;
  now?: () => Date;
}

/** A user as the identity provider sees them, from its record. */
export const identityUser = (
  tenant: string,
  user: Pick<ManagedUser, 'username' | 'email' | 'active' | 'roles'>,
): IdentityUser => ({
  tenant,
  username: user.username,
  email: user.email,
  active: user.active,
  roles: user.roles,
});

/** Role ids to names, in the order sent; ids no role has answer `status` naming them (400 on create, 404 on update as Flask-AppBuilder). */
function roleNamesOf(roles: readonly RoleRecord[], ids: readonly number[], status: 400 | 404): string[] {
  const byId = new Map(roles.map((role) => [role.id, role.name]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw idsNotFound('roles', 'Role', missing, status);
  return [...new Set(ids.map((id) => byId.get(id) ?? ''))];
}

/** The caller's user id, recorded as `created_by`/`changed_by` (null for a caller without a user record). */
async function callerId(claims: Claims): Promise<number | null> {
  return (await findUser(claims.tenant, claims.username))?.id ?? null;
}

async function requireUser(tenant: string, id: number): Promise<ManagedUser> {
  const user = await findUserById(tenant, id);
  if (!user) throw new NotFoundError();
  return user;
}

/** POST /api/v1/security/users/: 201 `{ id, result }` (422 for a taken user name or e-mail); the password is hashed (locally) or given to Cognito, never stored plain. */
export async function createUserFromApi(claims: Claims, body: unknown, ports: UserWritePorts) {
  const fields = parseWith(UserCreateBody, body);
  requireAcceptablePassword(fields.password, fields.username, ports.policy);
  const roles = roleNamesOf(await listRoles(claims.tenant), fields.roles, 400);
  if (await findUser(claims.tenant, fields.username)) throw usernameTaken();
  requireFreeEmail(await listUsers(claims.tenant), fields.email);
  const { password, ...profile } = fields;
  const credential = await ports.identity.createUser(identityUser(claims.tenant, { ...profile, roles }), password);
  const user = { ...profile, roles, ...credential, created_by_id: await callerId(claims) };
  const created = await createUser(claims.tenant, user, ports.now?.()).catch(async (error: unknown) => {
    // Another request took the name between the check and the write: undo the sign-in made for this one.
    await ports.identity.deleteUser(identityUser(claims.tenant, user));
    throw error;
  });
  return { id: created.id, result: writeResult(fields) };
}

/**
 * PUT /api/v1/security/users/{pk}: the fields sent; 422 for a new user name, another user's e-mail, or losing the last
 * active Admin. A new password ends every session of the user, but the Admin's own when they reset their own.
 */
export function updateUserFromApi(claims: Claims, id: number, body: unknown, ports: UserWritePorts) {
  return changeUser(claims, id, parseWith(UserUpdateBody, body), ports, claims.sid);
}

/**
 * Apply a user update already parsed; a new password must pass the policy, ends the user's sessions but the caller's
 * (`callerSession`, kept when the user changed is the caller) and unlocks the user at the sign-in throttle.
 */
export async function changeUser(
  claims: Claims,
  id: number,
  fields: UserUpdateBody,
  ports: UserWritePorts,
  callerSession?: string,
) {
  const current = await requireUser(claims.tenant, id);
  // The user name is the record's key and an immutable Cognito attribute: a new name is a new user.
  if (fields.username !== undefined && fields.username !== current.username)
    throw new SecurityRuleError('A user name cannot be changed');
  const roles = fields.roles ? roleNamesOf(await listRoles(claims.tenant), fields.roles, 404) : current.roles;
  const { password, username: _username, roles: _roleIds, ...profile } = fields;
  if (password !== undefined) requireAcceptablePassword(password, current.username, ports.policy);
  const next: ManagedUser = {
    ...current,
    ...profile,
    roles,
    ...(password === undefined
      ? {}
      : afterPasswordChange(current, current.username === claims.username ? callerSession : undefined)),
    changed_on: (ports.now?.() ?? new Date()).toISOString(),
    changed_by_id: await callerId(claims),
    version: current.version + 1,
  };
  const users = await listUsers(claims.tenant);
  if (fields.email !== undefined) requireFreeEmail(users, fields.email, id);
  requireAnotherAdmin(users, current, next);
  const credential = await ports.identity.updateUser(
    identityUser(claims.tenant, current),
    identityUser(claims.tenant, next),
    password,
  );
  await replaceUser(claims.tenant, { ...next, ...credential }, current.version);
  if (password !== undefined) await ports.throttle?.forgetUser(claims.tenant, current.username);
  return { id, result: writeResult(fields) };
}

/** DELETE /api/v1/security/users/{pk}: `{ message: 'OK' }`; 422 for the last active Admin. */
export async function deleteUserFromApi(claims: Claims, id: number, ports: UserWritePorts) {
  const current = await requireUser(claims.tenant, id);
  requireAnotherAdmin(await listUsers(claims.tenant), current, undefined);
  await ports.identity.deleteUser(identityUser(claims.tenant, current));
  await removeUser(claims.tenant, current.username);
  return { message: 'OK' };
}
