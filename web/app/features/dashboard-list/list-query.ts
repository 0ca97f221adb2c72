import { risonQ } from '../../core/http/rison-query.ts';
import { listQuery, type ListFilter, type ListQuery } from '../lists/index.ts';
import type { DashboardListState } from './list-state.ts';

/**
 * The filters of the list state with Superset's columns and operators: `title_or_slug` for the search, `rel_m_m` for
 * owners, `rel_o_m` for the creator, `eq` on `published`, and `dashboard_is_favorite` / `dashboard_is_certified` on `id`.
 */
export function listFilters(state: DashboardListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'dashboard_title', opr: 'title_or_slug', value: search });
  if (state.owner) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.owner.value });
  if (state.createdBy) filters.push({ col: 'created_by', opr: 'rel_o_m', value: state.createdBy.value });
  if (state.published !== undefined) filters.push({ col: 'published', opr: 'eq', value: state.published });
  if (state.favorite !== undefined) filters.push({ col: 'id', opr: 'dashboard_is_favorite', value: state.favorite });
  if (state.certified !== undefined) filters.push({ col: 'id', opr: 'dashboard_is_certified', value: state.certified });
  return filters;
}

/** The `q` argument of `GET /api/v1/dashboard/` for a state, as Superset's dashboard list sends it. */
export const dashboardListQuery = (state: DashboardListState): ListQuery => listQuery(state, listFilters(state));

/** The bundle export of some dashboards: `GET /api/v1/dashboard/export/?q=!(1,2)`. */
export const exportPath = (ids: readonly number[]): string => `/api/v1/dashboard/export/?q=${risonQ([...ids])}`;

/** A dashboard's page: `/superset/dashboard/{slug or id}/`, as Superset links it. */
export const dashboardPath = (dashboard: { id: number; slug?: string | null }): string =>
  `/superset/dashboard/${encodeURIComponent(dashboard.slug || String(dashboard.id))}/`;
