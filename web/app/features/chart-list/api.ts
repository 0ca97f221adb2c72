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
import { api } from '../../core/api.ts';
import { chartListQuery, risonQ } from './list-query.ts';
import type { ChartListState } from './list-state.ts';

/** The dataset list answers only the columns the dataset filter asks for. */
const DatasetChoicesResponse = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), table_name: z.string() })),
});

/** A dataset the list can filter by. */
export interface DatasetChoice {
  id: number;
  tableName: string;
}

const DATASET_CHOICES_Q = { columns: ['id', 'table_name'], order_column: 'table_name', order_direction: 'asc', page: 0, page_size: 100 };

/** The chart list's endpoints over Superset's ChartRestApi; writes invalidate the list so it reloads. */
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
    getFavoriteStatus: build.query<Record<number, boolean>, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/chart/favorite_status/?q=${risonQ([...ids])}`, schema: FavoriteStatusResponse }),
      transformResponse: (answer: FavoriteStatusResponse) => Object.fromEntries(answer.result.map((entry) => [entry.id, entry.value])),
      providesTags: ['Favorite'],
    }),
    setFavorite: build.mutation<void, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({ url: `/api/v1/chart/${id}/favorites/`, method: favorite ? 'POST' : 'DELETE', schema: FavoriteResponse }),
      invalidatesTags: ['Favorite'],
    }),
    deleteCharts: build.mutation<string, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/chart/?q=${risonQ([...ids])}`, method: 'DELETE', schema: ChartMessageResponse }),
      transformResponse: (answer: ChartMessageResponse) => answer.message,
      invalidatesTags: ['ChartList'],
    }),
    updateChart: build.mutation<void, { id: number; body: ChartPutBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', json: body, schema: ChartWriteResponse }),
      invalidatesTags: ['ChartList'],
    }),
    getOwnerChoices: build.query<RelatedItem[], void>({
      query: () => ({ url: `/api/v1/chart/related/owners?q=${risonQ({ page: 0, page_size: 100 })}`, schema: RelatedResponse }),
      transformResponse: (answer: RelatedResponse) => answer.result,
    }),
    getDatasetChoices: build.query<DatasetChoice[], void>({
      query: () => ({ url: `/api/v1/dataset/?q=${risonQ(DATASET_CHOICES_Q)}`, schema: DatasetChoicesResponse }),
      transformResponse: (answer: z.infer<typeof DatasetChoicesResponse>) =>
        answer.result.map((dataset) => ({ id: dataset.id, tableName: dataset.table_name })),
    }),
  }),
});

export const {
  useGetChartListQuery,
  useGetChartPermissionsQuery,
  useGetFavoriteStatusQuery,
  useSetFavoriteMutation,
  useDeleteChartsMutation,
  useUpdateChartMutation,
  useGetOwnerChoicesQuery,
  useGetDatasetChoicesQuery,
} = chartListApi;
