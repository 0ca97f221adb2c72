import * as z from 'zod';
import { RelatedResponse } from '#shared/api/chart.ts';
import { QueryHistoryResponse } from '#shared/api/query-history.ts';
import { SavedQueryListItem as SavedQueryRow } from '#shared/api/saved-query.ts';
import { SqlLabPermalinkState } from '#shared/sqllab/tab-state.ts';
import { api } from '../../core/api.ts';
import { relatedQuery, risonQ } from '../../core/http/rison-query.ts';
import type { ListQuery, RemoteChoice } from '../lists/index.ts';

/** A row of `GET /api/v1/saved_query/` with the fields the saved query list shows. */
export const SavedQueryListItem = SavedQueryRow.extend({
  changed_on: z.string(),
  created_by: z
    .looseObject({ id: z.number().int().optional(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  tags: z.array(z.looseObject({ id: z.number().int(), name: z.string() })).optional(),
});
export type SavedQueryListItem = z.infer<typeof SavedQueryListItem>;

const SavedQueryListPage = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(SavedQueryListItem),
});
export type SavedQueryListPage = z.infer<typeof SavedQueryListPage>;

/** Answers carrying only Superset's `message` (deletes). */
const MessageResponse = z.looseObject({ message: z.string() });

/** Answer of Superset's `distinct` endpoints. */
const DistinctResponse = z.looseObject({
  count: z.number().int(),
  result: z.array(z.looseObject({ text: z.string(), value: z.string() })),
});

/** The Superset resources whose `related` choices these pages search. */
export type SqlResource = 'saved_query' | 'query';

/**
 * The saved query list's, the query history's and the permalink opener's endpoints over Superset's SavedQueryRestApi,
 * QueryRestApi and SqlLabPermalinkRestApi. The pages refetch on mount, so no cache tag is needed for SQL Lab's saves.
 */
export const sqlQueriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedQueryListPage: build.query<SavedQueryListPage, ListQuery>({
      query: (query) => ({ url: `/api/v1/saved_query/?q=${risonQ(query)}`, schema: SavedQueryListPage }),
    }),
    deleteSavedQuery: build.mutation<string, number>({
      query: (id) => ({ url: `/api/v1/saved_query/${id}`, method: 'DELETE', schema: MessageResponse }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
    }),
    deleteSavedQueries: build.mutation<string, readonly number[]>({
      query: (ids) => ({
        url: `/api/v1/saved_query/?q=${risonQ([...ids])}`,
        method: 'DELETE',
        schema: MessageResponse,
      }),
      transformResponse: (answer: z.infer<typeof MessageResponse>) => answer.message,
    }),
    getQueryHistoryPage: build.query<QueryHistoryResponse, ListQuery>({
      query: (query) => ({ url: `/api/v1/query/?q=${risonQ(query)}`, schema: QueryHistoryResponse }),
    }),
    /** The states the caller's queries are in (`GET /api/v1/query/distinct/status`), for the history's state filter. */
    getQueryStatuses: build.query<string[], void>({
      query: () => ({
        url: `/api/v1/query/distinct/status?q=${risonQ({ page: 0, page_size: 100 })}`,
        schema: DistinctResponse,
      }),
      transformResponse: (answer: z.infer<typeof DistinctResponse>) => answer.result.map((item) => item.value),
    }),
    getSqlRelatedChoices: build.query<RemoteChoice[], { resource: SqlResource; column: string; search: string }>({
      query: ({ resource, column, search }) => ({
        url: `/api/v1/${resource}/related/${column}?q=${risonQ(relatedQuery(search))}`,
        schema: RelatedResponse,
      }),
      transformResponse: (answer: RelatedResponse) =>
        answer.result.map((item) => ({ value: item.value, label: item.text })),
    }),
    /** Superset's client reads every SQL Lab permalink as `kv:<key>`, which also finds keys carried over from Superset. */
    getSqlLabPermalink: build.query<SqlLabPermalinkState, string>({
      query: (key) => ({ url: `/api/v1/sqllab/permalink/kv:${encodeURIComponent(key)}`, schema: SqlLabPermalinkState }),
    }),
  }),
});

export const {
  useGetSavedQueryListPageQuery,
  useDeleteSavedQueryMutation,
  useDeleteSavedQueriesMutation,
  useGetQueryHistoryPageQuery,
  useGetQueryStatusesQuery,
  useGetSqlRelatedChoicesQuery,
  useGetSqlLabPermalinkQuery,
} = sqlQueriesApi;
