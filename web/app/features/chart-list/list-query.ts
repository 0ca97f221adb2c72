import { listQuery, nameChoicesQuery, type ListFilter, type ListQuery } from '../lists/index.ts';
import type { ChartListState } from './list-state.ts';

/**
 * The filters of the list state with Superset's columns and operators: `chart_all_text` for the search,
 * `eq` for type and dataset, `rel_m_m` for owners and dashboards, `rel_o_m` for the last modifier, `chart_is_favorite` and
 * `chart_is_certified` on `id`.
 */
export function listFilters(state: ChartListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search });
  if (state.vizType) filters.push({ col: 'viz_type', opr: 'eq', value: state.vizType.value });
  if (state.dataset) filters.push({ col: 'datasource_id', opr: 'eq', value: state.dataset.value });
  if (state.owner) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.owner.value });
  if (state.dashboard) filters.push({ col: 'dashboards', opr: 'rel_m_m', value: state.dashboard.value });
  if (state.modifiedBy) filters.push({ col: 'changed_by', opr: 'rel_o_m', value: state.modifiedBy.value });
  if (state.favorite !== undefined) filters.push({ col: 'id', opr: 'chart_is_favorite', value: state.favorite });
  if (state.certified !== undefined) filters.push({ col: 'id', opr: 'chart_is_certified', value: state.certified });
  return filters;
}

/** The `q` argument of `GET /api/v1/chart/` for a state, as Superset's chart list sends it. */
export const chartListQuery = (state: ChartListState): ListQuery => listQuery(state, listFilters(state));

/** The dataset list query of the dataset filter: names holding `search`, by name (Superset's `createFetchDatasets`). */
export const datasetChoicesQuery = (search: string, pageSize = 50) => nameChoicesQuery('table_name', search, pageSize);

/** The dashboard list query of the dashboard filter: titles holding `search`, by title (Superset's `fetchDashboards`). */
export const dashboardChoicesQuery = (search: string, pageSize = 50) =>
  nameChoicesQuery('dashboard_title', search, pageSize);
