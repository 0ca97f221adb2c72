import { z } from 'zod';
import { FavoriteResponse, FavoriteStatusResponse, RelatedResponse, type RelatedItem } from '#shared/api/chart.ts';
import { DashboardItemResponse, DashboardListItem, DashboardWriteResponse, type DashboardItem, type DashboardPutBody } from '#shared/api/dashboard.ts';
import { api, apiBaseQuery } from '../../core/api.ts';
import { dashboardListQuery, relatedQuery, risonQ } from './list-query.ts';
import type { DashboardListState } from './list-state.ts';
import { UNTITLED_DASHBOARD } from './names.ts';

/** A page of `GET /api/v1/dashboard/` with every list column (no `columns` asked for). */
const DashboardListPage = z.looseObject({ count: z.number().int(), ids: z.array(z.number().int()), result: z.array(DashboardListItem) });
export type DashboardListPage = z.infer<typeof DashboardListPage>;

/** Answers carrying only Superset's `message` (deletes). */
const MessageResponse = z.looseObject({ message: z.string() });

/** Answer of `PUT /api/v1/dashboard/{pk}` (Superset's: id, the accepted fields, `last_modified_time`). */
const DashboardPutResponse = z.looseObject({ id: z.number(), result: z.record(z.string(), z.unknown()) });

/** Answer of `POST /api/v1/dashboard/import/`. */
const ImportResponse = z.looseObject({ message: z.string() });

/** One option of a select filter fed by the server. */
export interface RemoteChoice {
  value: number;
  label: string;
}

/** Fields `GET /api/v1/dashboard/related/{column}` searches: users for owners and creator, roles for access. */
export type RelatedColumn = 'owners' | 'created_by' | 'roles';

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
 * The dashboard list's endpoints over Superset's DashboardRestApi; writes invalidate the `Dashboard` tag so lists and the
 * home page reload. Names are the list's own: every feature injects into one API, where the first of two same-named endpoints wins.
 */
export const dashboardListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardListPage: build.query<DashboardListPage, DashboardListState>({
      query: (state) => ({ url: `/api/v1/dashboard/?q=${risonQ(dashboardListQuery(state))}`, schema: DashboardListPage }),
      providesTags: ['Dashboard'],
    }),
    getDashboardFavoriteStatus: build.query<Record<number, boolean>, { ids: readonly number[] }>({
      query: ({ ids }) => ({ url: `/api/v1/dashboard/favorite_status/?q=${risonQ([...ids])}`, schema: FavoriteStatusResponse }),
      transformResponse: (answer: FavoriteStatusResponse) => Object.fromEntries(answer.result.map((entry) => [entry.id, entry.value])),
      providesTags: (_result, _error, { ids }) => ids.map((id) => ({ type: 'Favorite' as const, id: `dashboard-${id}` })),
    }),
    saveDashboardFavorite: build.mutation<void, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({ url: `/api/v1/dashboard/${id}/favorites/`, method: favorite ? 'POST' : 'DELETE', schema: FavoriteResponse }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Favorite', id: `dashboard-${id}` }],
      // The star turns at once; a failure puts it back (and the caller raises a toast).
      async onQueryStarted({ id, favorite }, { dispatch, getState, queryFulfilled }) {
        const patches = dashboardListApi.util
          .selectCachedArgsForQuery(getState(), 'getDashboardFavoriteStatus')
          .filter((args) => args.ids.includes(id))
          .map((args) => dispatch(dashboardListApi.util.updateQueryData('getDashboardFavoriteStatus', args, (draft) => ({ ...draft, [id]: favorite }))));
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    deleteListedDashboard: build.mutation<string, number>({
      query: (id) => ({ url: `/api/v1/dashboard/${id}`, method: 'DELETE', schema: MessageResponse }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
      invalidatesTags: ['Dashboard'],
    }),
    deleteListedDashboards: build.mutation<string, readonly number[]>({
      query: (ids) => ({ url: `/api/v1/dashboard/?q=${risonQ([...ids])}`, method: 'DELETE', schema: MessageResponse }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
      invalidatesTags: ['Dashboard'],
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
        const request = { url: `/api/v1/dashboard/${id}`, method: 'PUT', json: body, schema: DashboardPutResponse, onHeaders: (headers: Headers) => (etag = headers.get('etag')) };
        const answer = await apiBaseQuery(request, queryApi, extraOptions);
        return answer.error ? { error: answer.error } : { data: { etag } };
      },
      invalidatesTags: ['Dashboard'],
    }),
    createEmptyDashboard: build.mutation<number, void>({
      // What Superset's `/dashboard/new/` makes: an untitled dashboard the caller owns.
      query: () => ({ url: '/api/v1/dashboard/', method: 'POST', json: { dashboard_title: UNTITLED_DASHBOARD }, schema: DashboardWriteResponse }),
      transformResponse: (answer: DashboardWriteResponse) => answer.id,
      invalidatesTags: ['Dashboard'],
    }),
    importDashboards: build.mutation<string, ImportArgs>({
      query: (args) => ({ url: '/api/v1/dashboard/import/', method: 'POST', body: importForm(args), schema: ImportResponse }),
      transformResponse: (answer: z.infer<typeof ImportResponse>) => answer.message,
      invalidatesTags: ['Dashboard', 'ChartList'],
    }),
    getDashboardRelated: build.query<RemoteChoice[], { column: RelatedColumn; search: string }>({
      query: ({ column, search }) => ({ url: `/api/v1/dashboard/related/${column}?q=${risonQ(relatedQuery(search))}`, schema: RelatedResponse }),
      transformResponse: (answer: RelatedResponse) => answer.result.map((user: RelatedItem) => ({ value: user.value, label: user.text })),
    }),
  }),
});

export const {
  useGetDashboardListPageQuery,
  useGetDashboardFavoriteStatusQuery,
  useSaveDashboardFavoriteMutation,
  useDeleteListedDashboardMutation,
  useDeleteListedDashboardsMutation,
  useGetDashboardPropertiesQuery,
  useUpdateDashboardPropertiesMutation,
  useCreateEmptyDashboardMutation,
  useImportDashboardsMutation,
  useGetDashboardRelatedQuery,
} = dashboardListApi;
