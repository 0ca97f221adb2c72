import rison from 'rison';
import {
  ChartWriteResponse,
  FavoriteResponse,
  FavoriteStatusResponse,
  type ChartPostBody,
  type ChartPutBody,
} from '#shared/api/chart.ts';
import {
  ExplorePermalinkPostResponse,
  ExploreResponse,
  FormDataKeyResponse,
  type ExplorePermalinkBody,
  type ExploreQuery,
  type FormDataPostBody,
} from '#shared/api/explore.ts';
import { MeResponse, MyRolesResponse } from '#shared/web-api/security.ts';
import { api } from '../../core/api.ts';
import { DatasetListAnswer } from './api-schemas.ts';

/** Query string of defined values only, so `undefined` never reaches the URL. */
function searchOf(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  return search.toString();
}

/** Explore's endpoints: the explore payload, form data cache, permalinks, chart data, saving and favourites. */
export const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExplore: build.query<ExploreResponse['result'], ExploreQuery>({
      query: (params) => ({ url: `/api/v1/explore/?${searchOf(params)}`, schema: ExploreResponse }),
      transformResponse: (answer: ExploreResponse) => answer.result,
    }),
    postFormData: build.mutation<string, FormDataPostBody>({
      query: (json) => ({ url: '/api/v1/explore/form_data', method: 'POST', json, schema: FormDataKeyResponse }),
      transformResponse: (answer: FormDataKeyResponse) => answer.key,
    }),
    putFormData: build.mutation<string, { key: string; body: FormDataPostBody }>({
      query: ({ key, body }) => ({
        url: `/api/v1/explore/form_data/${encodeURIComponent(key)}`,
        method: 'PUT',
        json: body,
        schema: FormDataKeyResponse,
      }),
      transformResponse: (answer: FormDataKeyResponse) => answer.key,
    }),
    postPermalink: build.mutation<ExplorePermalinkPostResponse, ExplorePermalinkBody>({
      query: (json) => ({
        url: '/api/v1/explore/permalink',
        method: 'POST',
        json,
        schema: ExplorePermalinkPostResponse,
      }),
    }),
    createChart: build.mutation<ChartWriteResponse, ChartPostBody>({
      query: (json) => ({ url: '/api/v1/chart/', method: 'POST', json, schema: ChartWriteResponse }),
      invalidatesTags: ['ChartList'],
    }),
    updateChart: build.mutation<ChartWriteResponse, { id: number; body: ChartPutBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', json: body, schema: ChartWriteResponse }),
      invalidatesTags: ['ChartList', 'Chart'],
    }),
    favoriteStatus: build.query<boolean, number>({
      query: (id) => ({
        url: `/api/v1/chart/favorite_status/?q=${rison.encode([id])}`,
        schema: FavoriteStatusResponse,
      }),
      transformResponse: (answer: FavoriteStatusResponse) => answer.result[0]?.value ?? false,
      providesTags: (_result, _error, id) => [{ type: 'Favorite', id: `chart-${id}` }],
    }),
    setFavorite: build.mutation<FavoriteResponse, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        url: `/api/v1/chart/${id}/favorites/`,
        method: favorite ? 'POST' : 'DELETE',
        schema: FavoriteResponse,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Favorite', id: `chart-${id}` }],
    }),
    currentUser: build.query<MeResponse['result'], void>({
      query: () => ({ url: '/api/v1/me/', schema: MeResponse }),
      transformResponse: (answer: MeResponse) => answer.result,
      providesTags: ['Me'],
    }),
    myRoles: build.query<MyRolesResponse['result'], void>({
      query: () => ({ url: '/api/v1/me/roles/', schema: MyRolesResponse }),
      transformResponse: (answer: MyRolesResponse) => answer.result,
      providesTags: ['Me'],
    }),
    listDatasets: build.query<DatasetListAnswer, { search: string; page: number }>({
      query: ({ search, page }) => {
        const q = {
          columns: ['id', 'table_name', 'schema', 'kind', 'database.database_name'],
          filters: search === '' ? [] : [{ col: 'table_name', opr: 'ct', value: search }],
          order_column: 'table_name',
          order_direction: 'asc',
          page,
          page_size: 25,
        };
        return { url: `/api/v1/dataset/?q=${encodeURIComponent(rison.encode(q))}`, schema: DatasetListAnswer };
      },
      providesTags: ['Dataset'],
    }),
  }),
});
