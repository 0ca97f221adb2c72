import rison from 'rison';
import { ChartItemSelectedResponse } from '#shared/api/chart.ts';
import { DashboardListResponse, DashboardWriteResponse, type DashboardPostBody } from '#shared/api/dashboard.ts';
import { api } from '../../core/api.ts';

/** A dashboard as pickers show it. */
export interface DashboardChoice {
  id: number;
  dashboard_title: string;
}

/** How many dashboards a picker offers per search (Superset's save modal asks for 100). */
const PICKER_PAGE_SIZE = 100;

/**
 * The `?q=` of the dashboards a user may add charts to: those they own whose title holds `search`, by title, as
 * Superset's save modal asks (it adds only to dashboards the user owns).
 */
export function ownedDashboardsQuery(userId: number, search: string): string {
  return rison.encode({
    columns: ['id', 'dashboard_title'],
    filters: [
      { col: 'dashboard_title', opr: 'ct', value: search },
      { col: 'owners', opr: 'rel_m_m', value: userId },
    ],
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: PICKER_PAGE_SIZE,
  });
}

/** The dashboard endpoints the app uses so far: the owned-dashboards picker, creating a dashboard, a chart's dashboards. */
export const dashboardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownedDashboards: build.query<DashboardChoice[], { userId: number; search: string }>({
      query: ({ userId, search }) => ({
        url: `/api/v1/dashboard/?q=${encodeURIComponent(ownedDashboardsQuery(userId, search))}`,
        schema: DashboardListResponse,
      }),
      transformResponse: (answer: DashboardListResponse) =>
        answer.result.flatMap((row) =>
          row.id === undefined ? [] : [{ id: row.id, dashboard_title: row.dashboard_title ?? `Dashboard ${row.id}` }],
        ),
      providesTags: ['Dashboard'],
    }),
    /** The ids of the dashboards a saved chart sits on (what Superset's save modal reads before overwriting). */
    chartDashboardIds: build.query<number[], number>({
      query: (chartId) => ({
        url: `/api/v1/chart/${chartId}?q=${encodeURIComponent(rison.encode({ columns: ['dashboards.id', 'dashboards.dashboard_title'] }))}`,
        schema: ChartItemSelectedResponse,
      }),
      transformResponse: (answer: ChartItemSelectedResponse) =>
        (answer.result.dashboards ?? []).map((dashboard) => dashboard.id),
      providesTags: ['Dashboard'],
    }),
    createDashboard: build.mutation<DashboardWriteResponse, DashboardPostBody>({
      query: (json) => ({ url: '/api/v1/dashboard/', method: 'POST', json, schema: DashboardWriteResponse }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});
