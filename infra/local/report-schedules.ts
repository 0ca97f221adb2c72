import { jobQueue } from '#functions/lib/composition/job-queue.ts';
import type { QueueClock } from './queue/clock.ts';
import { ReportScheduleRunner } from './report-scheduler.ts';

/**
 * Start the local report scheduler: jobs go on the report queue through the same SQS client the handlers use, so
 * the report worker receives them as it would from EventBridge Scheduler.
 */
export function startReportSchedules(clock: QueueClock, log: (line: string) => void): ReportScheduleRunner {
  const runner = new ReportScheduleRunner({
    clock,
    log,
    enqueue: async (job) => {
      await jobQueue().send('report', { body: job });
    },
  });
  runner.start();
  return runner;
}
