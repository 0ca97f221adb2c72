import * as z from 'zod';
import { FavoriteResponse, FavoriteStatusResponse, RelatedResponse, type RelatedItem } from '#shared/api/chart.ts';
import { api } from '../../core/api.ts';
import { relatedQuery, risonQ } from '../../core/http/rison-query.ts';

/** The Superset resources whose lists share these endpoints, as their API paths name them (`/api/v1/chart/`). */
export type ListResource = 'chart' | 'dashboard' | 'dataset';

/** The cache tag each resource's list provides, which its deletes invalidate so the list reloads. */
const LIST_TAGS = { chart: 'ChartList', dashboard: 'Dashboard', dataset: 'Dataset' } as const;

/** One option of a select fed by the server. */
export interface RemoteChoice {
  value: number;
  label: string;
}

/** Answers carrying only Superset's `message` (deletes). */
const MessageResponse = z.looseObject({ message: z.string() });

/** The favourites tag of one item; Explore's and the dashboard's stars invalidate the same tags, so a star turned there shows here. */
const favoriteTag = (resource: ListResource, id: number) => ({ type: 'Favorite' as const, id: `${resource}-${id}` });

/**
 * What every Superset list does alike over its resource's REST API: favourite stars, single and bulk deletes, and the
 * `related` searches of its user and role fields. Names are the lists' own: every feature injects into one API, where
 * the first of two same-named endpoints wins.
 */
export const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListFavoriteStatus: build.query<Record<number, boolean>, { resource: ListResource; ids: readonly number[] }>({
      query: ({ resource, ids }) => ({
        url: `/api/v1/${resource}/favorite_status/?q=${risonQ([...ids])}`,
        schema: FavoriteStatusResponse,
      }),
      transformResponse: (answer: FavoriteStatusResponse) =>
        Object.fromEntries(answer.result.map((entry) => [entry.id, entry.value])),
      providesTags: (_result, _error, { resource, ids }) => ids.map((id) => favoriteTag(resource, id)),
    }),
    saveListFavorite: build.mutation<void, { resource: ListResource; id: number; favorite: boolean }>({
      query: ({ resource, id, favorite }) => ({
        url: `/api/v1/${resource}/${id}/favorites/`,
        method: favorite ? 'POST' : 'DELETE',
        schema: FavoriteResponse,
      }),
      invalidatesTags: (_result, _error, { resource, id }) => [favoriteTag(resource, id)],
      // The star turns at once; a failure puts it back (and the caller raises a toast). Cached args are objects:
      // `selectCachedArgsForQuery` flattens array arguments.
      async onQueryStarted({ resource, id, favorite }, { dispatch, getState, queryFulfilled }) {
        const patches = listApi.util
          .selectCachedArgsForQuery(getState(), 'getListFavoriteStatus')
          .filter((args) => args.resource === resource && args.ids.includes(id))
          .map((args) =>
            dispatch(
              listApi.util.updateQueryData('getListFavoriteStatus', args, (draft) => ({ ...draft, [id]: favorite })),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    deleteListItem: build.mutation<string, { resource: ListResource; id: number }>({
      query: ({ resource, id }) => ({ url: `/api/v1/${resource}/${id}`, method: 'DELETE', schema: MessageResponse }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
      invalidatesTags: (_result, _error, { resource }) => [LIST_TAGS[resource]],
    }),
    deleteListItems: build.mutation<string, { resource: ListResource; ids: readonly number[] }>({
      query: ({ resource, ids }) => ({
        url: `/api/v1/${resource}/?q=${risonQ([...ids])}`,
        method: 'DELETE',
        schema: MessageResponse,
      }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
      invalidatesTags: (_result, _error, { resource }) => [LIST_TAGS[resource]],
    }),
    getRelatedChoices: build.query<RemoteChoice[], { resource: ListResource; column: string; search: string }>({
      query: ({ resource, column, search }) => ({
        url: `/api/v1/${resource}/related/${column}?q=${risonQ(relatedQuery(search))}`,
        schema: RelatedResponse,
      }),
      transformResponse: (answer: RelatedResponse) =>
        answer.result.map((item: RelatedItem) => ({ value: item.value, label: item.text })),
    }),
  }),
});

export const {
  useGetListFavoriteStatusQuery,
  useSaveListFavoriteMutation,
  useDeleteListItemMutation,
  useDeleteListItemsMutation,
  useGetRelatedChoicesQuery,
} = listApi;
