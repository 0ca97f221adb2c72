import { EmbeddedDashboardResponse, type EmbeddedDashboard } from '#shared/api/dashboard-embedded.ts';
import { api, type ApiQueryError } from '../../../core/api.ts';

/** The path of a dashboard's embedding. */
const embeddedPath = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/embedded`;

/**
 * A dashboard's embedding ("Embed dashboard"): read when the modal opens (null when the dashboard is not embedded: the
 * server answers 404), set with the allowed domains (the uuid is made the first time and kept after), removed.
 */
export const dashboardEmbedApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardEmbedded: build.query<EmbeddedDashboard | null, number>({
      async queryFn(dashboardId, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: embeddedPath(dashboardId), schema: EmbeddedDashboardResponse });
        if (!answer.error) return { data: (answer.data as EmbeddedDashboardResponse).result };
        const error = answer.error as ApiQueryError;
        return error.status === 404 ? { data: null } : { error };
      },
      // Read afresh at each opening: someone else may have changed it meanwhile.
      keepUnusedDataFor: 0,
    }),
    setDashboardEmbedded: build.mutation<EmbeddedDashboard, { dashboardId: number; allowedDomains: string[] }>({
      query: ({ dashboardId, allowedDomains }) => ({
        url: embeddedPath(dashboardId),
        method: 'PUT',
        json: { allowed_domains: allowedDomains },
        schema: EmbeddedDashboardResponse,
      }),
      transformResponse: (answer: EmbeddedDashboardResponse) => answer.result,
      async onQueryStarted({ dashboardId }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (saved) await dispatch(dashboardEmbedApi.util.upsertQueryData('dashboardEmbedded', dashboardId, saved));
      },
    }),
    deleteDashboardEmbedded: build.mutation<unknown, number>({
      query: (dashboardId) => ({ url: embeddedPath(dashboardId), method: 'DELETE' }),
      async onQueryStarted(dashboardId, { dispatch, queryFulfilled }) {
        const removed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (removed) await dispatch(dashboardEmbedApi.util.upsertQueryData('dashboardEmbedded', dashboardId, null));
      },
    }),
  }),
});
