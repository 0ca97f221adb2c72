import * as z from 'zod';
import { RelatedResponse } from '#shared/api/chart.ts';
import {
  RlsItemResponse,
  RlsListResponse,
  RlsWriteResponse,
  type RlsItem,
  type RlsPostBody,
  type RlsPutBody,
} from '#shared/api/row-level-security.ts';
import { api } from '../../core/api.ts';
import { relatedQuery, risonQ } from '../../core/http/rison-query.ts';
import type { ListQuery, RemoteChoice } from '../lists/index.ts';

const RULES = '/api/v1/rowlevelsecurity/';

/** How many choices a related search answers at once (Superset's select pages by 25 too). */
const RELATED_PAGE_SIZE = 25;

/** The columns whose choices `GET /api/v1/rowlevelsecurity/related/{column}` searches: datasets and roles. */
export type RlsRelatedColumn = 'tables' | 'roles';

/** Answers carrying only Superset's `message` (the deletes). */
const MessageResponse = z.looseObject({ message: z.string() });
type MessageResponse = z.infer<typeof MessageResponse>;

/** A rule to add (no id) or to change (its id), with the body the API takes for it. */
export type RlsSave = { id?: undefined; body: RlsPostBody } | { id: number; body: RlsPutBody };

const noTagsOnError = (_result: unknown, error: unknown) => (error ? [] : ['RowLevelSecurity' as const]);

/**
 * Superset's RLSRestApi: the rule list, one rule, its writes and deletes (one, or several at once), and the datasets
 * and roles a rule may name. Writes that succeed reload the list and the rule.
 */
export const rlsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRlsRules: build.query<RlsListResponse, ListQuery>({
      query: (query) => ({ url: `${RULES}?q=${risonQ(query)}`, schema: RlsListResponse }),
      providesTags: ['RowLevelSecurity'],
    }),
    getRlsRule: build.query<RlsItem, number>({
      query: (id) => ({ url: `${RULES}${id}`, schema: RlsItemResponse }),
      transformResponse: (answer: RlsItemResponse) => answer.result,
      providesTags: (_rule, _error, id) => [{ type: 'RowLevelSecurity', id }],
    }),
    saveRlsRule: build.mutation<number, RlsSave>({
      query: ({ id, body }) => ({
        url: id === undefined ? RULES : `${RULES}${id}`,
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
        schema: RlsWriteResponse,
      }),
      transformResponse: (answer: RlsWriteResponse) => answer.id,
      invalidatesTags: noTagsOnError,
    }),
    deleteRlsRule: build.mutation<string, number>({
      query: (id) => ({ url: `${RULES}${id}`, method: 'DELETE', schema: MessageResponse }),
      transformResponse: (answer: MessageResponse) => answer.message,
      invalidatesTags: noTagsOnError,
    }),
    deleteRlsRules: build.mutation<string, readonly number[]>({
      query: (ids) => ({ url: `${RULES}?q=${risonQ([...ids])}`, method: 'DELETE', schema: MessageResponse }),
      transformResponse: (answer: MessageResponse) => answer.message,
      invalidatesTags: noTagsOnError,
    }),
    getRlsRelated: build.query<RemoteChoice[], { column: RlsRelatedColumn; search: string }>({
      query: ({ column, search }) => ({
        url: `${RULES}related/${column}?q=${risonQ(relatedQuery(search, RELATED_PAGE_SIZE))}`,
        schema: RelatedResponse,
      }),
      transformResponse: (answer: RelatedResponse) =>
        answer.result.map((item) => ({ value: item.value, label: item.text })),
    }),
  }),
});

export const {
  useGetRlsRulesQuery,
  useGetRlsRuleQuery,
  useSaveRlsRuleMutation,
  useDeleteRlsRuleMutation,
  useDeleteRlsRulesMutation,
  useGetRlsRelatedQuery,
} = rlsApi;
