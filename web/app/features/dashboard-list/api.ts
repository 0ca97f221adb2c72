import * as z from 'zod';
import {
  DashboardItemResponse,
  DashboardListItem,
  DashboardWriteResponse,
  type DashboardItem,
  type DashboardPutBody,
} from '#shared/api/dashboard.ts';
import { api, apiBaseQuery } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';
import { dashboardListQuery } from './list-query.ts';
import type { DashboardListState } from './list-state.ts';
import { UNTITLED_DASHBOARD } from './names.ts';

/** A page of `GET /api/v1/dashboard/` with every list column (no `columns` asked for). */
const DashboardListPage = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(DashboardListItem),
});
export type DashboardListPage = z.infer<typeof DashboardListPage>;

/** Answer of `PUT /api/v1/dashboard/{pk}` (Superset's: id, the accepted fields, `last_modified_time`). */
const DashboardPutResponse = z.looseObject({ id: z.number(), result: z.record(z.string(), z.unknown()) });

/** Answer of `POST /api/v1/dashboard/import/`: Superset's "OK", and Skyset's warnings of an import that went through. */
const ImportResponse = z.looseObject({ message: z.string(), warnings: z.array(z.string()).optional() });

/** What an import sends: the ZIP, whether existing objects may be overwritten, and database passwords by file name. */
export interface ImportArgs {
  file: File;
  overwrite: boolean;
  passwords: Record<string, string>;
}

function importForm({ file, overwrite, passwords }: ImportArgs): FormData {
  const form = new FormData();
  form.append('formData', file);
  if (Object.keys(passwords).length > 0) form.append('passwords', JSON.stringify(passwords));
  if (overwrite) form.append('overwrite', 'true');
  return form;
}

/**
 * The dashboard list's own endpoints over Superset's DashboardRestApi (favourites, deletes and user and role searches
 * are the lists' shared ones); writes invalidate the `Dashboard` tag so lists and the home page reload. Names are the
 * list's own: every feature injects into one API, where the first of two same-named endpoints wins.
 */
export const dashboardListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardListPage: build.query<DashboardListPage, DashboardListState>({
      query: (state) => ({
        url: `/api/v1/dashboard/?q=${risonQ(dashboardListQuery(state))}`,
        schema: DashboardListPage,
      }),
      providesTags: ['Dashboard'],
    }),
    getDashboardProperties: build.query<DashboardItem, number>({
      query: (id) => ({ url: `/api/v1/dashboard/${id}`, schema: DashboardItemResponse }),
      transformResponse: (answer: DashboardItemResponse) => answer.result,
      providesTags: ['Dashboard'],
    }),
    /** Answers the dashboard's new version (`ETag`), which an open dashboard page keeps for its next save's `If-Match`. */
    updateDashboardProperties: build.mutation<{ etag: string | null }, { id: number; body: DashboardPutBody }>({
      queryFn: async ({ id, body }, queryApi, extraOptions) => {
        let etag: string | null = null;
        const request = {
          url: `/api/v1/dashboard/${id}`,
          method: 'PUT',
          json: body,
          schema: DashboardPutResponse,
          onHeaders: (headers: Headers) => (etag = headers.get('etag')),
        };
        const answer = await apiBaseQuery(request, queryApi, extraOptions);
        return answer.error ? { error: answer.error } : { data: { etag } };
      },
      invalidatesTags: ['Dashboard'],
    }),
    createEmptyDashboard: build.mutation<number, void>({
      // What Superset's `/dashboard/new/` makes: an untitled dashboard the caller owns.
      query: () => ({
        url: '/api/v1/dashboard/',
        method: 'POST',
        json: { dashboard_title: UNTITLED_DASHBOARD },
        schema: DashboardWriteResponse,
      }),
      transformResponse: (answer: DashboardWriteResponse) => answer.id,
      invalidatesTags: ['Dashboard'],
    }),
    /** Answers the import's warnings (none when it went through as asked). */
    importDashboards: build.mutation<string[], ImportArgs>({
      query: (args) => ({
        url: '/api/v1/dashboard/import/',
        method: 'POST',
        body: importForm(args),
        schema: ImportResponse,
      }),
      transformResponse: (answer: z.infer<typeof ImportResponse>) => answer.warnings ?? [],
      invalidatesTags: ['Dashboard', 'ChartList'],
    }),
  }),
});

export const {
  useGetDashboardListPageQuery,
  useGetDashboardPropertiesQuery,
  useUpdateDashboardPropertiesMutation,
  useCreateEmptyDashboardMutation,
  useImportDashboardsMutation,
} = dashboardListApi;
