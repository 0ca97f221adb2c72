import type { ListStateBase } from './list-state.ts';

/** One filter of a Superset list query: `(col:slice_name,opr:chart_all_text,value:sales)`. */
export interface ListFilter {
  col: string;
  opr: string;
  value: string | number | boolean;
}

/** The `q` argument of a Superset list endpoint (`GET /api/v1/chart/`) as Superset's lists send it. */
export interface ListQuery {
  filters: ListFilter[];
  order_column: string;
  order_direction: 'asc' | 'desc';
  page: number;
  page_size: number;
}

/** The list query of a state: the list's own `filters` of it, with its sort and page. */
export function listQuery(state: ListStateBase, filters: ListFilter[]): ListQuery {
  return {
    filters,
    order_column: state.sortColumn,
    order_direction: state.sortOrder,
    page: state.pageIndex,
    page_size: state.pageSize,
  };
}

/**
 * The query of a select filter's options from another list: ids and `column`, the ones whose `column` holds `search`,
 * sorted by it (Superset's `createFetchDatasets`, `fetchDashboards`).
 */
export function nameChoicesQuery(column: string, search: string, pageSize = 50) {
  const value = search.trim();
  return {
    columns: ['id', column],
    filters: value === '' ? [] : [{ col: column, opr: 'ct', value }],
    order_column: column,
    order_direction: 'asc',
    page: 0,
    page_size: pageSize,
  };
}
