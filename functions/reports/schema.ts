import * as z from 'zod';
import {
  ReportCreationMethod,
  ReportExtra,
  ReportFormat,
  ReportState,
  ReportType,
  ValidatorConfig,
  ValidatorType,
} from '#shared/api/report.ts';

/** A stored e-mail recipient: its id (Superset's ReportRecipients row) and its addresses as sent. */
export const RecipientRecord = z.object({
  id: z.number().int().positive(),
  type: z.literal('Email'),
  recipient_config_json: z.object({
    target: z.string().optional(),
    ccTarget: z.string().optional(),
    bccTarget: z.string().optional(),
  }),
});
export type RecipientRecord = z.infer<typeof RecipientRecord>;

/**
 * A stored alert or report (Superset's ReportSchedule). People are kept by user id and named from the tenant's users
 * when answered; the run state (`last_state`...) lives in its own item (ReportStateRecord).
 */
export const ReportRecord = z.object({
  id: z.number().int().positive(),
  type: ReportType,
  name: z.string(),
  description: z.string().nullable(),
  context_markdown: z.string().nullable(),
  active: z.boolean(),
  crontab: z.string(),
  timezone: z.string(),
  creation_method: ReportCreationMethod.nullable(),
  chart_id: z.number().int().nullable(),
  dashboard_id: z.number().int().nullable(),
  database_id: z.number().int().nullable(),
  sql: z.string().nullable(),
  validator_type: ValidatorType.nullable(),
  validator_config_json: ValidatorConfig.nullable(),
  recipients: z.array(RecipientRecord),
  report_format: ReportFormat,
  extra: ReportExtra,
  force_screenshot: z.boolean(),
  custom_width: z.number().int().nullable(),
  email_subject: z.string().nullable(),
  grace_period: z.number().int(),
  working_timeout: z.number().int().nullable(),
  log_retention: z.number().int(),
  owners: z.array(z.number().int()),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  version: z.number().int().positive(),
});
export type ReportRecord = z.infer<typeof ReportRecord>;

/** What the last run of a report left (Superset keeps these on the report row). */
export const ReportStateRecord = z.object({
  id: z.number().int().positive(),
  last_state: ReportState,
  last_eval_dttm: z.string(),
  last_value: z.number().nullable(),
  last_value_row_json: z.string().nullable(),
});
export type ReportStateRecord = z.infer<typeof ReportStateRecord>;

/** One execution log entry (Superset's ReportExecutionLog), keyed by the schedule occurrence it ran for. */
export const ReportLogRecord = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  report_id: z.number().int().positive(),
  scheduled_dttm: z.string(),
  start_dttm: z.string(),
  end_dttm: z.string().nullable(),
  state: ReportState,
  value: z.number().nullable(),
  value_row_json: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type ReportLogRecord = z.infer<typeof ReportLogRecord>;
