import {
  SecurityMessageResponse,
  SecurityRolePage,
  SecurityUserPage,
  SecurityWriteResponse,
  type SecurityRole,
  type SecurityUserBody,
} from '#shared/web-api/security-admin.ts';
import { api } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';
import type { ListQuery } from '../lists/index.ts';

const USERS = '/api/v1/security/users/';

/** Every role, by name: the user form offers them all (a tenant has few). */
const ALL_ROLES = { order_column: 'name', order_direction: 'asc', page: 0, page_size: -1 };

/**
 * Flask-AppBuilder's UserApi and the role names its forms pick from. A write that succeeds reloads the user lists
 * (and the role screen's member lists); a refused one leaves them as they are.
 */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSecurityUsers: build.query<SecurityUserPage, ListQuery>({
      query: (query) => ({ url: `${USERS}?q=${risonQ(query)}`, schema: SecurityUserPage }),
      providesTags: ['SecurityUser'],
    }),
    getAllRoles: build.query<SecurityRole[], void>({
      query: () => ({ url: `/api/v1/security/roles/?q=${risonQ(ALL_ROLES)}`, schema: SecurityRolePage }),
      transformResponse: (answer: SecurityRolePage) => answer.result,
      providesTags: ['SecurityRole'],
    }),
    saveUser: build.mutation<number, { id?: number; body: SecurityUserBody }>({
      query: ({ id, body }) => ({
        url: id === undefined ? USERS : `${USERS}${id}`,
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
        schema: SecurityWriteResponse,
      }),
      transformResponse: (answer: SecurityWriteResponse) => answer.id,
      invalidatesTags: (_id, error) => (error ? [] : ['SecurityUser']),
    }),
    deleteUser: build.mutation<string, number>({
      query: (id) => ({ url: `${USERS}${id}`, method: 'DELETE', schema: SecurityMessageResponse }),
      transformResponse: (answer: { message: string }) => answer.message,
      invalidatesTags: (_message, error) => (error ? [] : ['SecurityUser']),
    }),
  }),
});

export const { useGetSecurityUsersQuery, useGetAllRolesQuery, useSaveUserMutation, useDeleteUserMutation } =
  adminUsersApi;
