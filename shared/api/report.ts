import * as z from 'zod';
import { boundedName, boundedText, SQL_MAX_BYTES, TEXT_MAX_BYTES } from '../limits.ts';
import { checkEmailRecipient, headerText } from './report-recipients.ts';

/**
 * Schemas of Superset's alerts and reports (ReportScheduleRestApi `/api/v1/report/` and its execution log
 * `/api/v1/report/{pk}/log/`), shared by the handlers, the web app's RTK endpoints and the tests. Request bodies are
 * strict, as Superset's marshmallow schemas refuse unknown fields; responses are loose so old clients keep working when
 * the server adds a field. The crontab is checked on the server (cron-parser), not here, so the web app ships no parser.
 */

/** Superset's report types (`ReportScheduleType`). */
export const REPORT_TYPES = ['Alert', 'Report'] as const;
export const ReportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportType>;

/** Where a report was made (`ReportCreationMethod`): the chart's or dashboard's modal, or the alerts and reports lists. */
export const REPORT_CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;
export const ReportCreationMethod = z.enum(REPORT_CREATION_METHODS);
export type ReportCreationMethod = z.infer<typeof ReportCreationMethod>;

/** Superset's formats (`ReportDataFormat`) and XLSX, which the issue asks for. */
export const REPORT_FORMATS = ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'] as const;
export const ReportFormat = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormat>;

/** Alert validators (`ReportScheduleValidatorType`). */
export const VALIDATOR_TYPES = ['not null', 'operator'] as const;
export const ValidatorType = z.enum(VALIDATOR_TYPES);
export type ValidatorType = z.infer<typeof ValidatorType>;

/** The comparisons an `operator` alert may make between the query's value and its threshold. */
export const VALIDATOR_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;
export const ValidatorOperator = z.enum(VALIDATOR_OPERATORS);
export type ValidatorOperator = z.infer<typeof ValidatorOperator>;

/** Execution states in Superset's words (`ReportState`): `Not triggered` is its Noop, `On Grace` its Grace. */
export const REPORT_STATES = ['Success', 'Working', 'Error', 'Not triggered', 'On Grace'] as const;
export const ReportState = z.enum(REPORT_STATES);
export type ReportState = z.infer<typeof ReportState>;

/** Longest report name (Superset's `Length(1, 150)`). */
export const REPORT_NAME_MAX_LENGTH = 150;
/** Longest crontab (Superset's `Length(1, 1000)`). */
export const REPORT_CRONTAB_MAX_LENGTH = 1000;
/** Screenshot widths Superset accepts (`ALERT_REPORTS_MIN/MAX_CUSTOM_SCREENSHOT_WIDTH`). */
export const REPORT_MIN_CUSTOM_WIDTH = 600;
export const REPORT_MAX_CUSTOM_WIDTH = 2400;
/** Superset's defaults for what a body leaves out. */
export const REPORT_DEFAULTS = {
  timezone: 'UTC',
  log_retention: 90,
  grace_period: 14400,
  working_timeout: 3600,
  report_format: 'PNG',
} as const;

/** Superset's words for a value under a `Range(min=1)`. */
export const MUST_BE_GREATER_THAN_ZERO = 'Value must be greater than 0';
/** Superset's words for a custom width out of bounds. */
export const SCREENSHOT_WIDTH_MESSAGE = `Screenshot width must be between ${REPORT_MIN_CUSTOM_WIDTH}px and ${REPORT_MAX_CUSTOM_WIDTH}px`;
/** Words for a time zone the runtime does not know (Superset lists every pytz name instead). */
export const TIMEZONE_NOT_VALID = 'Must be one of the IANA time zone names.';

/** Whether `name` is a time zone the runtime knows (IANA names and their aliases, such as `US/Eastern`). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /^[A-Za-z]/.test(name);
  } catch {
    return false;
  }
}

const positive = z.number().int().min(1, { error: MUST_BE_GREATER_THAN_ZERO });
const emailList = boundedName(TEXT_MAX_BYTES / 4);

/** `recipient_config_json` of an e-mail recipient: addresses separated by commas, semicolons or spaces in each of `target`, `ccTarget`, `bccTarget`. */
export const RecipientConfig = z.strictObject({
  target: emailList.optional(),
  ccTarget: emailList.optional(),
  bccTarget: emailList.optional(),
});
export type RecipientConfig = z.infer<typeof RecipientConfig>;

