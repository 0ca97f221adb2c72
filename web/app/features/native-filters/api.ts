import rison from 'rison';
import * as z from 'zod';
import type { ChartDataQueryContextInput } from '#shared/query-context/index.ts';
import { api, type ApiQueryError } from '../../core/api.ts';

/**
 * The endpoints the filter bar and its configuration use: filter values through chart data, a dataset's columns and
 * metrics, dataset choices, the filter state behind `native_filters_key`, and saving filters and cross-filter scopes.
 */

const Rows = z.array(z.record(z.string(), z.unknown()));
const JobAnswer = z.looseObject({
  job_id: z.string(),
  channel_id: z.string().optional(),
  status: z.string().optional(),
});
const ChartDataResults = z.looseObject({ result: z.array(z.looseObject({ data: Rows.default([]) })) });

/** A dataset's columns and metrics as filters need them. */
export const FilterDataset = z.looseObject({
  id: z.number().int(),
  table_name: z.string(),
  main_dttm_col: z.string().nullable().optional(),
  columns: z
    .array(
      z.looseObject({
        column_name: z.string(),
        is_dttm: z.boolean().nullable().optional(),
        type_generic: z.number().nullable().optional(),
        filterable: z.boolean().nullable().optional(),
      }),
    )
    .default([]),
  metrics: z
    .array(z.looseObject({ metric_name: z.string(), verbose_name: z.string().nullable().optional() }))
    .default([]),
});
export type FilterDataset = z.infer<typeof FilterDataset>;

const DatasetAnswer = z.looseObject({ result: FilterDataset });
const DatasetChoices = z.looseObject({
  result: z.array(z.looseObject({ id: z.number().int(), table_name: z.string() })),
});
const FilterStateKey = z.looseObject({ key: z.string() });
const FilterStateValue = z.looseObject({ value: z.string() });

/** The body of `PUT /api/v1/dashboard/{pk}/filters` (Superset's DashboardNativeFiltersConfigUpdateSchema). */
export interface FiltersUpdate {
  modified: Record<string, unknown>[];
  deleted: string[];
  reordered: string[];
}

/** Rows of the first query of a chart data answer, following its asynchronous job when the server answered 202. */
async function rowsOf(answer: unknown, signal: AbortSignal): Promise<Record<string, unknown>[]> {
  const job = JobAnswer.safeParse(answer);
  if (!job.success) return ChartDataResults.parse(answer).result[0]?.data ?? [];
  const { waitForChartData } = await import('../async-events/index.ts');
  const finished = await waitForChartData(job.data, signal, ChartDataResults);
  return finished.result[0]?.data ?? [];
}

const failureOf = (error: unknown): ApiQueryError => {
  const failure = error as Partial<ApiQueryError>;
  return {
    status: failure.status ?? 0,
    messages: failure.messages ?? [error instanceof Error ? error.message : 'Unexpected error'],
    errors: failure.errors ?? [],
  };
};

export const nativeFiltersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The rows a filter's values or bounds query answers. */
    filterRows: build.query<Record<string, unknown>[], ChartDataQueryContextInput>({
      async queryFn(queryContext, { signal }, _extra, baseQuery) {
        const answer = await baseQuery({ url: '/api/v1/chart/data', method: 'POST', json: queryContext });
        if (answer.error) return { error: answer.error as ApiQueryError };
        try {
          return { data: await rowsOf(answer.data, signal) };
        } catch (error) {
          return { error: failureOf(error) };
        }
      },
    }),
    filterDataset: build.query<FilterDataset, number>({
      query: (id) => ({ url: `/api/v1/dataset/${id}`, schema: DatasetAnswer }),
      transformResponse: (answer: z.infer<typeof DatasetAnswer>) => answer.result,
      providesTags: ['Dataset'],
    }),
    datasetChoices: build.query<{ id: number; table_name: string }[], string>({
      query: (search) => {
        const q = rison.encode({
          columns: ['id', 'table_name'],
          filters: search ? [{ col: 'table_name', opr: 'ct', value: search }] : [],
          order_column: 'table_name',
          order_direction: 'asc',
          page: 0,
          page_size: 100,
        });
        return { url: `/api/v1/dataset/?q=${encodeURIComponent(q)}`, schema: DatasetChoices };
      },
      transformResponse: (answer: z.infer<typeof DatasetChoices>) => answer.result,
    }),
    createFilterState: build.mutation<string, { dashboardId: number; value: string }>({
      query: ({ dashboardId, value }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filter_state`,
        method: 'POST',
        json: { value },
        schema: FilterStateKey,
      }),
      transformResponse: (answer: z.infer<typeof FilterStateKey>) => answer.key,
    }),
    updateFilterState: build.mutation<unknown, { dashboardId: number; key: string; value: string }>({
      query: ({ dashboardId, key, value }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filter_state/${encodeURIComponent(key)}`,
        method: 'PUT',
        json: { value },
      }),
    }),
    filterState: build.query<string, { dashboardId: number; key: string }>({
      query: ({ dashboardId, key }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filter_state/${encodeURIComponent(key)}`,
        schema: FilterStateValue,
      }),
      transformResponse: (answer: z.infer<typeof FilterStateValue>) => answer.value,
    }),
    saveFilters: build.mutation<unknown, { dashboardId: number; update: FiltersUpdate }>({
      query: ({ dashboardId, update }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filters`,
        method: 'PUT',
        json: update,
      }),
      invalidatesTags: ['Dashboard'],
    }),
    saveDashboardMetadata: build.mutation<unknown, { dashboardId: number; jsonMetadata: string }>({
      query: ({ dashboardId, jsonMetadata }) => ({
        url: `/api/v1/dashboard/${dashboardId}`,
        method: 'PUT',
        json: { json_metadata: jsonMetadata },
      }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});
