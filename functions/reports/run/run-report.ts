import { randomUUID } from 'node:crypto';
import { REPORT_DEFAULTS, type ReportJob } from '#shared/api/report.ts';
import { nextId } from '../../lib/counters.ts';
import { logger } from '../../lib/logger.ts';
import { retainedEntries } from '../log-list.ts';
import {
  claimLogEntry,
  deleteLogEntries,
  listLogEntries,
  readLogEntry,
  readReport,
  readReportState,
  settleLogEntry,
  writeReportState,
} from '../repository.ts';
import type { ReportLogRecord, ReportRecord } from '../schema.ts';
import { reportExecutor } from './executor.ts';
import { type RunOutcome, runOutcome, WORKING_TIMEOUT_MESSAGE } from './outcome.ts';
import type { ReportRunDeps } from './ports.ts';

/** What became of a job: run, skipped (report gone or inactive), or a redelivery that did nothing. */
export type JobResult = 'ran' | 'skipped' | 'duplicate';

const workingTimeoutMs = (report: ReportRecord): number =>
  (report.working_timeout ?? REPORT_DEFAULTS.working_timeout) * 1000;

/**
 * A redelivered job whose occurrence is claimed: nothing is sent again. When the claim is still Working past the
 * report's working timeout, the delivery that made it died: its entry becomes Superset's working timeout Error.
 */
async function settleAbandoned(tenant: string, report: ReportRecord, scheduledAt: string, now: Date): Promise<void> {
  const entry = await readLogEntry(tenant, report.id, scheduledAt);
  if (entry?.state !== 'Working' || now.getTime() - new Date(entry.start_dttm).getTime() < workingTimeoutMs(report))
    return;
  const settled = await settleLogEntry(tenant, {
    ...entry,
    state: 'Error',
    end_dttm: now.toISOString(),
    error_message: WORKING_TIMEOUT_MESSAGE,
  });
  if (settled)
    await writeReportState(tenant, {
      id: report.id,
      last_state: 'Error',
      last_eval_dttm: now.toISOString(),
      last_value: null,
      last_value_row_json: null,
    });
}

/** Drop the entries older than the report's log retention (Superset prunes them with a periodic task). */
async function pruneLog(
  tenant: string,
  report: ReportRecord,
  entries: readonly ReportLogRecord[],
  now: Date,
): Promise<void> {
  const kept = new Set(retainedEntries(entries, report, now));
  await deleteLogEntries(
    tenant,
    entries.filter((entry) => !kept.has(entry)),
  );
}

/** Record the outcome: the entry settled, the report's state, old entries pruned. */
async function settle(
  tenant: string,
  report: ReportRecord,
  entry: ReportLogRecord,
  outcome: RunOutcome,
  deps: ReportRunDeps,
): Promise<void> {
  const end = deps.now().toISOString();
  const settled: ReportLogRecord = {
    ...entry,
    state: outcome.state,
    end_dttm: end,
    value: outcome.value,
    value_row_json: outcome.valueRowJson,
    error_message: outcome.errorMessage,
  };
  if (!(await settleLogEntry(tenant, settled))) return;
  await writeReportState(tenant, {
    id: report.id,
    last_state: outcome.state,
    last_eval_dttm: end,
    last_value: outcome.value,
    last_value_row_json: outcome.valueRowJson,
  });
  await pruneLog(tenant, report, await listLogEntries(tenant, report.id), deps.now());
}

/**
 * Run one schedule occurrence of a report, once: the first delivery of the job claims `(report, scheduledAt)` by
 * writing its Working log entry; a redelivery finds the claim and sends nothing. The run then checks the alert or
 * renders and mails the report within the working timeout and settles the entry Success, Not triggered, On Grace
 * or Error. Only store failures throw (the queue redelivers); the report's own failures are logged as Error.
 */
export async function runReportJob(job: ReportJob, deps: ReportRunDeps): Promise<JobResult> {
  const { tenantId: tenant, reportId } = job;
  const scheduledAt = new Date(job.scheduledAt).toISOString();
  const report = await readReport(tenant, reportId);
  if (!report?.active) return 'skipped';
  const start = deps.now();
  const entry: ReportLogRecord = {
    id: await nextId(tenant, 'report_log'),
    uuid: randomUUID(),
    report_id: reportId,
    scheduled_dttm: scheduledAt,
    start_dttm: start.toISOString(),
    end_dttm: null,
    state: 'Working',
    value: null,
    value_row_json: null,
    error_message: null,
  };
  if (!(await claimLogEntry(tenant, entry))) {
    await settleAbandoned(tenant, report, scheduledAt, start);
    return 'duplicate';
  }
  const [previous, entries, executor] = await Promise.all([
    readReportState(tenant, reportId),
    listLogEntries(tenant, reportId),
    reportExecutor(tenant, report),
  ]);
  await writeReportState(tenant, {
    id: reportId,
    last_state: 'Working',
    last_eval_dttm: start.toISOString(),
    last_value: null,
    last_value_row_json: null,
  });
  const lastSuccessAt = entries
    .filter((logged) => logged.state === 'Success')
    .map((logged) => logged.end_dttm ?? logged.start_dttm)
    .sort()
    .at(-1);
  const deadline = Math.min(start.getTime() + workingTimeoutMs(report), deps.hardDeadline ?? Number.POSITIVE_INFINITY);
  const outcome = executor
    ? await runOutcome({ tenant, report, executor, previous, lastSuccessAt, deadline }, deps)
    : ({
        state: 'Error',
        errorMessage: 'The report has no owner or creator to run as.',
        value: null,
        valueRowJson: null,
      } as const);
  await settle(tenant, report, entry, outcome, deps);
  logger.info('report run', { tenant, reportId, scheduledAt, state: outcome.state });
  return 'ran';
}