/**
 * One recipient of a write body (`ReportRecipientSchema`); Skyset delivers e-mail only, so Slack types are refused.
 * Each address must be one plain address (report-recipients.ts).
 */
export const ReportRecipient = z
  .strictObject({
    type: z.enum(['Email']),
    recipient_config_json: RecipientConfig.optional(),
  })
  .superRefine(checkEmailRecipient);
export type ReportRecipient = z.infer<typeof ReportRecipient>;

/** `validator_config_json` of an alert (`ValidatorConfigJSONSchema`): `op` and `threshold` for `operator` alerts. */
export const ValidatorConfig = z.strictObject({ op: ValidatorOperator.optional(), threshold: z.number().optional() });
export type ValidatorConfig = z.infer<typeof ValidatorConfig>;

/** `extra` of a report: the dashboard tabs to render and, for charts, more formats attached to the same mail. */
export const ReportExtra = z.looseObject({
  dashboard: z.looseObject({ activeTabs: z.array(z.string().max(256)).max(100).nullable().optional() }).optional(),
  additional_formats: z
    .array(z.enum(['CSV', 'XLSX', 'PNG', 'PDF', 'TEXT']))
    .max(5)
    .optional(),
});
export type ReportExtra = z.infer<typeof ReportExtra>;

/** A report's name: the mail's subject when it has none of its own, so no line breaks. */
const reportName = headerText(boundedName(REPORT_NAME_MAX_LENGTH).min(1));

/** Fields a create and an edit share, all optional here; the POST body marks its required ones. */
const writable = {
  description: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  context_markdown: boundedText(TEXT_MAX_BYTES).nullable().optional(),
  active: z.boolean().optional(),
  crontab: boundedName(REPORT_CRONTAB_MAX_LENGTH).min(1).optional(),
  timezone: z.string().max(100).refine(isKnownTimeZone, { error: TIMEZONE_NOT_VALID }).optional(),
  sql: boundedText(SQL_MAX_BYTES).nullable().optional(),
  chart: z.number().int().nullable().optional(),
  dashboard: z.number().int().nullable().optional(),
  database: z.number().int().optional(),
  creation_method: ReportCreationMethod.nullable().optional(),
  owners: z.array(z.number().int()).max(1000).optional(),
  validator_type: ValidatorType.nullable().optional(),
  validator_config_json: ValidatorConfig.nullable().optional(),
  log_retention: positive.optional(),
  grace_period: positive.optional(),
  working_timeout: positive.nullable().optional(),
  recipients: z.array(ReportRecipient).max(100).optional(),
  report_format: ReportFormat.optional(),
  extra: ReportExtra.optional(),
  force_screenshot: z.boolean().optional(),
  custom_width: z
    .number()
    .int()
    .refine((width) => width >= REPORT_MIN_CUSTOM_WIDTH && width <= REPORT_MAX_CUSTOM_WIDTH, {
      error: SCREENSHOT_WIDTH_MESSAGE,
    })
    .nullable()
    .optional(),
  email_subject: headerText(boundedName(255)).nullable().optional(),
};

/** Body of `POST /api/v1/report/` (Superset's `ReportSchedulePostSchema`): type, name and crontab required. */
export const ReportPostBody = z.strictObject({
  ...writable,
  type: ReportType,
  name: reportName,
  crontab: boundedName(REPORT_CRONTAB_MAX_LENGTH).min(1),
  selected_tabs: z.array(z.number().int()).max(100).nullable().optional(),
});
export type ReportPostBody = z.infer<typeof ReportPostBody>;

/** Body of `PUT /api/v1/report/{pk}` (Superset's `ReportSchedulePutSchema`): `{active}` alone toggles a report. */
export const ReportPutBody = z.strictObject({
  ...writable,
  type: ReportType.optional(),
  name: reportName.optional(),
  log_retention: z.number().int().min(0).optional(),
});
export type ReportPutBody = z.infer<typeof ReportPutBody>;

/** Answer of POST (201) and PUT (200): the id and the body as accepted. */
export const ReportWriteResponse = z.looseObject({ id: z.number().int(), result: z.record(z.string(), z.unknown()) });
export type ReportWriteResponse = z.infer<typeof ReportWriteResponse>;

/** A person as the report answers name one (owners carry their id). */
const Person = z.looseObject({ first_name: z.string(), last_name: z.string(), id: z.number().int().optional() });

