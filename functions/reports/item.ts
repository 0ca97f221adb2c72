import type { ReportItem } from '#shared/api/report.ts';
import { readChart } from '../lib/records/chart-repository.ts';
import { readDashboard } from '../lib/records/dashboard-repository.ts';
import { ownerDirectory } from '../lib/owners.ts';
import { findDatabase } from '../lib/records/database-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { type ItemQuery, itemAnswer } from '../lib/item-shape.ts';
import { loadVisibleReport } from './access.ts';
import { type ReportTargets, toReportItem } from './present.ts';
import { readReportState } from './repository.ts';
import type { ReportRecord } from './schema.ts';

/** Superset's ReportScheduleRestApi show columns and title. */
const REPORT_ITEM_SHAPE = {
  columns: [
    'id',
    'active',
    'chart.id',
    'chart.slice_name',
    'chart.viz_type',
    'context_markdown',
    'creation_method',
    'crontab',
    'custom_width',
    'dashboard.dashboard_title',
    'dashboard.id',
    'database.database_name',
    'database.id',
    'description',
    'extra',
    'force_screenshot',
    'grace_period',
    'last_eval_dttm',
    'last_state',
    'last_value',
    'last_value_row_json',
    'log_retention',
    'name',
    'owners.first_name',
    'owners.id',
    'owners.last_name',
    'recipients.id',
    'recipients.recipient_config_json',
    'recipients.type',
    'report_format',
    'sql',
    'timezone',
    'type',
    'validator_config_json',
    'validator_type',
    'working_timeout',
    'email_subject',
  ],
  title: 'Show Report Schedule',
};

/** The chart, dashboard and database the report names, as its item shows them (null when gone). */
async function targetsOf(tenant: string, record: ReportRecord): Promise<ReportTargets> {
  const [chart, dashboard, database] = await Promise.all([
    record.chart_id === null ? undefined : readChart(tenant, record.chart_id),
    record.dashboard_id === null ? undefined : readDashboard(tenant, record.dashboard_id),
    record.database_id === null ? undefined : findDatabase(tenant, record.database_id),
  ]);
  return {
    chart: chart ? { id: chart.id, slice_name: chart.slice_name, viz_type: chart.viz_type } : null,
    dashboard: dashboard ? { id: dashboard.id, dashboard_title: dashboard.dashboard_title } : null,
    database: database ? { id: database.id, database_name: database.database_name } : null,
  };
}

/** The item of one report, as GET /api/v1/report/{pk} answers it (also what the report run reads of its targets). */
export async function reportItemOf(tenant: string, record: ReportRecord, now: Date): Promise<ReportItem> {
  const [users, state, targets] = await Promise.all([
    ownerDirectory(tenant),
    readReportState(tenant, record.id),
    targetsOf(tenant, record),
  ]);
  const states = new Map(state ? [[record.id, state]] : []);
  return toReportItem(record, { users, states, now }, targets);
}

/** GET /api/v1/report/{pk}: Flask-AppBuilder's item answer; 404 when absent or not the caller's to see. */
export async function getReport(access: CallerAccess, id: number, query: ItemQuery, now = new Date()) {
  const { record } = await loadVisibleReport(access, id);
  return itemAnswer(id, await reportItemOf(access.claims.tenant, record, now), query, REPORT_ITEM_SHAPE);
}
