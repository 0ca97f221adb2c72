import { RLS_ORDER_COLUMNS, RlsFilterType } from '#shared/api/row-level-security.ts';
import {
  choiceFilter,
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

/** Columns the rule list sorts by, as RLSRestApi's `order_columns` name them. */
export type RlsSortColumn = (typeof RLS_ORDER_COLUMNS)[number];

/**
 * What decides which rules the list shows: text the name holds (`search`), the filter type, text the group key holds,
 * a role and a dataset the rule names, the sort and the page.
 */
export interface RlsListState extends ListStateBase<RlsSortColumn> {
  filterType?: Choice<RlsFilterType>;
  groupKey?: string;
  role?: Choice<number>;
  table?: Choice<number>;
}

/** Superset's RowLevelSecurityList: the last modified first, 25 a page, a table only. */
export const RLS_LIST: ListModel<RlsListState> = {
  defaults: {
    search: '',
    sortColumn: 'changed_on_delta_humanized',
    sortOrder: 'desc',
    pageIndex: 0,
    pageSize: 25,
    viewMode: 'table',
  },
  sortColumns: RLS_ORDER_COLUMNS,
  sortLabels: {
    name: 'Name',
    filter_type: 'Filter Type',
    clause: 'Clause',
    group_key: 'Group Key',
    changed_on_delta_humanized: 'Last modified',
  },
  sortOptions: [],
  filterFields: ['search', 'filterType', 'groupKey', 'role', 'table'],
};

/**
 * The list's state in the URL under Superset's filter keys
 * (`(name:sales,filter_type:(label:Base,value:Base),group_key:region,roles:(label:Gamma,value:4))`).
 */
export const RLS_LIST_URL = listUrlCodec<RlsListState>(RLS_LIST, 'name', [
  choiceFilter('filter_type', 'filterType', RlsFilterType),
  textFilter('group_key', 'groupKey'),
  choiceFilter('roles', 'role', urlId),
  choiceFilter('tables', 'table', urlId),
]);

function rlsFilters(state: RlsListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const name = state.search.trim();
  const groupKey = state.groupKey?.trim() ?? '';
  if (name !== '') filters.push({ col: 'name', opr: 'ct', value: name });
  if (state.filterType) filters.push({ col: 'filter_type', opr: 'eq', value: state.filterType.value });
  if (groupKey !== '') filters.push({ col: 'group_key', opr: 'ct', value: groupKey });
  if (state.role) filters.push({ col: 'roles', opr: 'rel_m_m', value: state.role.value });
  if (state.table) filters.push({ col: 'tables', opr: 'rel_m_m', value: state.table.value });
  return filters;
}

/** The `q` of `GET /api/v1/rowlevelsecurity/` for a state. */
export const rlsListQuery = (state: RlsListState): ListQuery => listQuery(state, rlsFilters(state));
