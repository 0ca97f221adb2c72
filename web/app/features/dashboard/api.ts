import rison from 'rison';
import { api } from '../../core/api.ts';
import {
  DashboardFavoriteStatusResponse,
  DashboardPermalinkPostResponse,
  DashboardPermalinkResponse,
  DashboardPutResponse,
  type DashboardPermalinkState,
} from './api-schemas.ts';
import { FormDataKeyResponse, type FormDataPostBody } from '#shared/api/explore.ts';
import { metadataWithColors, type SavedLabelColors } from './dashboard-colors.ts';
import { knownDashboard, rememberOwnSave } from './dashboard-versions.ts';

/** The dashboard page's own requests: favourite, publish, permalinks, saving properties and the settled label colours. */
export const dashboardViewApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardFavoriteStatus: build.query<boolean, number>({
      query: (id) => ({
        url: `/api/v1/dashboard/favorite_status/?q=${rison.encode([id])}`,
        schema: DashboardFavoriteStatusResponse,
      }),
      transformResponse: (answer: DashboardFavoriteStatusResponse) => answer.result[0]?.value ?? false,
      providesTags: (_result, _error, id) => [{ type: 'Favorite', id: `dashboard-${id}` }],
    }),
    setDashboardFavorite: build.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `/api/v1/dashboard/${id}/favorites/`,
        method: favorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Favorite', id: `dashboard-${id}` }],
    }),
    putDashboard: build.mutation<DashboardPutResponse, { id: number; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({
        url: `/api/v1/dashboard/${id}`,
        method: 'PUT',
        json: body,
        schema: DashboardPutResponse,
        onHeaders: (headers: Headers) => rememberOwnSave(id, headers.get('etag'), body),
      }),
      invalidatesTags: ['Dashboard'],
    }),
    // Upkeep, not an edit (mark_updated=false): the dashboard is not refetched, and this tab's copy of its metadata
    // takes the colours so a later save from edit mode keeps them.
    saveDashboardColors: build.mutation<unknown, { id: number; colors: SavedLabelColors }>({
      query: ({ id, colors }) => ({
        url: `/api/v1/dashboard/${id}/colors?mark_updated=false`,
        method: 'PUT',
        json: colors,
        onHeaders: (headers: Headers) =>
          rememberOwnSave(id, headers.get('etag'), {
            json_metadata: metadataWithColors(knownDashboard(id)?.fields.json_metadata ?? null, colors),
          }),
      }),
    }),
    postDashboardPermalink: build.mutation<
      DashboardPermalinkPostResponse,
      { id: number; state: DashboardPermalinkState }
    >({
      query: ({ id, state }) => ({
        url: `/api/v1/dashboard/${id}/permalink`,
        method: 'POST',
        json: state,
        schema: DashboardPermalinkPostResponse,
      }),
    }),
    /** Caches a dashboard chart's form data, filters included, for Explore to open (`/explore/?form_data_key=`). */
    postChartFormData: build.mutation<string, FormDataPostBody>({
      query: (json) => ({ url: '/api/v1/explore/form_data', method: 'POST', json, schema: FormDataKeyResponse }),
      transformResponse: (answer: FormDataKeyResponse) => answer.key,
    }),
    dashboardPermalink: build.query<DashboardPermalinkResponse, string>({
      query: (key) => ({
        url: `/api/v1/dashboard/permalink/${encodeURIComponent(key)}`,
        schema: DashboardPermalinkResponse,
      }),
    }),
  }),
});
