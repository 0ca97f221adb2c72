import { MeResponse, MyRolesResponse, type CurrentUser } from '#shared/web-api/security.ts';
import { api } from '../../core/api.ts';

/** The signed-in user's endpoints: `/api/v1/me/` and `/api/v1/me/roles/`, cached under the `Me` tag. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => ({ url: '/api/v1/me/', schema: MeResponse }),
      transformResponse: (answer: MeResponse) => answer.result,
      providesTags: ['Me'],
    }),
    getMyRoles: build.query<MyRolesResponse['result'], void>({
      query: () => ({ url: '/api/v1/me/roles/', schema: MyRolesResponse }),
      transformResponse: (answer: MyRolesResponse) => answer.result,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useGetMyRolesQuery } = authApi;
