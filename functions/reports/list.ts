import { checkedListQuery, holdsText } from '../lib/checked-list-query.ts';
import { ownerDirectory } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { applyListQuery, type ListColumns } from '../lib/list-query.ts';
import { type ListShape, listMetadata, selectColumns, selectedColumns } from '../lib/list-shape.ts';
import { reportViewer } from './access.ts';
import { humanizeCrontab } from './crontab-humanized.ts';
import { toReportListItem } from './present.ts';
import { listReports, listReportStates } from './repository.ts';
import type { ReportRecord, ReportStateRecord } from './schema.ts';

/** Superset's ReportScheduleRestApi list columns, order columns and title. */
export const REPORT_LIST_SHAPE: ListShape = {
  columns: [
    'active',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on',
    'changed_on_delta_humanized',
    'chart_id',
    'created_by.first_name',
    'created_by.last_name',
    'created_on',
    'creation_method',
    'crontab',
    'crontab_humanized',
    'dashboard_id',
    'description',
    'extra',
    'id',
    'last_eval_dttm',
    'last_state',
    'name',
    'owners.first_name',
    'owners.id',
    'owners.last_name',
    'recipients.id',
    'recipients.type',
    'timezone',
    'type',
  ],
  orderColumns: [
    'active',
    'description',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'crontab',
    'last_eval_dttm',
    'name',
    'type',
    'crontab_humanized',
  ],
  title: 'List Report Schedule',
};

/** The columns a report list filters and orders by (Superset's search and order columns). */
function columnsOf(
  firstName: (id: number | null) => string,
  states: ReadonlyMap<number, ReportStateRecord>,
): ListColumns<ReportRecord> {
  return {
    id: (record) => record.id,
    name: (record) => record.name,
    type: (record) => record.type,
    active: (record) => record.active,
    description: (record) => record.description,
    crontab: (record) => record.crontab,
    crontab_humanized: (record) => humanizeCrontab(record.crontab),
    creation_method: (record) => record.creation_method,
    chart_id: (record) => record.chart_id,
    dashboard_id: (record) => record.dashboard_id,
    created_by: (record) => record.created_by_fk,
    changed_by: (record) => record.changed_by_fk,
    owners: (record) => record.owners,
    last_state: (record) => states.get(record.id)?.last_state ?? 'Not triggered',
    last_eval_dttm: (record) => states.get(record.id)?.last_eval_dttm ?? null,
    created_on: (record) => record.created_on,
    changed_on: (record) => record.changed_on,
    changed_on_delta_humanized: (record) => record.changed_on,
    'created_by.first_name': (record) => firstName(record.created_by_fk),
    'changed_by.first_name': (record) => firstName(record.changed_by_fk),
  };
}

/** Superset's `ReportScheduleAllTextFilter` (`report_all_text`): the text in the name, description or SQL. */
const REPORT_FILTERS = {
  report_all_text: (record: ReportRecord, value: unknown) =>
    holdsText(record.name, value) || holdsText(record.description, value) || holdsText(record.sql, value),
};

/** GET /api/v1/report/?q=: the reports the caller sees, filtered, ordered and paged as Superset's list API. */
export async function listReportSchedules(access: CallerAccess, q: string | undefined, now = new Date()) {
  const query = checkedListQuery(q, REPORT_LIST_SHAPE);
  const { tenant } = access.claims;
  const [records, users, states, viewer] = await Promise.all([
    listReports(tenant),
    ownerDirectory(tenant),
    listReportStates(tenant),
    reportViewer(access),
  ]);
  const firstName = (id: number | null) => (id === null ? '' : (users.get(id)?.first_name ?? ''));
  const visible = records.filter((record) => viewer.canSee(record));
  const { count, page } = applyListQuery(visible, query, columnsOf(firstName, states), REPORT_FILTERS);
  const columns = selectedColumns(query, REPORT_LIST_SHAPE);
  const result = page.map((record) => {
    const item = toReportListItem(record, { users, states, now });
    return columns ? selectColumns(item, columns) : item;
  });
  return { count, ids: page.map((record) => record.id), result, ...listMetadata(query, REPORT_LIST_SHAPE, columns) };
}
