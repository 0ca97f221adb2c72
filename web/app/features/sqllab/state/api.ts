import rison from 'rison';
import type { ClientQuery, QueryExecutionAnswer } from '#shared/sqllab/query-types.ts';
import type { TabStateDict } from '#shared/sqllab/tab-state.ts';
import { api } from '../../../core/api.ts';
import type { SqlLabDatabase } from '../types.ts';
import type { RestQuery } from './shapes.ts';

/** GET /api/v1/sqllab/: what a reload restores from (Superset's SqlLabBootstrapSchema). */
export interface SqlLabBootstrap {
  active_tab: TabStateDict | null;
  tab_state_ids: [number, string][];
  databases: Record<string, SqlLabDatabase>;
  queries: Record<string, ClientQuery>;
  user_id: number | string;
}

/** The body of POST /api/v1/sqllab/execute/ (Superset's ExecutePayloadSchema). */
export interface ExecuteBody {
  client_id: string;
  database_id: number;
  sql: string;
  catalog: string | null;
  schema: string | null;
  sql_editor_id: string | null;
  tab: string | null;
  runAsync: boolean;
  queryLimit: number | null;
  templateParams: string | null;
  select_as_cta: boolean;
  expand_data: boolean;
  json: boolean;
}

/** An execute answer: rows (200, synchronous) or the query pending (202, asynchronous). */
export type ExecuteAnswer = QueryExecutionAnswer | { query: ClientQuery; data?: undefined };

/** One statement's cost as POST /api/v1/sqllab/estimate/ answers it. */
export type StatementCost = Record<string, unknown>;

/** The fields of PUT /tabstateview/{id}. */
export interface TabStateUpdateBody {
  database_id?: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  label?: string;
  query_limit?: number | null;
  latest_query_id?: string | null;
  template_params?: string | null;
  hide_left_bar?: boolean;
  autorun?: boolean;
  extra_json?: string | null;
  saved_query_id?: number | null;
}

/** The fields of GET /api/v1/saved_query/{pk} a tab opens from. */
export interface SavedQueryShow {
  id: number;
  label: string;
  catalog: string | null;
  schema: string | null;
  sql: string;
  template_parameters: string | null;
  database?: { id: number; database_name: string };
}

/** The fields of GET /api/v1/dataset/{pk} a tab opens from. */
export interface DatasetForQuery {
  id: number;
  table_name: string;
  catalog?: string | null;
  schema: string | null;
  sql?: string | null;
  database: { id: number };
}

const tabPath = (id: string | number): string => `/tabstateview/${encodeURIComponent(String(id))}`;

/** SQL Lab's endpoints: bootstrap, tabs and table panels kept on the server, running queries and their results. */
export const sqlLabApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabBootstrap: build.query<SqlLabBootstrap, void>({
      query: () => '/api/v1/sqllab/',
      transformResponse: (answer: { result: SqlLabBootstrap }) => answer.result,
    }),
    getTabState: build.query<TabStateDict, string>({ query: (id) => tabPath(id) }),
    createTabState: build.mutation<{ id: number }, { queryEditor: Record<string, unknown> }>({
      query: (json) => ({ url: '/tabstateview/', method: 'POST', json }),
    }),
    updateTabState: build.mutation<number, { id: string; fields: TabStateUpdateBody }>({
      query: ({ id, fields }) => ({ url: tabPath(id), method: 'PUT', json: fields }),
    }),
    deleteTabState: build.mutation<unknown, string>({ query: (id) => ({ url: tabPath(id), method: 'DELETE' }) }),
    activateTabState: build.mutation<number, string>({
      query: (id) => ({ url: `${tabPath(id)}/activate`, method: 'POST', json: {} }),
    }),
    migrateQueryToTab: build.mutation<unknown, { tabId: string; queryId: string }>({
      query: ({ tabId, queryId }) => ({ url: `${tabPath(tabId)}/migrate_query`, method: 'POST', json: { queryId } }),
    }),
    removeTabQuery: build.mutation<unknown, { tabId: string; clientId: string }>({
      query: ({ tabId, clientId }) => ({
        url: `${tabPath(tabId)}/query/${encodeURIComponent(clientId)}`,
        method: 'DELETE',
      }),
    }),
    addTablePanel: build.mutation<{ id: number }, { table: Record<string, unknown> }>({
      query: (json) => ({ url: '/tableschemaview/', method: 'POST', json }),
    }),
    setTablePanelExpanded: build.mutation<unknown, { id: number; expanded: boolean }>({
      query: ({ id, expanded }) => ({ url: `/tableschemaview/${id}/expanded`, method: 'POST', json: { expanded } }),
    }),
    deleteTablePanel: build.mutation<unknown, number>({
      query: (id) => ({ url: `/tableschemaview/${id}`, method: 'DELETE' }),
    }),
    executeQuery: build.mutation<ExecuteAnswer, ExecuteBody>({
      query: (json) => ({ url: '/api/v1/sqllab/execute/', method: 'POST', json }),
    }),
    fetchResults: build.mutation<QueryExecutionAnswer, { key: string; rows?: number }>({
      query: (q) => `/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode(q))}`,
    }),
    estimateCost: build.mutation<
      StatementCost[],
      {
        database_id: number;
        sql: string;
        catalog: string | null;
        schema: string | null;
        template_params?: Record<string, unknown>;
      }
    >({
      query: (json) => ({ url: '/api/v1/sqllab/estimate/', method: 'POST', json }),
      transformResponse: (answer: { result: { statements: StatementCost[] } }) => answer.result.statements,
    }),
    formatSql: build.mutation<string, { sql: string; database_id?: number | null; engine?: string | null }>({
      query: (json) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', json }),
      transformResponse: (answer: { result: string }) => answer.result,
    }),
    queriesUpdatedSince: build.mutation<RestQuery[], number>({
      query: (lastUpdatedMs) =>
        `/api/v1/query/updated_since?q=${encodeURIComponent(rison.encode({ last_updated_ms: lastUpdatedMs }))}`,
      transformResponse: (answer: { result: RestQuery[] }) => answer.result,
    }),
    /** A saved query, to open in a tab (`?savedQueryId=`). */
    getSavedQuery: build.mutation<SavedQueryShow, number>({
      query: (id) => `/api/v1/saved_query/${id}`,
      transformResponse: (answer: { result: SavedQueryShow }) => answer.result,
    }),
    /** A past query, to open in a tab (`?queryId=`). */
    getQueryRecord: build.mutation<RestQuery, number>({
      query: (id) => `/api/v1/query/${id}`,
      transformResponse: (answer: { result: RestQuery }) => answer.result,
    }),
    /** A dataset, to query in a tab ('View in SQL Lab' from Explore). */
    getDatasetForQuery: build.mutation<DatasetForQuery, number>({
      query: (id) => `/api/v1/dataset/${id}`,
      transformResponse: (answer: { result: DatasetForQuery }) => answer.result,
    }),
    stopQuery: build.mutation<unknown, string>({
      query: (clientId) => ({ url: '/api/v1/query/stop', method: 'POST', json: { client_id: clientId } }),
    }),
  }),
});

export const { useGetSqlLabBootstrapQuery, useGetTabStateQuery, useFormatSqlMutation, useEstimateCostMutation } =
  sqlLabApi;
