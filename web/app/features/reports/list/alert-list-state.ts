import * as z from 'zod';
import { REPORT_STATES, type ReportType } from '#shared/api/report.ts';
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

/** Columns the alert and report list sorts by, as ReportScheduleRestApi's `order_column` names them. */
export const SORT_COLUMNS = ['name', 'last_eval_dttm', 'changed_on_delta_humanized', 'active'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** Everything that decides which alerts or reports the list shows and how. */
export interface AlertListState extends ListStateBase<SortColumn> {
  /** Text the name contains. */
  search: string;
  owners?: Choice<number>;
  createdBy?: Choice<number>;
  /** The last run's state (`Success`, `Not triggered`...). */
  status?: Choice<string>;
}

/** Superset's AlertList: by name, 25 a page, a table only. */
export const ALERT_LIST: ListModel<AlertListState> = {
  defaults: { search: '', sortColumn: 'name', sortOrder: 'desc', pageIndex: 0, pageSize: 25, viewMode: 'table' },
  sortColumns: SORT_COLUMNS,
  sortLabels: {
    name: 'Name',
    last_eval_dttm: 'Last run',
    changed_on_delta_humanized: 'Last modified',
    active: 'Active',
  },
  sortOptions: [],
  filterFields: ['search', 'owners', 'createdBy', 'status'],
};

/** The status filter's choices: Superset's execution states. */
export const STATUS_CHOICES = REPORT_STATES.map((state) => ({ value: state, label: state }));

/** The list's state in the URL under Superset's filter keys (`(name:sales,last_state:(label:Error,value:Error))`). */
export const ALERT_LIST_URL = listUrlCodec<AlertListState>(ALERT_LIST, 'name', [
  choiceFilter('owners', 'owners', urlId),
  choiceFilter('created_by', 'createdBy', urlId),
  choiceFilter('last_state', 'status', z.enum(REPORT_STATES)),
]);

/** The filters of a state, with the list's type, in Superset's columns and operators. */
function listFilters(type: ReportType, state: AlertListState): ListFilter[] {
  const filters: ListFilter[] = [{ col: 'type', opr: 'eq', value: type }];
  const search = state.search.trim();
  if (search !== '') filters.push({ col: 'name', opr: 'ct', value: search });
  if (state.owners) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.owners.value });
  if (state.createdBy) filters.push({ col: 'created_by', opr: 'rel_o_m', value: state.createdBy.value });
  if (state.status) filters.push({ col: 'last_state', opr: 'eq', value: state.status.value });
  return filters;
}

/** The `q` of `GET /api/v1/report/` for the alert or report list in a state, as Superset's AlertList sends it. */
export const alertListQuery = (type: ReportType, state: AlertListState): ListQuery =>
  listQuery(state, listFilters(type, state));
