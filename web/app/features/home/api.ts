import rison from 'rison';
import { ChartListSelectedResponse } from '#shared/api/chart.ts';
import { DashboardListResponse } from '#shared/api/dashboard.ts';
import { RecentActivityResponse } from '#shared/api/log.ts';
import { SavedQueryListResponse } from '#shared/api/saved-query.ts';
import { api } from '../../core/api.ts';
import type { HomeItem } from './home-section.tsx';

/** How many items a home section shows (Superset's welcome page reads five of each, newest change first). */
export const HOME_PAGE_SIZE = 5;

/** Which of a user's things a section lists: their favourites, or the ones they own (Superset's "Favorite" and "Mine" tabs). */
export type HomeTab = 'favorite' | 'mine';

type Filter = { col: string; opr: string; value: unknown };

/** A `?q=` for the newest `HOME_PAGE_SIZE` rows under `filters`, cut to `columns`. */
export function newestQuery(columns: string[], filters: Filter[]) {
  return {
    columns,
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: HOME_PAGE_SIZE,
  };
}

const q = (columns: string[], filters: Filter[]) => encodeURIComponent(rison.encode(newestQuery(columns, filters)));

/** Superset's welcome page filters: "Mine" is what the user owns, "Favorite" what they starred. */
export function homeFilters(resource: 'chart' | 'dashboard', tab: HomeTab, userId: number): Filter[] {
  return tab === 'favorite'
    ? [{ col: 'id', opr: `${resource}_is_favorite`, value: true }]
    : [{ col: 'owners', opr: 'rel_m_m', value: userId }];
}

const modified = (ago: string | undefined): string | undefined => (ago ? `Modified ${ago}` : undefined);

/** The home page's lists: the user's charts, dashboards and saved queries. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeCharts: build.query<HomeItem[], { tab: HomeTab; userId: number }>({
      query: ({ tab, userId }) => ({
        url: `/api/v1/chart/?q=${q(['id', 'slice_name', 'url', 'changed_on_delta_humanized'], homeFilters('chart', tab, userId))}`,
        schema: ChartListSelectedResponse,
      }),
      transformResponse: (answer: ChartListSelectedResponse) =>
        answer.result.map((row, index) => ({
          id: row.id ?? index,
          title: row.slice_name ?? 'Untitled chart',
          href: row.url ?? `/explore/?slice_id=${row.id}`,
          description: modified(row.changed_on_delta_humanized),
        })),
      providesTags: ['ChartList', 'Favorite'],
    }),
    homeDashboards: build.query<HomeItem[], { tab: HomeTab; userId: number }>({
      query: ({ tab, userId }) => ({
        url: `/api/v1/dashboard/?q=${q(['id', 'dashboard_title', 'url', 'changed_on_delta_humanized'], homeFilters('dashboard', tab, userId))}`,
        schema: DashboardListResponse,
      }),
      transformResponse: (answer: DashboardListResponse) =>
        answer.result.map((row, index) => ({
          id: row.id ?? index,
          title: row.dashboard_title || '[ untitled dashboard ]',
          href: row.url ?? `/superset/dashboard/${row.id}/`,
          description: modified(row.changed_on_delta_humanized),
        })),
      providesTags: ['Dashboard', 'Favorite'],
    }),
    homeSavedQueries: build.query<HomeItem[], number>({
      query: (userId) => ({
        url: `/api/v1/saved_query/?q=${q(['id', 'label', 'changed_on_delta_humanized'], [{ col: 'created_by', opr: 'rel_o_m', value: userId }])}`,
        schema: SavedQueryListResponse,
      }),
      transformResponse: (answer: SavedQueryListResponse) =>
        answer.result.map((row) => ({
          id: row.id,
          title: row.label ?? 'Untitled query',
          href: `/sqllab/?savedQueryId=${row.id}`,
          description: modified(row.changed_on_delta_humanized),
        })),
    }),
    homeRecents: build.query<HomeItem[], void>({
      // Superset's welcome page reads the same number of recent objects as of the other sections.
      query: () => ({
        url: `/api/v1/log/recent_activity/?q=${encodeURIComponent(rison.encode({ page: 0, page_size: HOME_PAGE_SIZE }))}`,
        schema: RecentActivityResponse,
      }),
      transformResponse: (answer: RecentActivityResponse) =>
        answer.result.map((row) => ({
          id: `${row.item_type}-${row.item_url}`,
          title: row.item_title,
          href: row.item_url,
          description: `Viewed ${row.time_delta_humanized}`,
        })),
    }),
  }),
});
