import type { ReportItem, ReportListItem } from '#shared/api/report.ts';
import { type OwnerRef, ownersOf } from '../lib/owners.ts';
import { humanizedAgo } from '../lib/humanize.ts';
import { humanizeCrontab } from './crontab-humanized.ts';
import type { ReportRecord, ReportStateRecord } from './schema.ts';

/** What presenting reports needs besides the records: the tenant's users, the reports' run states and the clock. */
export interface ReportView {
  users: ReadonlyMap<number, OwnerRef>;
  states: ReadonlyMap<number, ReportStateRecord>;
  now: Date;
}

/** The names of the chart, dashboard and database an item shows (null when the report names none or it is gone). */
export interface ReportTargets {
  chart: { id: number; slice_name: string | null; viz_type: string | null } | null;
  dashboard: { id: number; dashboard_title: string | null } | null;
  database: { id: number; database_name: string } | null;
}

/** A creator or editor as the report list names them (Superset lists first and last names only). */
function namesOf(users: ReportView['users'], id: number | null) {
  const user = id === null ? undefined : users.get(id);
  return user ? { first_name: user.first_name, last_name: user.last_name } : null;
}

/** One row of GET /api/v1/report/ (Superset's list columns). */
export function toReportListItem(record: ReportRecord, view: ReportView): ReportListItem {
  const state = view.states.get(record.id);
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    active: record.active,
    description: record.description,
    crontab: record.crontab,
    crontab_humanized: humanizeCrontab(record.crontab),
    timezone: record.timezone,
    creation_method: record.creation_method,
    chart_id: record.chart_id,
    dashboard_id: record.dashboard_id,
    last_eval_dttm: state?.last_eval_dttm ?? null,
    last_state: state?.last_state ?? 'Not triggered',
    extra: record.extra,
    owners: ownersOf(record.owners, view.users).map((owner) => ({ ...owner })),
    recipients: record.recipients.map((recipient) => ({ id: recipient.id, type: recipient.type })),
    created_by: namesOf(view.users, record.created_by_fk),
    changed_by: namesOf(view.users, record.changed_by_fk),
    created_on: record.created_on,
    changed_on: record.changed_on,
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
  };
}

/** `result` of GET /api/v1/report/{pk} (Superset's show columns): JSON fields as strings, as Superset answers them. */
export function toReportItem(record: ReportRecord, view: ReportView, targets: ReportTargets): ReportItem {
  const state = view.states.get(record.id);
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    active: record.active,
    description: record.description,
    context_markdown: record.context_markdown,
    creation_method: record.creation_method,
    crontab: record.crontab,
    timezone: record.timezone,
    custom_width: record.custom_width,
    ...targets,
    extra: record.extra,
    force_screenshot: record.force_screenshot,
    grace_period: record.grace_period,
    working_timeout: record.working_timeout,
    log_retention: record.log_retention,
    last_eval_dttm: state?.last_eval_dttm ?? null,
    last_state: state?.last_state ?? 'Not triggered',
    last_value: state?.last_value ?? null,
    last_value_row_json: state?.last_value_row_json ?? null,
    owners: ownersOf(record.owners, view.users).map((owner) => ({ ...owner })),
    recipients: record.recipients.map((recipient) => ({
      id: recipient.id,
      type: recipient.type,
      recipient_config_json: JSON.stringify(recipient.recipient_config_json),
    })),
    report_format: record.report_format,
    sql: record.sql,
    validator_type: record.validator_type,
    validator_config_json: record.validator_config_json === null ? null : JSON.stringify(record.validator_config_json),
    email_subject: record.email_subject,
  };
}
