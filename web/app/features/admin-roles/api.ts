import {
  PermissionResourcePage,
  RolePermissionsResponse,
  SearchedRolePage,
  SecurityMessageResponse,
  SecurityUserPage,
  SecurityWriteResponse,
  type PermissionResource,
  type SecurityUser,
} from '#shared/web-api/security-admin.ts';
import { api } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';
import type { ListQuery } from '../lists/index.ts';

const ROLES = '/api/v1/security/roles/';

/** Every pair a role can hold, by view then permission (Superset's modal pages through them; Skyset answers all at once). */
const ALL_PAIRS = { order_column: 'view_menu.name', order_direction: 'asc', page: 0, page_size: -1 };

/** Every user by user name: the members picker offers them all (Superset's role modal loads them all too). */
const ALL_USERS = { order_column: 'username', order_direction: 'asc', page: 0, page_size: -1 };

/**
 * Superset's role screens' endpoints: RoleRestAPI's search and members, Flask-AppBuilder's RoleApi and
 * PermissionViewMenuApi, and the users to pick members from. Writes that succeed reload the role lists, the role's
 * pairs and the user screens (a rename or a new member shows in users' roles).
 */
export const adminRolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchRoles: build.query<SearchedRolePage, ListQuery>({
      query: (query) => ({ url: `${ROLES}search/?q=${risonQ(query)}`, schema: SearchedRolePage }),
      providesTags: ['SecurityRole', 'SecurityUser'],
    }),
    saveRole: build.mutation<number, { id?: number; name: string }>({
      query: ({ id, name }) => ({
        url: id === undefined ? ROLES : `${ROLES}${id}`,
        method: id === undefined ? 'POST' : 'PUT',
        json: { name },
        schema: SecurityWriteResponse,
      }),
      transformResponse: (answer: SecurityWriteResponse) => answer.id,
      invalidatesTags: (_id, error) => (error ? [] : ['SecurityRole', 'SecurityUser']),
    }),
    deleteRole: build.mutation<string, number>({
      query: (id) => ({ url: `${ROLES}${id}`, method: 'DELETE', schema: SecurityMessageResponse }),
      transformResponse: (answer: { message: string }) => answer.message,
      invalidatesTags: (_message, error) => (error ? [] : ['SecurityRole', 'SecurityUser']),
    }),
    getPermissionResources: build.query<PermissionResource[], void>({
      query: () => ({
        url: `/api/v1/security/permissions-resources/?q=${risonQ(ALL_PAIRS)}`,
        schema: PermissionResourcePage,
      }),
      transformResponse: (answer: PermissionResourcePage) => answer.result,
    }),
    getRolePermissionIds: build.query<number[], number>({
      query: (id) => ({ url: `${ROLES}${id}/permissions/`, schema: RolePermissionsResponse }),
      transformResponse: (answer: RolePermissionsResponse) => answer.result.map((pair) => pair.id),
      providesTags: (_ids, _error, id) => [{ type: 'SecurityRole', id }],
    }),
    setRolePermissions: build.mutation<void, { id: number; pairIds: number[] }>({
      query: ({ id, pairIds }) => ({
        url: `${ROLES}${id}/permissions`,
        method: 'POST',
        json: { permission_view_menu_ids: pairIds },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['SecurityRole', { type: 'SecurityRole', id }]),
    }),
    setRoleUsers: build.mutation<void, { id: number; userIds: number[] }>({
      query: ({ id, userIds }) => ({ url: `${ROLES}${id}/users`, method: 'PUT', json: { user_ids: userIds } }),
      invalidatesTags: (_result, error) => (error ? [] : ['SecurityRole', 'SecurityUser']),
    }),
    getAllUsers: build.query<SecurityUser[], void>({
      query: () => ({ url: `/api/v1/security/users/?q=${risonQ(ALL_USERS)}`, schema: SecurityUserPage }),
      transformResponse: (answer: SecurityUserPage) => answer.result,
      providesTags: ['SecurityUser'],
    }),
  }),
});

export const {
  useSearchRolesQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
  useGetPermissionResourcesQuery,
  useGetRolePermissionIdsQuery,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
  useGetAllUsersQuery,
} = adminRolesApi;
