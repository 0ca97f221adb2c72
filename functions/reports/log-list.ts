import type { ReportLogEntry } from '#shared/api/report.ts';
import { NotFoundError } from '#shared/errors.ts';
import { checkedListQuery } from '../lib/checked-list-query.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { type ItemQuery, itemAnswer } from '../lib/item-shape.ts';
import { applyListQuery, type ListColumns } from '../lib/list-query.ts';
import { type ListShape, listMetadata, selectColumns, selectedColumns } from '../lib/list-shape.ts';
import { loadVisibleReport } from './access.ts';
import { listLogEntries } from './repository.ts';
import type { ReportLogRecord, ReportRecord } from './schema.ts';

/** Superset's ReportExecutionLogRestApi list columns, order columns and title. */
const LOG_LIST_SHAPE: ListShape = {
  columns: [
    'id',
    'scheduled_dttm',
    'end_dttm',
    'start_dttm',
    'value',
    'value_row_json',
    'state',
    'error_message',
    'uuid',
  ],
  orderColumns: ['state', 'value', 'error_message', 'end_dttm', 'start_dttm', 'scheduled_dttm'],
  title: 'List Report Execution Log',
};

const LOG_ITEM_SHAPE = { columns: LOG_LIST_SHAPE.columns, title: 'Show Report Execution Log' };

const DAY_MS = 24 * 3600 * 1000;

/**
 * The entries the report's log retention keeps (older ones are also deleted when a run writes): those started within
 * `log_retention` days; 0 keeps every entry.
 */
export function retainedEntries(
  entries: readonly ReportLogRecord[],
  report: Pick<ReportRecord, 'log_retention'>,
  now: Date,
): ReportLogRecord[] {
  if (report.log_retention <= 0) return [...entries];
  const cutoff = new Date(now.getTime() - report.log_retention * DAY_MS).toISOString();
  return entries.filter((entry) => entry.start_dttm >= cutoff);
}

const toLogEntry = (entry: ReportLogRecord): ReportLogEntry => ({
  id: entry.id,
  uuid: entry.uuid,
  state: entry.state,
  scheduled_dttm: entry.scheduled_dttm,
  start_dttm: entry.start_dttm,
  end_dttm: entry.end_dttm,
  value: entry.value,
  value_row_json: entry.value_row_json,
  error_message: entry.error_message,
});

const COLUMNS: ListColumns<ReportLogRecord> = Object.fromEntries(
  LOG_LIST_SHAPE.columns.map((column) => [column, (entry: ReportLogRecord) => entry[column as keyof ReportLogRecord]]),
);

/** GET /api/v1/report/{pk}/log/?q=: the report's execution log, newest run first unless ordered otherwise. */
export async function listReportLog(access: CallerAccess, reportId: number, q: string | undefined, now = new Date()) {
  const { record } = await loadVisibleReport(access, reportId);
  const query = checkedListQuery(q, LOG_LIST_SHAPE);
  const entries = retainedEntries(await listLogEntries(access.claims.tenant, reportId), record, now).reverse();
  const { count, page } = applyListQuery(entries, query, COLUMNS);
  const columns = selectedColumns(query, LOG_LIST_SHAPE);
  const result = page.map((entry) => (columns ? selectColumns(toLogEntry(entry), columns) : toLogEntry(entry)));
  return { count, ids: page.map((entry) => entry.id), result, ...listMetadata(query, LOG_LIST_SHAPE, columns) };
}

/** GET /api/v1/report/{pk}/log/{log_id}: one entry; 404 when the report or the entry is not there. */
export async function getReportLogEntry(
  access: CallerAccess,
  reportId: number,
  logId: number,
  query: ItemQuery,
  now = new Date(),
) {
  const { record } = await loadVisibleReport(access, reportId);
  const entry = retainedEntries(await listLogEntries(access.claims.tenant, reportId), record, now).find(
    (candidate) => candidate.id === logId,
  );
  if (!entry) throw new NotFoundError();
  return itemAnswer(logId, toLogEntry(entry), query, LOG_ITEM_SHAPE);
}
