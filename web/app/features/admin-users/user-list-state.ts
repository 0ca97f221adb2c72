import {
  choiceFilter,
  flagFilter,
  listQuery,
  listUrlCodec,
  textFilter,
  urlId,
  type Choice,
  type ListFilter,
  type ListModel,
  type ListQuery,
  type ListStateBase,
} from '../lists/index.ts';

/** Columns the user list sorts by, as UserApi's `order_columns` name them. */
export const USER_SORT_COLUMNS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'active',
  'login_count',
  'last_login',
] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

/** Everything that decides which users the list shows and how. */
export interface UserListState extends ListStateBase<UserSortColumn> {
  /** Text the user name holds. */
  search: string;
  /** Text the first name, last name or e-mail holds (each its own filter). */
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: Choice<number>;
  active?: boolean;
}

/** Superset's UsersList: by user name, 25 a page, a table only. */
export const USER_LIST: ListModel<UserListState> = {
  defaults: { search: '', sortColumn: 'username', sortOrder: 'asc', pageIndex: 0, pageSize: 25, viewMode: 'table' },
  sortColumns: USER_SORT_COLUMNS,
  sortLabels: {
    first_name: 'First name',
    last_name: 'Last name',
    username: 'User name',
    email: 'Email',
    active: 'Is active?',
    login_count: 'Login count',
    last_login: 'Last login',
  },
  sortOptions: [],
  filterFields: ['search', 'firstName', 'lastName', 'email', 'role', 'active'],
};

/**
 * The list's state in the URL under Superset's filter keys
 * (`(username:ann,first_name:an,email:example.org,roles:(label:Gamma,value:4),active:(label:Yes,value:!t))`).
 */
export const USER_LIST_URL = listUrlCodec<UserListState>(USER_LIST, 'username', [
  textFilter('first_name', 'firstName'),
  textFilter('last_name', 'lastName'),
  textFilter('email', 'email'),
  choiceFilter('roles', 'role', urlId),
  flagFilter('active', 'active'),
]);

/** The text filters and the column each searches, in the order Superset's filter bar shows them. */
const TEXT_FILTERS = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
] as const;

function userFilters(state: UserListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  for (const [field, col] of TEXT_FILTERS) {
    const value = state[field]?.trim();
    if (value) filters.push({ col, opr: 'ct', value });
  }
  if (search !== '') filters.push({ col: 'username', opr: 'ct', value: search });
  if (state.role) filters.push({ col: 'roles', opr: 'rel_m_m', value: state.role.value });
  if (state.active !== undefined) filters.push({ col: 'active', opr: 'eq', value: state.active });
  return filters;
}

/** The `q` of `GET /api/v1/security/users/` for a state. */
export const userListQuery = (state: UserListState): ListQuery => listQuery(state, userFilters(state));
