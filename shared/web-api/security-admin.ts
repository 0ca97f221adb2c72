import * as z from 'zod';

/**
 * Schemas of Flask-AppBuilder's security administration API as the admin screens read it (`/api/v1/security/users/`,
 * `/roles/`, `/permissions-resources/`). Responses are loose objects: the server may add fields.
 */

const RoleRef = z.looseObject({ id: z.number().int(), name: z.string() });

/** A user as `GET /api/v1/security/users/` lists them: roles as `{id, name}`, never a password. */
export const SecurityUser = z.looseObject({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(RoleRef),
  last_login: z.string().nullable().optional(),
  login_count: z.number().int().nullable().optional(),
  created_on: z.string().nullable().optional(),
  changed_on: z.string().nullable().optional(),
});
export type SecurityUser = z.infer<typeof SecurityUser>;

/** A page of `GET /api/v1/security/users/?q=`. */
export const SecurityUserPage = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(SecurityUser),
});
export type SecurityUserPage = z.infer<typeof SecurityUserPage>;

/** A role as `GET /api/v1/security/roles/` lists it. */
export const SecurityRole = RoleRef;
export type SecurityRole = z.infer<typeof SecurityRole>;

/** A page of `GET /api/v1/security/roles/?q=`. */
export const SecurityRolePage = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(SecurityRole),
});
export type SecurityRolePage = z.infer<typeof SecurityRolePage>;

/** A role as Superset's `GET /api/v1/security/roles/search/` lists it: with its users' and pairs' ids. */
export const SearchedRole = RoleRef.extend({
  user_ids: z.array(z.number().int()),
  permission_ids: z.array(z.number().int()),
});
export type SearchedRole = z.infer<typeof SearchedRole>;

/** A page of `GET /api/v1/security/roles/search/?q=`. */
export const SearchedRolePage = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(SearchedRole),
});
export type SearchedRolePage = z.infer<typeof SearchedRolePage>;

/** A (permission, view) pair with its id, as `GET /api/v1/security/permissions-resources/` lists it. */
export const PermissionResource = z.looseObject({
  id: z.number().int(),
  permission: z.looseObject({ name: z.string() }),
  view_menu: z.looseObject({ name: z.string() }),
});
export type PermissionResource = z.infer<typeof PermissionResource>;

/** A page of `GET /api/v1/security/permissions-resources/?q=`. */
export const PermissionResourcePage = z.looseObject({ count: z.number().int(), result: z.array(PermissionResource) });
export type PermissionResourcePage = z.infer<typeof PermissionResourcePage>;

/** Answer of `GET /api/v1/security/roles/{pk}/permissions/`: the role's pairs with their ids. */
export const RolePermissionsResponse = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), permission_name: z.string(), view_menu_name: z.string() })),
});
export type RolePermissionsResponse = z.infer<typeof RolePermissionsResponse>;

/** Answer of a create or update: the item's id (and the fields written). */
export const SecurityWriteResponse = z.looseObject({ id: z.number().int() });
export type SecurityWriteResponse = z.infer<typeof SecurityWriteResponse>;

/** Answer of a delete. */
export const SecurityMessageResponse = z.looseObject({ message: z.string() });

/** Body of `POST /api/v1/security/users/` (`PUT` takes any part of it); `roles` are role ids. */
export interface SecurityUserBody {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  roles?: number[];
  password?: string;
}
