import rison from 'rison';
import { PAGE_SIZE, type ChartListState } from './list-state.ts';

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

/** The filters of the list state, with Superset's operators (`chart_all_text`, `rel_m_m`, `chart_is_favorite`...). */
export function listFilters(state: ChartListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search });
  if (state.vizType !== undefined) filters.push({ col: 'viz_type', opr: 'eq', value: state.vizType });
  if (state.datasetId !== undefined) filters.push({ col: 'datasource_id', opr: 'eq', value: state.datasetId });
  if (state.ownerId !== undefined) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.ownerId });
  if (state.favorite !== undefined) filters.push({ col: 'id', opr: 'chart_is_favorite', value: state.favorite === 'yes' });
  if (state.certified !== undefined) filters.push({ col: 'id', opr: 'chart_is_certified', value: state.certified === 'yes' });
  return filters;
}

/** The list query for a state: its filters, sort and page. */
export function chartListQuery(state: ChartListState): ChartListQuery {
  return {
    filters: listFilters(state),
    order_column: state.sortColumn,
    order_direction: state.sortOrder,
    page: state.pageIndex,
    page_size: PAGE_SIZE,
  };
}

/** `?q=` of a list request, Rison-encoded and URL-escaped. */
export function risonQ(value: unknown): string {
  return encodeURIComponent(rison.encode(value));
}
