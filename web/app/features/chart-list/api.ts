import * as z from 'zod';
import { ChartInfoResponse, ChartListResponse, ChartWriteResponse, type ChartPutBody } from '#shared/api/chart.ts';
import { DashboardListResponse } from '#shared/api/dashboard.ts';
import { api } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';
import type { RemoteChoice } from '../lists/index.ts';
import { chartListQuery, dashboardChoicesQuery, datasetChoicesQuery } from './list-query.ts';
import type { ChartListState } from './list-state.ts';

/** The dataset list answers only the columns the dataset filter asks for. */
const DatasetChoicesResponse = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), table_name: z.string() })),
});

/**
 * The chart list's own endpoints over Superset's ChartRestApi (favourites, deletes and user searches are the lists'
 * shared ones); writes invalidate the list so it reloads. Names differ from Explore's endpoints on the same paths: both
 * inject into the one API, where the first of two same-named endpoints wins.
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
    updateChartProperties: build.mutation<void, { id: number; body: ChartPutBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', json: body, schema: ChartWriteResponse }),
      invalidatesTags: ['ChartList', 'Chart'],
    }),
    getDatasetChoices: build.query<RemoteChoice[], string>({
      query: (search) => ({
        url: `/api/v1/dataset/?q=${risonQ(datasetChoicesQuery(search))}`,
        schema: DatasetChoicesResponse,
      }),
      transformResponse: (answer: z.infer<typeof DatasetChoicesResponse>) =>
        answer.result.map((dataset) => ({ value: dataset.id, label: dataset.table_name })),
    }),
    getDashboardChoices: build.query<RemoteChoice[], string>({
      query: (search) => ({
        url: `/api/v1/dashboard/?q=${risonQ(dashboardChoicesQuery(search))}`,
        schema: DashboardListResponse,
      }),
      transformResponse: (answer: DashboardListResponse) =>
        answer.result.flatMap((dashboard) =>
          dashboard.id === undefined
            ? []
            : [{ value: dashboard.id, label: dashboard.dashboard_title ?? `Dashboard ${dashboard.id}` }],
        ),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useGetChartListQuery,
  useGetDashboardChoicesQuery,
  useGetChartPermissionsQuery,
  useUpdateChartPropertiesMutation,
  useGetDatasetChoicesQuery,
} = chartListApi;
