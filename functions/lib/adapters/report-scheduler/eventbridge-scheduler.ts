import { createHash } from 'node:crypto';
import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  type SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { ReportSchedule, ReportScheduler } from '../../ports/report-scheduler.ts';

export interface EventBridgeReportSchedulerOptions {
  client: SchedulerClient;
  /** The schedule group of report schedules (`skyset-reports`). */
  groupName: string;
  /** The report queue's ARN: each schedule sends its job there. */
  queueArn: string;
  /** The role EventBridge Scheduler assumes to send to the queue. */
  roleArn: string;
}

/** Schedule names: at most 64 of `[0-9a-zA-Z-_.]`. */
const NAME_MAX_LENGTH = 64;

/**
 * The names of a report's schedules: the first, and the second a crontab restricting both day fields needs. A tenant
 * name too long to fit is replaced by its hash, so names stay unique per tenant and report.
 */
export function scheduleNames(tenant: string, reportId: number): [string, string] {
  const plain = `report-${tenant}-${reportId}`;
  const base =
    plain.length + 2 <= NAME_MAX_LENGTH
      ? plain
      : `report-${createHash('sha256').update(tenant).digest('hex').slice(0, 32)}-${reportId}`;
  return [base, `${base}-b`];
}

/**
 * The job each occurrence sends: EventBridge Scheduler fills in the occurrence's time (`<aws.scheduler.scheduled-time>`,
 * ISO 8601), which makes the job's idempotency key with the report id.
 */
export const scheduledJobInput = (tenant: string, reportId: number): string =>
  `{"tenantId":${JSON.stringify(tenant)},"reportId":${reportId},"scheduledAt":"<aws.scheduler.scheduled-time>"}`;

/** The ReportScheduler port on EventBridge Scheduler: one schedule (two for a crontab with both day fields) per active report. */
export class EventBridgeReportScheduler implements ReportScheduler {
  constructor(private readonly options: EventBridgeReportSchedulerOptions) {}

  async put(schedule: ReportSchedule): Promise<void> {
    // The crontab parser, and so this module's, loads only when a schedule is written (../crontab.ts).
    const { eventBridgeExpressions } = await import('./eventbridge-cron.ts');
    const expressions = eventBridgeExpressions(schedule.crontab);
    const names = scheduleNames(schedule.tenant, schedule.reportId);
    for (const [index, name] of names.entries()) {
      const expression = expressions[index];
      if (expression === undefined) await this.delete(name);
      else await this.upsert(this.scheduleInput(name, expression, schedule));
    }
  }

  async remove(tenant: string, reportId: number): Promise<void> {
    for (const name of scheduleNames(tenant, reportId)) await this.delete(name);
  }

  private scheduleInput(name: string, expression: string, schedule: ReportSchedule): CreateScheduleCommandInput {
    return {
      Name: name,
      GroupName: this.options.groupName,
      ScheduleExpression: expression,
      ScheduleExpressionTimezone: schedule.timezone,
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: this.options.queueArn,
        RoleArn: this.options.roleArn,
        Input: scheduledJobInput(schedule.tenant, schedule.reportId),
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      },
    };
  }

  /** Create the schedule, or replace it when it exists (UpdateSchedule takes the whole definition). */
  private async upsert(input: CreateScheduleCommandInput): Promise<void> {
    try {
      await this.options.client.send(new CreateScheduleCommand(input));
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      await this.options.client.send(new UpdateScheduleCommand(input));
    }
  }

  private async delete(name: string): Promise<void> {
    try {
      await this.options.client.send(new DeleteScheduleCommand({ Name: name, GroupName: this.options.groupName }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}
