import { REPORT_DEFAULTS, type ReportPostBody, type ReportPutBody, type ReportRecipient } from '#shared/api/report.ts';
import { callerUserId } from '../lib/auth/user-directory.ts';
import { resolveOwners } from '../lib/owners.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { nextId } from '../lib/counters.ts';
import type { ReportScheduler } from '../lib/ports/report-scheduler.ts';
import { loadEditableReport } from './access.ts';
import { parsePostBody, parsePutBody } from './body.ts';
import { alreadyAttached } from './errors.ts';
import { validateReport } from './references.ts';
import { listReports, writeReport } from './repository.ts';
import type { RecipientRecord, ReportRecord } from './schema.ts';

/** What report writes need besides the caller: the schedules kept in step with the reports. */
export interface ReportWriteDeps {
  scheduler: ReportScheduler;
}

/** Give each recipient its id (Superset's ReportRecipients rows); addresses are kept as sent. */
async function recipientRecords(tenant: string, recipients: readonly ReportRecipient[]): Promise<RecipientRecord[]> {
  const records: RecipientRecord[] = [];
  for (const recipient of recipients) {
    records.push({
      id: await nextId(tenant, 'report_recipient'),
      type: recipient.type,
      recipient_config_json: recipient.recipient_config_json ?? {},
    });
  }
  return records;
}

/** Keep the report's schedule in step: one while it is active, none otherwise. */
export async function syncSchedule(scheduler: ReportScheduler, tenant: string, record: ReportRecord): Promise<void> {
  if (record.active)
    await scheduler.put({ tenant, reportId: record.id, crontab: record.crontab, timezone: record.timezone });
  else await scheduler.remove(tenant, record.id);
}

/** Superset's `validate_unique_creation_method`: a user attaches one report to a chart or dashboard. */
async function requireNotAttached(tenant: string, userId: number, fields: ReportPostBody): Promise<void> {
  if (fields.creation_method === 'alerts_reports' || (fields.chart == null && fields.dashboard == null)) return;
  const reports = await listReports(tenant);
  const attached = reports.some(
    (report) =>
      report.created_by_fk === userId &&
      (fields.chart == null || report.chart_id === fields.chart) &&
      (fields.dashboard == null || report.dashboard_id === fields.dashboard),
  );
  if (attached) throw alreadyAttached();
}

/** The stored fields a body sets (PUT: those it sends; POST: with Superset's defaults for the rest). */
function editableFields(fields: ReportPutBody): Partial<ReportRecord> {
  const set: Partial<ReportRecord> = {};
  const copy = <K extends keyof ReportRecord & keyof ReportPutBody>(key: K, value: ReportRecord[K] | undefined) => {
    if (value !== undefined) set[key] = value;
  };
  copy('type', fields.type);
  copy('name', fields.name);
  copy('description', fields.description);
  copy('context_markdown', fields.context_markdown);
  copy('active', fields.active);
  copy('crontab', fields.crontab);
  copy('timezone', fields.timezone);
  copy('sql', fields.sql);
  copy('creation_method', fields.creation_method);
  copy('validator_type', fields.validator_type);
  copy('validator_config_json', fields.validator_config_json);
  copy('report_format', fields.report_format);
  copy('extra', fields.extra);
  copy('force_screenshot', fields.force_screenshot);
  copy('custom_width', fields.custom_width);
  copy('email_subject', fields.email_subject);
  copy('grace_period', fields.grace_period);
  copy('working_timeout', fields.working_timeout);
  copy('log_retention', fields.log_retention);
  if (fields.chart !== undefined) set.chart_id = fields.chart;
  if (fields.dashboard !== undefined) set.dashboard_id = fields.dashboard;
  if (fields.database !== undefined) set.database_id = fields.database;
  return set;
}

const NEW_REPORT_DEFAULTS = {
  description: null,
  context_markdown: null,
  active: true,
  timezone: REPORT_DEFAULTS.timezone,
  creation_method: 'alerts_reports',
  chart_id: null,
  dashboard_id: null,
  database_id: null,
  sql: null,
  validator_type: null,
  validator_config_json: null,
  report_format: REPORT_DEFAULTS.report_format,
  extra: {},
  force_screenshot: false,
  custom_width: null,
  email_subject: null,
  grace_period: REPORT_DEFAULTS.grace_period,
  working_timeout: REPORT_DEFAULTS.working_timeout,
  log_retention: REPORT_DEFAULTS.log_retention,
} as const satisfies Partial<ReportRecord>;

const referencesSent = (fields: ReportPutBody, isCreate: boolean) => ({
  chart: fields.chart != null,
  dashboard: fields.dashboard != null,
  database: fields.database !== undefined,
  isCreate,
});

/**
 * POST /api/v1/report/ (Superset's CreateReportScheduleCommand): 201 `{ id, result }` with the body as accepted.
 * `selected_tabs` is accepted and unused, as in Superset: a dashboard's tabs go in `extra.dashboard.activeTabs`.
 */
export async function createReport(access: CallerAccess, body: unknown, deps: ReportWriteDeps, now = new Date()) {
  const fields = await parsePostBody(body);
  const { tenant } = access.claims;
  const userId = await callerUserId(access);
  await requireNotAttached(tenant, userId, fields);
  const candidate = {
    ...NEW_REPORT_DEFAULTS,
    ...editableFields(fields),
    type: fields.type,
    name: fields.name,
    crontab: fields.crontab,
  };
  await validateReport(access, candidate, referencesSent(fields, true));
  const stamp = now.toISOString();
  const record: ReportRecord = {
    ...candidate,
    id: await nextId(tenant, 'report'),
    owners: await resolveOwners(access, fields.owners, userId, { defaultToCaller: true }),
    recipients: await recipientRecords(tenant, fields.recipients ?? []),
    created_by_fk: userId,
    changed_by_fk: userId,
    created_on: stamp,
    changed_on: stamp,
    version: 1,
  };
  await writeReport(tenant, record);
  await syncSchedule(deps.scheduler, tenant, record);
  return { id: record.id, result: fields };
}

/** PUT /api/v1/report/{pk} (Superset's UpdateReportScheduleCommand): `{active}` alone toggles; `{ id, result }` with the body as accepted. */
export async function updateReport(
  access: CallerAccess,
  id: number,
  body: unknown,
  deps: ReportWriteDeps,
  now = new Date(),
) {
  const fields = await parsePutBody(body);
  const { tenant } = access.claims;
  const { record, viewer } = await loadEditableReport(access, id);
  const merged: ReportRecord = { ...record, ...editableFields(fields) };
  await validateReport(access, merged, referencesSent(fields, false), id);
  const updated: ReportRecord = {
    ...merged,
    owners: fields.owners === undefined ? record.owners : await resolveOwners(access, fields.owners, viewer.userId),
    recipients: fields.recipients === undefined ? record.recipients : await recipientRecords(tenant, fields.recipients),
    changed_by_fk: viewer.userId,
    changed_on: now.toISOString(),
    version: record.version + 1,
  };
  await writeReport(tenant, updated, record.version);
  await syncSchedule(deps.scheduler, tenant, updated);
  return { id, result: fields };
}
