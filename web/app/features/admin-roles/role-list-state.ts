import { listQuery, listUrlCodec, type ListFilter, type ListModel, type ListQuery, type ListStateBase } from '../lists/index.ts';

/** Columns the role list sorts by, as RoleApi's `order_columns` name them. */
export const ROLE_SORT_COLUMNS = ['name', 'id'] as const;
export type RoleSortColumn = (typeof ROLE_SORT_COLUMNS)[number];

/** What decides which roles the list shows: the text their name holds, the sort and the page. */
export type RoleListState = ListStateBase<RoleSortColumn>;

/** Superset's RolesList: by name, 25 a page, a table only. */
export const ROLE_LIST: ListModel<RoleListState> = {
  defaults: { search: '', sortColumn: 'name', sortOrder: 'asc', pageIndex: 0, pageSize: 25, viewMode: 'table' },
  sortColumns: ROLE_SORT_COLUMNS,
  sortLabels: { name: 'Name', id: 'Id' },
  sortOptions: [],
  filterFields: ['search'],
};

/** The list's state in the URL under Superset's filter key (`(name:read)`). */
export const ROLE_LIST_URL = listUrlCodec<RoleListState>(ROLE_LIST, 'name', []);

function roleFilters(state: RoleListState): ListFilter[] {
  const search = state.search.trim();
  return search === '' ? [] : [{ col: 'name', opr: 'ct', value: search }];
}

/** The `q` of `GET /api/v1/security/roles/` for a state. */
export const roleListQuery = (state: RoleListState): ListQuery => listQuery(state, roleFilters(state));
