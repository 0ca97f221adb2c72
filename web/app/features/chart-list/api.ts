import { z } from 'zod';
import {
  ChartInfoResponse,
  ChartListResponse,
  ChartMessageResponse,
  ChartWriteResponse,
  FavoriteResponse,
  FavoriteStatusResponse,
  RelatedResponse,
  type ChartPutBody,
  type RelatedItem,
} from '#shared/api/chart.ts';
import { DashboardListResponse } from '#shared/api/dashboard.ts';
import { api } from '../../core/api.ts';
import { chartListQuery, dashboardChoicesQuery, datasetChoicesQuery, relatedQuery, risonQ } from './list-query.ts';
import type { ChartListState } from './list-state.ts';

/** The dataset list answers only the columns the dataset filter asks for. */
const DatasetChoicesResponse = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), table_name: z.string() })),
});

/** One option of a select filter fed by the server. */
export interface RemoteChoice {
  value: number;
  label: string;
}

/** Users a chart field may name (`owners`, `changed_by`), searched by name. */
export interface RelatedUsersArgs {
  column: 'owners' | 'changed_by';
  search: string;
}

/**
 * The chart list's endpoints over Superset's ChartRestApi; writes invalidate the list so it reloads. Names differ from
 * Explore's endpoints on the same paths: both inject into the one API, where the first of two same-named endpoints wins.
 */
export const chartListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChartList: build.query<ChartListResponse, ChartListState>({
      query: (state) => ({ url: `/api/v1/chart/?q=${risonQ(chartListQuery(state))}`, schema: ChartListResponse }),
      providesTags: ['ChartList'],
    }),
    getChartPermissions: build.query<string[], void>({
      query: () => ({ url: `/api/v1/chart/_info?q=${risonQ({ keys: ['permissions'] })}`, schema: ChartInfoResponse }),
      transformResponse: (answer: ChartInfoResponse) => answer.permissions ?? [],
    }),
    getFavoriteStatus: build.query<Record<number, boolean>, { ids: readonly number[] }>({
      query: ({ ids }) => ({ url: `/api/v1/chart/favorite_status/?q=${risonQ([...ids])}`, schema: FavoriteStatusResponse }),
      transformResponse: (answer: FavoriteStatusResponse) => Object.fromEntries(answer.result.map((entry) => [entry.id, entry.value])),
      // Per-chart tags, the ones Explore's star invalidates, so a star turned there shows here.
      providesTags: (_result, _error, { ids }) => ids.map((id) => ({ type: 'Favorite' as const, id: `chart-${id}` })),
    }),
    saveFavoriteStatus: build.mutation<void, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({ url: `/api/v1/chart/${id}/favorites/`, method: favorite ? 'POST' : 'DELETE', schema: FavoriteResponse }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Favorite', id: `chart-${id}` }],
      // The star turns at once; a failure puts it back (and the caller raises a toast). Cached args are objects:
      // `selectCachedArgsForQuery` flattens array arguments.
      async onQueryStarted({ id, favorite }, { dispatch, getState, queryFulfilled }) {
        const patches = chartListApi.util
          .selectCachedArgsForQuery(getState(), 'getFavoriteStatus')
          .filter((args) => args.ids.includes(id))
          .map((args) => dispatch(chartListApi.util.updateQueryData('getFavoriteStatus', args, (draft) => ({ ...draft, [id]: favorite }))));
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    deleteChart: build.mutation<string, number>({
      query: (id) => ({ url: `/api/v1/chart/${id}`, method: 'DELETE', schema: ChartMessageResponse }),
      transformResponse: (answer: ChartMessageResponse) => answer.message,
      invalidatesTags: ['ChartList'],
    }),
    deleteCharts: build.mutation<string, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/chart/?q=${risonQ([...ids])}`, method: 'DELETE', schema: ChartMessageResponse }),
      transformResponse: (answer: ChartMessageResponse) => answer.message,
      invalidatesTags: ['ChartList'],
    }),
    updateChartProperties: build.mutation<void, { id: number; body: ChartPutBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', json: body, schema: ChartWriteResponse }),
      invalidatesTags: ['ChartList', 'Chart'],
    }),
    getRelatedUsers: build.query<RemoteChoice[], RelatedUsersArgs>({
      query: ({ column, search }) => ({ url: `/api/v1/chart/related/${column}?q=${risonQ(relatedQuery(search))}`, schema: RelatedResponse }),
      transformResponse: (answer: RelatedResponse) => answer.result.map((user: RelatedItem) => ({ value: user.value, label: user.text })),
    }),
    getDatasetChoices: build.query<RemoteChoice[], string>({
      query: (search) => ({ url: `/api/v1/dataset/?q=${risonQ(datasetChoicesQuery(search))}`, schema: DatasetChoicesResponse }),
      transformResponse: (answer: z.infer<typeof DatasetChoicesResponse>) =>
        answer.result.map((dataset) => ({ value: dataset.id, label: dataset.table_name })),
    }),
    getDashboardChoices: build.query<RemoteChoice[], string>({
      query: (search) => ({ url: `/api/v1/dashboard/?q=${risonQ(dashboardChoicesQuery(search))}`, schema: DashboardListResponse }),
      transformResponse: (answer: DashboardListResponse) =>
        answer.result.flatMap((dashboard) => (dashboard.id === undefined ? [] : [{ value: dashboard.id, label: dashboard.dashboard_title ?? `Dashboard ${dashboard.id}` }])),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useGetChartListQuery,
  useGetDashboardChoicesQuery,
  useGetChartPermissionsQuery,
  useGetFavoriteStatusQuery,
  useSaveFavoriteStatusMutation,
  useDeleteChartMutation,
  useDeleteChartsMutation,
  useUpdateChartPropertiesMutation,
  useGetRelatedUsersQuery,
  useGetDatasetChoicesQuery,
} = chartListApi;
