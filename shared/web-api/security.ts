import * as z from 'zod';

/**
 * Schemas of the security endpoints the web app calls, in Superset's JSON shapes.
 * Responses are loose objects: the server may add fields and old clients must keep working.
 */

/** Body of `POST /api/v1/security/login`. */
export const LoginRequest = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  provider: z.enum(['db', 'ldap']),
  refresh: z.boolean().optional(),
  /** Skyset's addition: the tenant (workspace) to sign in to; the `default` tenant when absent. */
  tenant: z.string().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Answer of a successful login; `refresh_token` only comes back when `refresh: true` was asked for. */
export const LoginResponse = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * Answer of `POST /api/v1/security/refresh` (called with the refresh token as bearer). Skyset adds `refresh_token`: the
 * one to use next, as the one sent is spent (Superset answers only `access_token`).
 */
export const RefreshResponse = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** A role's grants as `[permission, view_menu]` pairs, e.g. `["can_read", "Dashboard"]`. */
export const RolePermissions = z.record(z.string(), z.array(z.tuple([z.string(), z.string()])));
export type RolePermissions = z.infer<typeof RolePermissions>;

/** The signed-in user as `/api/v1/me/` describes them. */
export const CurrentUser = z.looseObject({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
  // Superset leaves these null for users created by a script who never signed in.
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  login_count: z.number().int().nullable(),
  roles: RolePermissions.optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** Answer of `GET /api/v1/me/`. */
export const MeResponse = z.looseObject({ result: CurrentUser });
export type MeResponse = z.infer<typeof MeResponse>;

/** Answer of `GET /api/v1/me/roles/`: the user's fields plus roles and data-access permissions. */
export const MyRolesResponse = z.looseObject({
  result: z.looseObject({
    roles: RolePermissions,
    permissions: z.record(z.string(), z.unknown()),
  }),
});
export type MyRolesResponse = z.infer<typeof MyRolesResponse>;