/** One row of `GET /api/v1/report/` (Superset's list columns). */
export const ReportListItem = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  type: ReportType,
  active: z.boolean().nullable(),
  description: z.string().nullable(),
  crontab: z.string(),
  crontab_humanized: z.string(),
  timezone: z.string(),
  creation_method: z.string().nullable(),
  chart_id: z.number().int().nullable(),
  dashboard_id: z.number().int().nullable(),
  last_eval_dttm: z.string().nullable(),
  last_state: z.string().nullable(),
  extra: z.unknown(),
  owners: z.array(Person),
  recipients: z.array(z.looseObject({ id: z.number().int(), type: z.string() })),
  created_by: Person.nullable(),
  changed_by: Person.nullable(),
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
});
export type ReportListItem = z.infer<typeof ReportListItem>;

/** Answer of `GET /api/v1/report/`; rows carry only the selected columns when `columns` is given. */
export const ReportListResponse = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(ReportListItem.partial()),
});
export type ReportListResponse = z.infer<typeof ReportListResponse>;

/** The report of `GET /api/v1/report/{pk}` (Superset's show columns); JSON fields are strings, as Superset answers them. */
export const ReportItem = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  type: ReportType,
  active: z.boolean().nullable(),
  description: z.string().nullable(),
  context_markdown: z.string().nullable(),
  creation_method: z.string().nullable(),
  crontab: z.string(),
  timezone: z.string(),
  custom_width: z.number().int().nullable(),
  chart: z
    .looseObject({ id: z.number().int(), slice_name: z.string().nullable(), viz_type: z.string().nullable() })
    .nullable(),
  dashboard: z.looseObject({ id: z.number().int(), dashboard_title: z.string().nullable() }).nullable(),
  database: z.looseObject({ id: z.number().int(), database_name: z.string() }).nullable(),
  extra: z.unknown(),
  force_screenshot: z.boolean().nullable(),
  grace_period: z.number().int().nullable(),
  working_timeout: z.number().int().nullable(),
  log_retention: z.number().int().nullable(),
  last_eval_dttm: z.string().nullable(),
  last_state: z.string().nullable(),
  last_value: z.number().nullable(),
  last_value_row_json: z.string().nullable(),
  owners: z.array(Person),
  recipients: z.array(
    z.looseObject({ id: z.number().int(), type: z.string(), recipient_config_json: z.string().nullable() }),
  ),
  report_format: z.string().nullable(),
  sql: z.string().nullable(),
  validator_type: z.string().nullable(),
  validator_config_json: z.string().nullable(),
  email_subject: z.string().nullable(),
});
export type ReportItem = z.infer<typeof ReportItem>;

/** Answer of `GET /api/v1/report/{pk}`. */
export const ReportItemResponse = z.looseObject({ id: z.number().int(), result: ReportItem });
export type ReportItemResponse = z.infer<typeof ReportItemResponse>;

/** One entry of `GET /api/v1/report/{pk}/log/` (Superset's `ReportExecutionLogRestApi` list columns). */
export const ReportLogEntry = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  state: ReportState,
  scheduled_dttm: z.string(),
  start_dttm: z.string().nullable(),
  end_dttm: z.string().nullable(),
  value: z.number().nullable(),
  value_row_json: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type ReportLogEntry = z.infer<typeof ReportLogEntry>;

/** Answer of `GET /api/v1/report/{pk}/log/`. */
export const ReportLogListResponse = z.looseObject({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(ReportLogEntry.partial()),
});
export type ReportLogListResponse = z.infer<typeof ReportLogListResponse>;

/** Answer of the deletes: `OK`, or `Deleted 2 report schedules` for a bulk delete. */
export const ReportMessageResponse = z.looseObject({ message: z.string() });
export type ReportMessageResponse = z.infer<typeof ReportMessageResponse>;

/** The columns `GET /api/v1/report/related/{column_name}` answers for. */
export const REPORT_RELATED_COLUMNS = ['owners', 'created_by', 'chart', 'dashboard', 'database'] as const;

/** The job a schedule puts on the report queue: one schedule occurrence of one report (`scheduledAt` ISO 8601). */
export const ReportJob = z.strictObject({
  tenantId: z.string().min(1).max(64),
  reportId: z.number().int().positive(),
  scheduledAt: z.iso.datetime({ offset: true }),
});
export type ReportJob = z.infer<typeof ReportJob>;
