import { risonQ } from '../../../core/http/rison-query.ts';
import {
  choiceFilter,
  flagFilter,
  listQuery,
  listUrlCodec,
  urlId,
  type Choice,
  type ListFilter,
  type ListModel,
  type ListQuery,
  type ListStateBase,
} from '../../lists/index.ts';

/** Columns the dataset list sorts by, as DatasetRestApi's `order_column` names them. */
export const SORT_COLUMNS = ['table_name', 'database.database_name', 'schema', 'changed_on_delta_humanized'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Everything that decides which datasets the list shows and how. */
export interface DatasetListState extends ListStateBase<SortColumn> {
  /** Free text over the table name (Superset's `ct` on `table_name`). */
  search: string;
  owner?: Choice<number>;
  database?: Choice<number>;
  /** Physical (true) or virtual (false): Superset's `dataset_is_null_or_empty` on `sql`. */
  physical?: boolean;
  certified?: boolean;
}

/** Superset's DatasetList: newest change first, 25 a page, a table only. */
export const DATASET_LIST: ListModel<DatasetListState> = {
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
    table_name: 'Name',
    'database.database_name': 'Database',
    schema: 'Schema',
    changed_on_delta_humanized: 'Last modified',
  },
  sortOptions: [],
  filterFields: ['search', 'owner', 'database', 'physical', 'certified'],
};

/** The list's state in the URL under Superset's filter keys (`(table_name:sales,sql:(label:Physical,value:!t))`). */
export const DATASET_LIST_URL = listUrlCodec<DatasetListState>(DATASET_LIST, 'table_name', [
  choiceFilter('owners', 'owner', urlId),
  choiceFilter('database', 'database', urlId),
  flagFilter('sql', 'physical', ['Physical', 'Virtual']),
  flagFilter('certified', 'certified'),
]);

/** The filters of a state with Superset's columns and operators (DatasetList's `filters` config). */
function listFilters(state: DatasetListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'table_name', opr: 'ct', value: search });
  if (state.owner) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.owner.value });
  if (state.database) filters.push({ col: 'database', opr: 'rel_o_m', value: state.database.value });
  if (state.physical !== undefined)
    filters.push({ col: 'sql', opr: 'dataset_is_null_or_empty', value: state.physical });
  if (state.certified !== undefined) filters.push({ col: 'id', opr: 'dataset_is_certified', value: state.certified });
  return filters;
}

/** The `q` of `GET /api/v1/dataset/` for a state, as Superset's dataset list sends it. */
export const datasetListQuery = (state: DatasetListState): ListQuery => listQuery(state, listFilters(state));

/** The bundle export of some datasets: `GET /api/v1/dataset/export/?q=!(1,2)`. */
export const datasetExportPath = (ids: readonly number[]): string => `/api/v1/dataset/export/?q=${risonQ([...ids])}`;

/** Where a dataset opens in Explore, as Superset's list links it. */
export const datasetExplorePath = (id: number): string => `/explore/?datasource_type=table&datasource_id=${id}`;
