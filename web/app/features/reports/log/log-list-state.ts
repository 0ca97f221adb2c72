import { listQuery, listUrlCodec, type ListModel, type ListQuery, type ListStateBase } from '../../lists/index.ts';

/** Columns the execution log sorts by, as ReportExecutionLogRestApi's `order_columns` name them. */
export const LOG_SORT_COLUMNS = ['state', 'scheduled_dttm', 'start_dttm', 'value', 'error_message'] as const;
export type LogSortColumn = (typeof LOG_SORT_COLUMNS)[number];

/** The log's sort and page (no filters: Superset's ExecutionLog has none). */
export type LogListState = ListStateBase<LogSortColumn>;

/** Superset's ExecutionLog: newest run first, 25 a page, a table only. */
export const LOG_LIST: ListModel<LogListState> = {
  defaults: { search: '', sortColumn: 'start_dttm', sortOrder: 'desc', pageIndex: 0, pageSize: 25, viewMode: 'table' },
  sortColumns: LOG_SORT_COLUMNS,
  sortLabels: {
    state: 'State',
    scheduled_dttm: 'Scheduled at (UTC)',
    start_dttm: 'Start at (UTC)',
    value: 'Value',
    error_message: 'Error message',
  },
  sortOptions: [],
  filterFields: [],
};

/** The log's sort and page in the URL (`?sortColumn=state&sortOrder=asc&pageIndex=1`), so a reload or the back button keeps them. */
export const LOG_LIST_URL = listUrlCodec<LogListState>(LOG_LIST, 'search', []);

/** The `q` of `GET /api/v1/report/{pk}/log/` for a state. */
export const logQuery = (state: LogListState): ListQuery => listQuery(state, []);
