import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ReportJob } from '#shared/api/report.ts';
import { logger, withLogContext } from '../lib/logger.ts';
import { reportRunDeps } from '../lib/composition/report-run-deps.ts';
import { runReportJob } from '../reports/index.ts';

/** Time kept back from the function's limit to settle the run's log entry after giving up. */
const SETTLE_MARGIN_MS = 15_000;

/** The job of a record, or undefined for a body that is none (logged and dropped: redelivering it cannot help). */
function jobOf(body: string): ReportJob | undefined {
  try {
    const parsed = ReportJob.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: handled below with the schema failures.
  }
  logger.error('report job refused: not a report job', { body: body.slice(0, 500) });
  return undefined;
}

/**
 * Consumer of the report queue: each record is one schedule occurrence of one report (`{tenantId, reportId,
 * scheduledAt}`), from EventBridge Scheduler or the local scheduler. Runs are idempotent per occurrence; a record
 * fails (and is redelivered, in the end to the DLQ) only when the store does.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  const hardDeadline = context ? Date.now() + context.getRemainingTimeInMillis() - SETTLE_MARGIN_MS : undefined;
  for (const record of event.Records) {
    const job = jobOf(record.body);
    if (!job) continue;
    try {
      await withLogContext(
        { queue: 'report', tenant: job.tenantId, jobId: `report-${job.reportId}@${job.scheduledAt}` },
        () => runReportJob(job, reportRunDeps(hardDeadline)),
      );
    } catch (error) {
      logger.error('report job failed', { messageId: record.messageId, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
