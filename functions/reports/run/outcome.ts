import type { ReportState } from '#shared/api/report.ts';
import type { ReportContent, ReportContentRequest } from '../delivery/index.ts';
import type { ReportRecord, ReportStateRecord } from '../schema.ts';
import { type AlertVerdict, checkCondition } from './alert-condition.ts';
import type { Executor } from './executor.ts';
import { composeMail, mailRecipients, mailSubject } from './mail.ts';
import type { ReportRunDeps } from './ports.ts';

/** How a run ended, as its log entry records it. */
export interface RunOutcome {
  state: Exclude<ReportState, 'Working'>;
  errorMessage: string | null;
  value: number | null;
  valueRowJson: string | null;
}

/** What one run decides from. */
export interface RunContext {
  tenant: string;
  report: ReportRecord;
  executor: Executor;
  /** The report's state before this run, and when it last sent (the last Success entry's end). */
  previous: ReportStateRecord | undefined;
  lastSuccessAt: string | undefined;
  /** Epoch ms by which the run must end. */
  deadline: number;
}

/** Superset's words for a run cut short by the report's working timeout. */
export const WORKING_TIMEOUT_MESSAGE = 'Report Schedule reached a working timeout.';
/** Superset's words for an alert whose last send is within its grace period. */
export const GRACE_MESSAGE = 'Alert fired during grace period.';

/** Superset's `is_in_grace_period`: an alert that sent (last state Success or On Grace) less than grace_period seconds ago. */
function isInGrace(context: RunContext, now: Date): boolean {
  const { report, previous, lastSuccessAt } = context;
  if (report.type !== 'Alert' || !lastSuccessAt || !previous || !['Success', 'On Grace'].includes(previous.last_state))
    return false;
  return now.getTime() - report.grace_period * 1000 < new Date(lastSuccessAt).getTime();
}

function contentRequest(context: RunContext): ReportContentRequest {
  const { report } = context;
  const extraFormats = (report.extra.additional_formats ?? []).filter((format) => format !== report.report_format);
  return {
    tenantId: context.tenant,
    reportId: report.id,
    executor: context.executor,
    target:
      report.chart_id !== null
        ? { chartId: report.chart_id }
        : { dashboardId: report.dashboard_id ?? 0, selectedTabs: report.extra.dashboard?.activeTabs ?? null },
    formats: [report.report_format, ...new Set(extraFormats)],
    customWidth: report.custom_width,
    deadline: context.deadline,
  };
}

/**
 * The note a Success entry keeps in `error_message` when the rendered pages asked for anything outside Skyset (as
 * Superset's entries carry a message for states other than Error too): `3 requests outside Skyset were blocked
 * (2 image, 1 stylesheet).` Null when nothing was.
 */
export function blockedNote({ blocked }: Pick<ReportContent, 'blocked'>): string | null {
  if (blocked.total === 0) return null;
  const kinds = Object.entries(blocked.byType)
    .map(([type, count]) => `${count} ${type}`)
    .join(', ');
  return `${blocked.total} ${blocked.total === 1 ? 'request outside Skyset was' : 'requests outside Skyset were'} blocked (${kinds}).`;
}

/** Render the report's content and mail it; Success. Headers that would not hold are refused before anything renders. */
async function deliver(context: RunContext, deps: ReportRunDeps, verdict?: AlertVerdict): Promise<RunOutcome> {
  mailRecipients(context.report);
  mailSubject(context.report);
  const content = await deps.buildContent(contentRequest(context));
  await deps.mail.send(await composeMail(context.report, content, verdict));
  return {
    state: 'Success',
    errorMessage: blockedNote(content),
    value: verdict?.value ?? null,
    valueRowJson: verdict?.valueRowJson ?? null,
  };
}

/**
 * Superset's report state machine for one occurrence: a report always sends; an alert within its grace period logs
 * On Grace, otherwise it runs its query and sends only when its condition holds (Not triggered when not).
 */
async function decide(context: RunContext, deps: ReportRunDeps): Promise<RunOutcome> {
  const { report } = context;
  if (report.type === 'Report') return deliver(context, deps);
  if (isInGrace(context, deps.now()))
    return { state: 'On Grace', errorMessage: GRACE_MESSAGE, value: null, valueRowJson: null };
  const rows = await deps.alertQuery(context.tenant, report, context.executor, context.deadline);
  const verdict = checkCondition(
    rows.columns,
    rows.rows,
    report.validator_type ?? 'not null',
    report.validator_config_json ?? {},
  );
  if (!verdict.triggered)
    return { state: 'Not triggered', errorMessage: null, value: verdict.value, valueRowJson: verdict.valueRowJson };
  return deliver(context, deps, verdict);
}

/** The outcome of one run within its deadline: an Error with the failure's message, or the working timeout's, never a throw. */
export async function runOutcome(context: RunContext, deps: ReportRunDeps): Promise<RunOutcome> {
  const timer = new AbortController();
  const timedOut = deps
    .sleep(Math.max(0, context.deadline - deps.now().getTime()), timer.signal)
    .then((): RunOutcome => ({
      state: 'Error',
      errorMessage: WORKING_TIMEOUT_MESSAGE,
      value: null,
      valueRowJson: null,
    }));
  const run = decide(context, deps).catch((error: unknown): RunOutcome => ({
    state: 'Error',
    errorMessage: error instanceof Error ? error.message : String(error),
    value: null,
    valueRowJson: null,
  }));
  try {
    return await Promise.race([run, timedOut]);
  } finally {
    timer.abort();
    timedOut.catch(() => undefined);
  }
}
