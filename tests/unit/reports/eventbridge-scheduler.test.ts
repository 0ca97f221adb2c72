import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  EventBridgeReportScheduler,
  scheduleNames,
} from '#functions/lib/adapters/report-scheduler/eventbridge-scheduler.ts';

const scheduler = mockClient(SchedulerClient);
const QUEUE_ARN = 'arn:aws:sqs:eu-west-1:123456789012:report';
const ROLE_ARN = 'arn:aws:iam::123456789012:role/report-scheduler';
const adapter = () =>
  new EventBridgeReportScheduler({
    client: new SchedulerClient({ region: 'eu-west-1' }),
    groupName: 'skyset-reports',
    queueArn: QUEUE_ARN,
    roleArn: ROLE_ARN,
  });

const notFound = () =>
  new ResourceNotFoundException({ Message: 'Schedule not found', message: 'Schedule not found', $metadata: {} });
const conflict = () =>
  new ConflictException({ Message: 'Schedule already exists', message: 'Schedule already exists', $metadata: {} });

/** The schedule EventBridge is asked to create for report 7 of tenant acme with `expression`. */
const scheduleOf = (name: string, expression: string, timezone: string) => ({
  Name: name,
  GroupName: 'skyset-reports',
  ScheduleExpression: expression,
  ScheduleExpressionTimezone: timezone,
  FlexibleTimeWindow: { Mode: 'OFF' },
  State: 'ENABLED',
  Target: {
    Arn: QUEUE_ARN,
    RoleArn: ROLE_ARN,
    Input: '{"tenantId":"acme","reportId":7,"scheduledAt":"<aws.scheduler.scheduled-time>"}',
    RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
  },
});

beforeEach(() => {
  scheduler.reset();
  scheduler.on(DeleteScheduleCommand).rejects(notFound());
});

describe('EventBridgeReportScheduler', () => {
  it('creates one schedule in the report time zone sending the job to the report queue', async () => {
    // Arrange
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });

    // Act
    await adapter().put({ tenant: 'acme', reportId: 7, crontab: '*/15 9-17 * * 1-5', timezone: 'Europe/Paris' });

    // Assert
    expect(scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input)).toEqual([
      scheduleOf('report-acme-7', 'cron(0,15,30,45 9-17 ? * MON,TUE,WED,THU,FRI *)', 'Europe/Paris'),
    ]);
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input)).toEqual([
      { Name: 'report-acme-7-b', GroupName: 'skyset-reports' },
    ]);
  });

  it('replaces a schedule that exists with UpdateSchedule', async () => {
    // Arrange
    scheduler.on(CreateScheduleCommand).rejects(conflict());
    scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });

    // Act
    await adapter().put({ tenant: 'acme', reportId: 7, crontab: '0 9 * * *', timezone: 'UTC' });

    // Assert
    expect(scheduler.commandCalls(UpdateScheduleCommand).map((call) => call.args[0].input)).toEqual([
      scheduleOf('report-acme-7', 'cron(0 9 * * ? *)', 'UTC'),
    ]);
  });

  it('makes two schedules of a crontab restricting both the day of month and the day of week (cron fires on either)', async () => {
    // Arrange
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });

    // Act
    await adapter().put({ tenant: 'acme', reportId: 7, crontab: '0 8 1,15 * 1', timezone: 'UTC' });

    // Assert
    expect(scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input.ScheduleExpression)).toEqual([
      'cron(0 8 1,15 * ? *)',
      'cron(0 8 ? * MON *)',
    ]);
  });

  it('removes both schedule names, a missing one being fine', async () => {
    // Act
    await adapter().remove('acme', 7);

    // Assert
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input.Name)).toEqual([
      'report-acme-7',
      'report-acme-7-b',
    ]);
  });

  it('fails on other errors, so the report write answers it', async () => {
    // Arrange
    scheduler.on(CreateScheduleCommand).rejects(new Error('AccessDenied'));

    // Act
    const put = adapter().put({ tenant: 'acme', reportId: 7, crontab: '0 9 * * *', timezone: 'UTC' });

    // Assert
    await expect(put).rejects.toThrow('AccessDenied');
  });

  it('names the schedules of a long tenant name by its hash, within 64 characters', () => {
    // Act
    const names = scheduleNames('a'.repeat(63), 65535);

    // Assert
    expect(names.map((name) => [name.length <= 64, /^report-[0-9a-f]{32}-65535(-b)?$/.test(name)])).toEqual([
      [true, true],
      [true, true],
    ]);
  });
});
