import {
  REPORT_DEFAULTS,
  ReportExtra,
  type ReportFormat,
  type ReportItem,
  type ReportType,
  type ValidatorOperator,
} from '#shared/api/report.ts';
import type { Choice } from '../../lists/index.ts';
import { crontabProblem } from '../schedule/crontab-check.ts';
import { addressesProblem, emailRecipientsOf } from './recipients.ts';
import { MAX_WIDTH, MIN_WIDTH } from './report-form.ts';

/**
 * The full alert and report modal's form (Superset's AlertReportModal) as plain data: the draft of a new or saved
 * alert or report, its problems by field, and the body of `POST`/`PUT /api/v1/report/`.
 */

/** Superset's alert condition: a comparison with a threshold, or `not null`. */
export type AlertCondition = ValidatorOperator | 'not null';

/** The modal's fields. */
export interface AlertDraft {
  type: ReportType;
  name: string;
  description: string;
  active: boolean;
  owners: Choice<number>[];
  database: Choice<number> | null;
  sql: string;
  condition: AlertCondition;
  threshold: number | '';
  contentType: 'chart' | 'dashboard';
  chart: Choice<number> | null;
  dashboard: Choice<number> | null;
  /** The dashboard's tabs the report sends (`extra.dashboard.activeTabs`); none for the whole dashboard. */
  tabs: string[];
  format: ReportFormat;
  /** Formats a chart's mail attaches besides its main one (`extra.additional_formats`). */
  additionalFormats: ReportFormat[];
  customWidth: number | '';
  forceScreenshot: boolean;
  crontab: string;
  timezone: string;
  logRetention: number;
  workingTimeout: number | '';
  gracePeriod: number | '';
  to: string[];
  cc: string[];
  bcc: string[];
  emailSubject: string;
}

/** Superset's alert and report default: every day at midnight. */
export const ALERT_DEFAULT_CRONTAB = '0 0 * * *';

/** A new alert's or report's draft, owned by the user, to the user's address. */
export function newAlertDraft(
  type: ReportType,
  owner: Choice<number> | null,
  email: string | undefined,
  timezone: string,
): AlertDraft {
  return {
    type,
    name: '',
    description: '',
    active: true,
    owners: owner ? [owner] : [],
    database: null,
    sql: '',
    condition: 'not null',
    threshold: '',
    contentType: 'dashboard',
    chart: null,
    dashboard: null,
    tabs: [],
    format: 'PNG',
    additionalFormats: [],
    customWidth: '',
    forceScreenshot: false,
    crontab: ALERT_DEFAULT_CRONTAB,
    timezone,
    logRetention: REPORT_DEFAULTS.log_retention,
    workingTimeout: REPORT_DEFAULTS.working_timeout,
    gracePeriod: REPORT_DEFAULTS.grace_period,
    to: email ? [email] : [],
    cc: [],
    bcc: [],
    emailSubject: '',
  };
}

const parseJson = (text: string | null | undefined): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

function conditionOf(report: ReportItem): Pick<AlertDraft, 'condition' | 'threshold'> {
  if (report.validator_type !== 'operator') return { condition: 'not null', threshold: '' };
  const config = parseJson(report.validator_config_json) as { op?: ValidatorOperator; threshold?: number } | null;
  return { condition: config?.op ?? '>', threshold: typeof config?.threshold === 'number' ? config.threshold : '' };
}

const personChoice = (person: ReportItem['owners'][number], index: number): Choice<number> => ({
  value: person.id ?? -1 - index,
  label: `${person.first_name} ${person.last_name}`.trim(),
});

/** The draft of a saved alert or report. */
export function alertDraftOf(report: ReportItem, fallbackTimezone: string): AlertDraft {
  const extra = ReportExtra.safeParse(typeof report.extra === 'string' ? parseJson(report.extra) : report.extra);
  const recipients = emailRecipientsOf(report.recipients);
  const base = newAlertDraft(report.type, null, undefined, report.timezone || fallbackTimezone);
  return {
    ...base,
    name: report.name,
    description: report.description ?? '',
    active: report.active ?? false,
    owners: report.owners.map(personChoice),
    database: report.database ? { value: report.database.id, label: report.database.database_name } : null,
    sql: report.sql ?? '',
    ...conditionOf(report),
    contentType: report.chart ? 'chart' : 'dashboard',
    chart: report.chart
      ? { value: report.chart.id, label: report.chart.slice_name ?? `Chart ${report.chart.id}` }
      : null,
    dashboard: report.dashboard
      ? { value: report.dashboard.id, label: report.dashboard.dashboard_title ?? `Dashboard ${report.dashboard.id}` }
      : null,
    tabs: extra.success ? (extra.data.dashboard?.activeTabs ?? []) : [],
    format: (report.report_format as ReportFormat | null) ?? 'PNG',
    additionalFormats: extra.success ? (extra.data.additional_formats ?? []) : [],
    customWidth: report.custom_width ?? '',
    forceScreenshot: report.force_screenshot ?? false,
    crontab: report.crontab,
    logRetention: report.log_retention ?? base.logRetention,
    workingTimeout: report.working_timeout ?? '',
    gracePeriod: report.grace_period ?? '',
    ...recipients,
    emailSubject: report.email_subject ?? '',
  };
}

/** The fields a problem may be shown under. */
export type AlertField =
  | 'name'
  | 'owners'
  | 'database'
  | 'sql'
  | 'threshold'
  | 'content'
  | 'customWidth'
  | 'crontab'
  | 'workingTimeout'
  | 'gracePeriod'
  | 'to'
  | 'cc'
  | 'bcc';
export type AlertProblems = Partial<Record<AlertField, string>>;

const isScreenshot = (format: ReportFormat) => format === 'PNG' || format === 'PDF';
const positiveOrEmpty = (value: number | '') => value === '' || (Number.isInteger(value) && value >= 1);

/** What keeps the draft from being sent, by field. */
export function alertProblems(draft: AlertDraft): AlertProblems {
  const problems: AlertProblems = {};
  const alert = draft.type === 'Alert';
  if (draft.name.trim() === '') problems.name = `Enter ${alert ? 'an alert' : 'a report'} name`;
  if (draft.owners.length === 0) problems.owners = 'Add at least one owner';
  if (alert && draft.database === null) problems.database = 'Choose a database';
  if (alert && draft.sql.trim() === '') problems.sql = 'Enter the SQL query';
  if (alert && draft.condition !== 'not null' && draft.threshold === '') problems.threshold = 'Enter a value';
  if (draft.contentType === 'chart' ? draft.chart === null : draft.dashboard === null)
    problems.content = `Choose a ${draft.contentType}`;
  if (
    isScreenshot(draft.format) &&
    draft.customWidth !== '' &&
    (draft.customWidth < MIN_WIDTH || draft.customWidth > MAX_WIDTH)
  ) {
    problems.customWidth = `Screenshot width must be between ${MIN_WIDTH}px and ${MAX_WIDTH}px`;
  }
  const crontab = crontabProblem(draft.crontab);
  if (crontab) problems.crontab = crontab;
  if (!positiveOrEmpty(draft.workingTimeout)) problems.workingTimeout = 'Value must be greater than 0';
  if (alert && !positiveOrEmpty(draft.gracePeriod)) problems.gracePeriod = 'Value must be greater than 0';
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const problem = addressesProblem(draft[field], field === 'to');
    if (problem) problems[field] = problem;
  }
  return problems;
}
