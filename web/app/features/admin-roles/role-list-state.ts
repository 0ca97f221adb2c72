import {
  choiceFilter,
  listQuery,
  listUrlCodec,
  urlId,
  type Choice,
  type ListFilter,
  type ListModel,
  type ListQuery,
  type ListStateBase,
} from '../lists/index.ts';

/** Columns the role list sorts by, as RoleApi's `order_columns` name them. */
export const ROLE_SORT_COLUMNS = ['name', 'id'] as const;
export type RoleSortColumn = (typeof ROLE_SORT_COLUMNS)[number];

/** What decides which roles the list shows: the text their name holds, a user holding them, the sort and the page. */
export interface RoleListState extends ListStateBase<RoleSortColumn> {
  user?: Choice<number>;
}

/** Superset's RolesList: by name, 25 a page, a table only. */
export const ROLE_LIST: ListModel<RoleListState> = {
  defaults: { search: '', sortColumn: 'name', sortOrder: 'asc', pageIndex: 0, pageSize: 25, viewMode: 'table' },
  sortColumns: ROLE_SORT_COLUMNS,
  sortLabels: { name: 'Name', id: 'Id' },
  sortOptions: [],
  filterFields: ['search', 'user'],
};

/** The list's state in the URL under Superset's filter keys (`(name:read,user_ids:(label:gina,value:7))`). */
export const ROLE_LIST_URL = listUrlCodec<RoleListState>(ROLE_LIST, 'name', [choiceFilter('user_ids', 'user', urlId)]);

function roleFilters(state: RoleListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'name', opr: 'ct', value: search });
  if (state.user) filters.push({ col: 'user_ids', opr: 'rel_o_m', value: state.user.value });
  return filters;
}

/** The `q` of `GET /api/v1/security/roles/search/` for a state (Superset's RolesList). */
export const roleListQuery = (state: RoleListState): ListQuery => listQuery(state, roleFilters(state));
