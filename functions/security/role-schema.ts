import * as z from 'zod';
import { boundedName, longerThan } from '#shared/limits.ts';

/**
 * The role API's request bodies (Flask-AppBuilder's RoleApi). A role name travels in tokens (the `roles` claim is
 * space-separated, Cognito's groups claim too) and names a Cognito group, so it has no spaces or commas.
 */
const ROLE_NAME_PATTERN = /^[\p{L}\p{M}\p{N}_.:@+=-]+$/u;
/** Cognito's longest group name. */
const ROLE_NAME_MAX = 128;
/** More pairs than every route, builtin pair and data access pair of a large tenant together. */
const PERMISSIONS_MAX = 5000;

export const RoleName = boundedName(ROLE_NAME_MAX)
  .min(1, 'Shorter than minimum length 1.')
  .regex(ROLE_NAME_PATTERN, 'Role names are letters, digits and _ . : @ + = - (no spaces or commas).');

/** POST /api/v1/security/roles/ and PUT /api/v1/security/roles/{pk}. */
export const RoleBody = z.strictObject({ name: RoleName });
export type RoleBody = z.infer<typeof RoleBody>;

/** POST /api/v1/security/roles/{pk}/permissions: the role's whole set of (permission, view) pairs, by id. */
export const RolePermissionsBody = z.strictObject({
  permission_view_menu_ids: z.array(z.number().int().positive()).max(PERMISSIONS_MAX, longerThan(PERMISSIONS_MAX)),
});
export type RolePermissionsBody = z.infer<typeof RolePermissionsBody>;

/** More members than a tenant's users; bounds the body. */
const MEMBERS_MAX = 10_000;

/** PUT /api/v1/security/roles/{pk}/users (Superset's RoleRestAPI): the role's whole set of users, by id. */
export const RoleUsersBody = z.strictObject({
  user_ids: z.array(z.number().int().positive()).max(MEMBERS_MAX, longerThan(MEMBERS_MAX)),
});
export type RoleUsersBody = z.infer<typeof RoleUsersBody>;
