import rison from 'rison';
import type { ChartListState } from './list-state.ts';

/** One filter of a Superset list query: `(col:slice_name,opr:chart_all_text,value:sales)`. */
export interface ListFilter {
  col: string;
  opr: string;
  value: string | number | boolean;
}

/** The `q` argument of `GET /api/v1/chart/` as Superset's chart list sends it. */
export interface ChartListQuery {
  filters: ListFilter[];
  order_column: string;
  order_direction: 'asc' | 'desc';
  page: number;
  page_size: number;
}

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

/** The list query for a state: its filters, sort and page. */
export function chartListQuery(state: ChartListState): ChartListQuery {
  return {
    filters: listFilters(state),
    order_column: state.sortColumn,
    order_direction: state.sortOrder,
    page: state.pageIndex,
    page_size: state.pageSize,
  };
}

/** `?q=` of a request, Rison-encoded and URL-escaped. */
export function risonQ(value: unknown): string {
  return encodeURIComponent(rison.encode(value));
}

/** Superset's `related` query: users whose name holds `search`, first page. */
export const relatedQuery = (search: string, pageSize = 50) => ({ filter: search.trim(), page: 0, page_size: pageSize });

/** The dataset list query of the dataset filter: names holding `search`, by name (Superset's `createFetchDatasets`). */
export function datasetChoicesQuery(search: string, pageSize = 50) {
  const value = search.trim();
  return {
    columns: ['id', 'table_name'],
    filters: value === '' ? [] : [{ col: 'table_name', opr: 'ct', value }],
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: pageSize,
  };
}

/** The dashboard list query of the dashboard filter: titles holding `search`, by title (Superset's `fetchDashboards`). */
export function dashboardChoicesQuery(search: string, pageSize = 50) {
  const value = search.trim();
  return {
    columns: ['id', 'dashboard_title'],
    filters: value === '' ? [] : [{ col: 'dashboard_title', opr: 'ct', value }],
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: pageSize,
  };
}
