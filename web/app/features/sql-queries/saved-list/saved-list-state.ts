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
} from '../../lists/index.ts';

/** Columns the saved query list sorts by, as SavedQueryRestApi's `order_column` names them. */
export const SORT_COLUMNS = [
  'label',
  'database.database_name',
  'schema',
  'created_by.first_name',
  'changed_on_delta_humanized',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Everything that decides which saved queries the list shows and how. */
export interface SavedQueryListState extends ListStateBase<SortColumn> {
  /** Free text over name, description and SQL (Superset's `all_text`). */
  search: string;
  database?: Choice<number>;
  createdBy?: Choice<number>;
}

/** Superset's SavedQueryList: newest change first, 25 a page, a table only. */
export const SAVED_QUERY_LIST: ListModel<SavedQueryListState> = {
  defaults: {
    search: '',
    sortColumn: 'changed_on_delta_humanized',
    sortOrder: 'desc',
    pageIndex: 0,
    pageSize: 25,
    viewMode: 'table',
  },
  sortColumns: SORT_COLUMNS,
  sortLabels: {
    label: 'Name',
    'database.database_name': 'Database',
    schema: 'Schema',
    'created_by.first_name': 'Created by',
    changed_on_delta_humanized: 'Last modified',
  },
  sortOptions: [],
  filterFields: ['search', 'database', 'createdBy'],
};

/** The list's state in the URL under Superset's filter keys (`(label:sales,database:(label:examples,value:1))`). */
export const SAVED_QUERY_LIST_URL = listUrlCodec<SavedQueryListState>(SAVED_QUERY_LIST, 'label', [
  choiceFilter('database', 'database', urlId),
  choiceFilter('created_by', 'createdBy', urlId),
]);

/** The filters of a state with Superset's columns and operators. */
function listFilters(state: SavedQueryListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'label', opr: 'all_text', value: search });
  if (state.database) filters.push({ col: 'database', opr: 'rel_o_m', value: state.database.value });
  if (state.createdBy) filters.push({ col: 'created_by', opr: 'rel_o_m', value: state.createdBy.value });
  return filters;
}

/** The `q` of `GET /api/v1/saved_query/` for a state, as Superset's saved query list sends it. */
export const savedQueryListQuery = (state: SavedQueryListState): ListQuery => listQuery(state, listFilters(state));

/** Where a saved query opens in SQL Lab, and the link Superset's "Copy query URL" copies (with the origin). */
export const savedQueryPath = (id: number): string => `/sqllab/?savedQueryId=${id}`;
