import { MeResponse, type CurrentUser } from '#shared/web-api/security.ts';
import { api } from '../../core/api.ts';

/** What the user may change of themselves (Superset's CurrentUserPutSchema); a new password needs the current one (Skyset's addition). */
export interface MeUpdate {
  first_name?: string;
  last_name?: string;
  password?: string;
  current_password?: string;
}

/** Superset's `PUT /api/v1/me/`; a change reloads every view of the signed-in user (the menu's name, this page). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<CurrentUser, MeUpdate>({
      query: (body) => ({ url: '/api/v1/me/', method: 'PUT', json: body, schema: MeResponse }),
      transformResponse: (answer: MeResponse) => answer.result,
      invalidatesTags: (_user, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useUpdateMeMutation } = profileApi;
