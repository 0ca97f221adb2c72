import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { EventBridgeReportScheduler } from '../adapters/report-scheduler/eventbridge-scheduler.ts';
import { LocalReportScheduler } from '../adapters/report-scheduler/local-schedules.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import type { ReportScheduler } from '../ports/report-scheduler.ts';
import { required } from '../required-setting.ts';

/** Report schedules: EventBridge Scheduler in the cloud, items the local runtime's scheduler reads locally. */
export const reportScheduler = once((): ReportScheduler => {
  const settings = config();
  if (settings.REPORT_SCHEDULER === 'local') return new LocalReportScheduler();
  return new EventBridgeReportScheduler({
    client: new SchedulerClient({}),
    groupName: settings.REPORT_SCHEDULE_GROUP,
    queueArn: required(settings.REPORT_QUEUE_ARN, 'REPORT_QUEUE_ARN'),
    roleArn: required(settings.REPORT_SCHEDULER_ROLE_ARN, 'REPORT_SCHEDULER_ROLE_ARN'),
  });
});
