import {
  REPORT_MAX_CUSTOM_WIDTH,
  REPORT_MIN_CUSTOM_WIDTH,
  SCREENSHOT_WIDTH_MESSAGE,
  type ReportFormat,
} from '#shared/api/report.ts';
import { crontabProblem } from '../schedule/crontab-check.ts';
import { DEFAULT_CRONTAB } from '../schedule/schedule-pick.ts';
import {
  addressesProblem,
  emailRecipientsOf,
  recipientsBody,
  type EmailRecipientBody,
  type RecipientAnswer,
} from './recipients.ts';

/**
 * The report modal's form (Superset's ReportModal) as plain data: its draft from a report or from scratch, the
 * problems that keep it from being sent, and the body of `POST`/`PUT /api/v1/report/`.
 */

/** What a report attaches to: the chart or dashboard whose menu opened the modal. */
export type ReportTarget =
  { kind: 'chart'; id: number; name: string } | { kind: 'dashboard'; id: number; name: string };

export type { ReportFormat };

/** Superset's message content choices: a chart's and a dashboard's. */
export const CHART_FORMATS: readonly { value: ReportFormat; label: string }[] = [
  { value: 'TEXT', label: 'Text embedded in email' },
  { value: 'PNG', label: 'Image (PNG) embedded in email' },
  { value: 'CSV', label: 'Formatted CSV attached in email' },
  { value: 'XLSX', label: 'Excel (XLSX) attached in email' },
];
export const DASHBOARD_FORMATS: readonly { value: ReportFormat; label: string }[] = [
  { value: 'PNG', label: 'Image (PNG) embedded in email' },
  { value: 'PDF', label: 'PDF attached in email' },
];

/** Superset's bounds of a screenshot's custom width (ALERT_REPORTS_MIN/MAX_CUSTOM_SCREENSHOT_WIDTH). */
export const MIN_WIDTH = REPORT_MIN_CUSTOM_WIDTH;
export const MAX_WIDTH = REPORT_MAX_CUSTOM_WIDTH;

/** The report modal's fields. */
export interface ReportDraft {
  name: string;
  description: string;
  crontab: string;
  timezone: string;
  format: ReportFormat;
  /** Empty for the default width. */
  customWidth: number | '';
  forceScreenshot: boolean;
  recipients: string[];
}

/** What the form reads of a report it edits (`GET /api/v1/report/{pk}`). */
export interface ReportForEdit {
  name: string;
  description?: string | null;
  crontab: string;
  timezone?: string | null;
  report_format?: string | null;
  custom_width?: number | null;
  force_screenshot?: boolean | null;
  recipients?: readonly RecipientAnswer[];
}

const isFormat = (value: unknown): value is ReportFormat =>
  ['TEXT', 'PNG', 'CSV', 'XLSX', 'PDF'].includes(value as string);

/** A new report's draft: Superset's `Weekly Report for <name>`, Mondays at 12:00, to the user's own address. */
export function newReportDraft(target: ReportTarget, email: string | undefined, timezone: string): ReportDraft {
  return {
    name: `Weekly Report for ${target.name}`,
    description: '',
    crontab: DEFAULT_CRONTAB,
    timezone,
    format: 'PNG',
    customWidth: '',
    forceScreenshot: false,
    recipients: email ? [email] : [],
  };
}

/** The draft of an existing report. */
export function reportDraftOf(report: ReportForEdit, fallbackTimezone: string): ReportDraft {
  return {
    name: report.name,
    description: report.description ?? '',
    crontab: report.crontab,
    timezone: report.timezone || fallbackTimezone,
    format: isFormat(report.report_format) ? report.report_format : 'PNG',
    customWidth: report.custom_width ?? '',
    forceScreenshot: report.force_screenshot ?? false,
    recipients: emailRecipientsOf(report.recipients).to,
  };
}

/** Each field's problem; an empty object when the draft may be sent. */
export type ReportProblems = Partial<Record<'name' | 'crontab' | 'customWidth' | 'recipients', string>>;

/** What keeps the draft from being sent, by field. */
export function reportProblems(draft: ReportDraft): ReportProblems {
  const problems: ReportProblems = {};
  if (draft.name.trim() === '') problems.name = 'Enter a report name';
  const crontab = crontabProblem(draft.crontab);
  if (crontab) problems.crontab = crontab;
  if (draft.customWidth !== '' && (draft.customWidth < MIN_WIDTH || draft.customWidth > MAX_WIDTH)) {
    problems.customWidth = SCREENSHOT_WIDTH_MESSAGE;
  }
  const recipients = addressesProblem(draft.recipients, true);
  if (recipients) problems.recipients = recipients;
  return problems;
}

/**
 * The body the modal sends: Superset's ReportModal fields for a report on the target. A new report is sent `active`
 * as well; an edit leaves the active flag as the list or the menu set it.
 */
export interface ReportModalBody {
  type: 'Report';
  name: string;
  description: string;
  crontab: string;
  timezone: string;
  creation_method: 'charts' | 'dashboards';
  chart: number | null;
  dashboard: number | null;
  report_format: ReportFormat;
  custom_width: number | null;
  force_screenshot: boolean;
  recipients: EmailRecipientBody[];
}

/** The request body of a draft. */
export function reportBody(draft: ReportDraft, target: ReportTarget): ReportModalBody {
  const onChart = target.kind === 'chart';
  return {
    type: 'Report',
    name: draft.name.trim(),
    description: draft.description.trim(),
    crontab: draft.crontab.trim(),
    timezone: draft.timezone,
    creation_method: onChart ? 'charts' : 'dashboards',
    chart: onChart ? target.id : null,
    dashboard: onChart ? null : target.id,
    report_format: draft.format,
    custom_width: draft.customWidth === '' ? null : draft.customWidth,
    force_screenshot: draft.forceScreenshot,
    recipients: recipientsBody({ to: draft.recipients, cc: [], bcc: [] }),
  };
}
