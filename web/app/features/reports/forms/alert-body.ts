import type { ReportPostBody, ReportPutBody } from '#shared/api/report.ts';
import type { AlertDraft } from './alert-form.ts';
import { recipientsBody } from './recipients.ts';

/** The formats a chart's mail may attach besides its main one (`extra.additional_formats`). */
export const ADDITIONAL_FORMATS = ['PNG', 'CSV', 'XLSX', 'TEXT', 'PDF'] as const;

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const isScreenshot = (format: AlertDraft['format']) => format === 'PNG' || format === 'PDF';

/** What an alert adds: its database, query and condition (`validator_config_json` holds `op` and `threshold`). */
function alertFields(draft: AlertDraft): Partial<ReportPostBody> {
  if (draft.type !== 'Alert' || draft.database === null) return {};
  const operator = draft.condition !== 'not null';
  return {
    database: draft.database.value,
    sql: draft.sql,
    validator_type: operator ? 'operator' : 'not null',
    validator_config_json: operator
      ? { op: draft.condition as Exclude<AlertDraft['condition'], 'not null'>, threshold: Number(draft.threshold) }
      : {},
    ...(draft.gracePeriod === '' ? {} : { grace_period: draft.gracePeriod }),
  };
}

/** The fields of an edit: everything the modal shows, the chart or the dashboard (the other one cleared). */
export function alertPutBody(draft: AlertDraft): ReportPutBody {
  const onChart = draft.contentType === 'chart';
  const additional = onChart ? draft.additionalFormats.filter((format) => format !== draft.format) : [];
  return {
    type: draft.type,
    name: draft.name.trim(),
    description: draft.description.trim(),
    active: draft.active,
    owners: draft.owners.map((owner) => owner.value),
    chart: onChart ? (draft.chart?.value ?? null) : null,
    dashboard: onChart ? null : (draft.dashboard?.value ?? null),
    report_format: draft.format,
    extra: onChart
      ? { additional_formats: additional }
      : { dashboard: { activeTabs: draft.tabs.length > 0 ? draft.tabs : null } },
    force_screenshot: isScreenshot(draft.format) && draft.forceScreenshot,
    custom_width: isScreenshot(draft.format) && draft.customWidth !== '' ? draft.customWidth : null,
    crontab: draft.crontab.trim(),
    timezone: draft.timezone,
    log_retention: draft.logRetention,
    working_timeout: draft.workingTimeout === '' ? null : draft.workingTimeout,
    recipients: recipientsBody({ to: draft.to, cc: draft.cc, bcc: draft.bcc }),
    email_subject: blankToNull(draft.emailSubject),
    ...alertFields(draft),
  };
}

/** The body of a new alert or report, made from the lists (`creation_method` `alerts_reports`). */
export function alertPostBody(draft: AlertDraft): ReportPostBody {
  return {
    ...alertPutBody(draft),
    type: draft.type,
    name: draft.name.trim(),
    crontab: draft.crontab.trim(),
    creation_method: 'alerts_reports',
  };
}
