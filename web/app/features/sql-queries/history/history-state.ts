import {
  choiceFilter,
  listQuery,
  listUrlCodec,
  urlId,
  urlText,
  type Choice,
  type ListFilter,
  type ListModel,
  type ListQuery,
  type ListStateBase,
} from '../../lists/index.ts';

/** Columns the query history sorts by, as QueryRestApi's `order_column` names them. */
export const SORT_COLUMNS = [
  'start_time',
  'tab_name',
  'database.database_name',
  'user.first_name',
  'rows',
  'sql',
  'changed_on',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Everything that decides which queries the history shows and how. */
export interface QueryHistoryState extends ListStateBase<SortColumn> {
  /** Text the SQL contains. */
  search: string;
  status?: Choice<string>;
  database?: Choice<number>;
  user?: Choice<number>;
}

/** Superset's QueryList: the latest start first, 25 a page, a table only. */
export const QUERY_HISTORY: ListModel<QueryHistoryState> = {
  defaults: { search: '', sortColumn: 'start_time', sortOrder: 'desc', pageIndex: 0, pageSize: 25, viewMode: 'table' },
  sortColumns: SORT_COLUMNS,
  sortLabels: {
    start_time: 'Time',
    tab_name: 'Tab name',
    'database.database_name': 'Database',
    'user.first_name': 'User',
    rows: 'Rows',
    sql: 'SQL',
    changed_on: 'Last change',
  },
  sortOptions: [],
  filterFields: ['search', 'status', 'database', 'user'],
};

/** The history's state in the URL under Superset's filter keys (`(sql:birth,status:(label:Success,value:success))`). */
export const QUERY_HISTORY_URL = listUrlCodec<QueryHistoryState>(QUERY_HISTORY, 'sql', [
  choiceFilter('status', 'status', urlText),
  choiceFilter('database', 'database', urlId),
  choiceFilter('user', 'user', urlId),
]);

/** The filters of a state with Superset's columns and operators (QueryList's). */
function listFilters(state: QueryHistoryState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'sql', opr: 'ct', value: search });
  if (state.status) filters.push({ col: 'status', opr: 'eq', value: state.status.value });
  if (state.database) filters.push({ col: 'database', opr: 'rel_o_m', value: state.database.value });
  if (state.user) filters.push({ col: 'user', opr: 'rel_o_m', value: state.user.value });
  return filters;
}

/** The `q` of `GET /api/v1/query/` for a state, as Superset's query history sends it. */
export const queryHistoryQuery = (state: QueryHistoryState): ListQuery => listQuery(state, listFilters(state));

/** Where a past query opens in SQL Lab (a new tab with its SQL). */
export const historyQueryPath = (id: number): string => `/sqllab/?queryId=${id}`;

/** A state as words (`success` -> `Success`, `timed_out` -> `Timed out`). */
export const stateLabel = (state: string): string => {
  const words = state.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** A duration as Superset's history shows it: `HH:mm:ss.SSS`. */
export function formatDuration(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(whole % 1000, 3)}`;
}

/** A start time in the reader's zone: `2025-06-15 16:40:00`. */
export function formatStart(ms: number): string {
  const at = new Date(ms);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}
