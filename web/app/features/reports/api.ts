import { RelatedResponse } from '#shared/api/chart.ts';
import { DashboardItemResponse } from '#shared/api/dashboard.ts';
import {
  ReportItemResponse,
  ReportListResponse,
  ReportLogListResponse,
  ReportMessageResponse,
  ReportWriteResponse,
  type ReportItem,
  type ReportPostBody,
  type ReportPutBody,
} from '#shared/api/report.ts';
import { api } from '../../core/api.ts';
import { relatedQuery, risonQ } from '../../core/http/rison-query.ts';
import type { ListQuery, RemoteChoice } from '../lists/index.ts';
import { dashboardTabsOf, type DashboardTab } from './forms/dashboard-tabs.ts';

const REPORTS = '/api/v1/report/';

/** The columns whose choices `GET /api/v1/report/related/{column}` searches. */
export type ReportRelatedColumn = 'owners' | 'created_by' | 'chart' | 'dashboard' | 'database';

/** A chart's or dashboard's own report, as its menu looks it up: the target, and the user who made it there. */
export interface EntityReportArgs {
  kind: 'chart' | 'dashboard';
  id: number;
  userId: number;
}

/**
 * The query Superset's report menu sends: reports made from this chart's (or dashboard's) modal by this user. The
 * menu shows the first; Superset's modal makes at most one per user and target.
 */
export const entityReportQuery = ({ kind, id, userId }: EntityReportArgs): ListQuery => ({
  filters: [
    { col: kind === 'chart' ? 'chart_id' : 'dashboard_id', opr: 'eq', value: id },
    { col: 'creation_method', opr: 'eq', value: kind === 'chart' ? 'charts' : 'dashboards' },
    { col: 'created_by', opr: 'rel_o_m', value: userId },
  ],
  order_column: 'name',
  order_direction: 'asc',
  page: 0,
  page_size: 1,
});

const reportsApi = api.enhanceEndpoints({ addTagTypes: ['Report', 'ReportLog'] });

/**
 * Superset's ReportScheduleRestApi: the lists, one report, writes, deletes, the execution log and the related pickers.
 * Writes that succeed invalidate every report query, so the lists and the chart's and dashboard's menus reload.
 */
export const reportApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<ReportListResponse, ListQuery>({
      query: (query) => ({ url: `${REPORTS}?q=${risonQ(query)}`, schema: ReportListResponse }),
      providesTags: ['Report'],
    }),
    getEntityReport: build.query<ReportListResponse['result'][number] | null, EntityReportArgs>({
      query: (args) => ({ url: `${REPORTS}?q=${risonQ(entityReportQuery(args))}`, schema: ReportListResponse }),
      transformResponse: (answer: ReportListResponse) => answer.result[0] ?? null,
      providesTags: ['Report'],
    }),
    getReport: build.query<ReportItem, number>({
      query: (id) => ({ url: `${REPORTS}${id}`, schema: ReportItemResponse }),
      transformResponse: (answer: ReportItemResponse) => answer.result,
      providesTags: (_report, _error, id) => [{ type: 'Report', id }],
    }),
    createReport: build.mutation<number, ReportPostBody>({
      query: (body) => ({ url: REPORTS, method: 'POST', json: body, schema: ReportWriteResponse }),
      transformResponse: (answer: ReportWriteResponse) => answer.id,
      invalidatesTags: (_id, error) => (error ? [] : ['Report']),
    }),
    updateReport: build.mutation<number, { id: number; body: ReportPutBody }>({
      query: ({ id, body }) => ({ url: `${REPORTS}${id}`, method: 'PUT', json: body, schema: ReportWriteResponse }),
      transformResponse: (answer: ReportWriteResponse) => answer.id,
      invalidatesTags: (_id, error) => (error ? [] : ['Report', 'ReportLog']),
    }),
    setReportActive: build.mutation<number, { id: number; active: boolean }>({
      query: ({ id, active }) => ({
        url: `${REPORTS}${id}`,
        method: 'PUT',
        json: { active },
        schema: ReportWriteResponse,
      }),
      transformResponse: (answer: ReportWriteResponse) => answer.id,
      invalidatesTags: (_id, _error, { id }) => [{ type: 'Report', id }],
      // The switch turns at once in every list and menu that shows the report; a refusal turns it back.
      async onQueryStarted({ id, active }, { dispatch, getState, queryFulfilled }) {
        const patches = [
          ...reportApi.util.selectCachedArgsForQuery(getState(), 'getReports').map((args) =>
            dispatch(
              reportApi.util.updateQueryData('getReports', args, (draft) => {
                for (const row of draft.result) if (row.id === id) row.active = active;
              }),
            ),
          ),
          ...reportApi.util.selectCachedArgsForQuery(getState(), 'getEntityReport').map((args) =>
            dispatch(
              reportApi.util.updateQueryData('getEntityReport', args, (draft) => {
                if (draft?.id === id) draft.active = active;
              }),
            ),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    deleteReport: build.mutation<string, number>({
      query: (id) => ({ url: `${REPORTS}${id}`, method: 'DELETE', schema: ReportMessageResponse }),
      transformResponse: (answer: ReportMessageResponse) => answer.message,
      invalidatesTags: (_message, error) => (error ? [] : ['Report']),
    }),
    deleteReports: build.mutation<string, readonly number[]>({
      query: (ids) => ({ url: `${REPORTS}?q=${risonQ([...ids])}`, method: 'DELETE', schema: ReportMessageResponse }),
      transformResponse: (answer: ReportMessageResponse) => answer.message,
      invalidatesTags: (_message, error) => (error ? [] : ['Report']),
    }),
    getReportLog: build.query<ReportLogListResponse, { id: number; query: ListQuery }>({
      query: ({ id, query }) => ({ url: `${REPORTS}${id}/log/?q=${risonQ(query)}`, schema: ReportLogListResponse }),
      providesTags: ['ReportLog'],
    }),
    getReportRelated: build.query<RemoteChoice[], { column: ReportRelatedColumn; search: string }>({
      query: ({ column, search }) => ({
        url: `${REPORTS}related/${column}?q=${risonQ(relatedQuery(search))}`,
        schema: RelatedResponse,
      }),
      transformResponse: (answer: RelatedResponse) =>
        answer.result.map((item) => ({ value: item.value, label: item.text })),
    }),
    getDashboardTabs: build.query<DashboardTab[], number>({
      query: (id) => ({ url: `/api/v1/dashboard/${id}`, schema: DashboardItemResponse }),
      transformResponse: (answer: DashboardItemResponse) => dashboardTabsOf(answer.result.position_json),
    }),
  }),
});

export const {
  useGetReportsQuery,
  useGetEntityReportQuery,
  useGetReportQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useSetReportActiveMutation,
  useDeleteReportMutation,
  useDeleteReportsMutation,
  useGetReportLogQuery,
  useGetReportRelatedQuery,
  useGetDashboardTabsQuery,
} = reportApi;
