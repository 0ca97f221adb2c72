import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { schedules } from '#functions/manifest.ts';
import { AppFunction } from './app-function.ts';

/** Schedule group holding one schedule per report, created and deleted at run time by the reports domain. */
export const REPORT_SCHEDULE_GROUP = 'skyset-reports';

export interface ReportsProps {
  /** The report job queue the per-report schedules send to. */
  reportQueue: IQueue;
  /** Environment shared by every function of the stack. */
  environment: Record<string, string>;
}

/**
 * Report delivery timing on EventBridge Scheduler. Per-report schedules are data, not infrastructure: the reports
 * domain creates them in the group below with `schedulerRole`, which may only put messages on the report queue.
 * The manifest's fixed schedules (none yet) invoke their functions directly.
 */
export class Reports extends Construct {
  readonly scheduleGroup: CfnScheduleGroup;
  /** Role the per-report schedules run as; the reports domain passes it (iam:PassRole) when it creates one. */
  readonly schedulerRole: Role;
  /** Functions of the manifest's fixed schedules, by module. */
  readonly functions: ReadonlyMap<string, AppFunction>;

  readonly #reportQueue: IQueue;

  constructor(scope: Construct, id: string, props: ReportsProps) {
    super(scope, id);
    this.#reportQueue = props.reportQueue;
    this.scheduleGroup = new CfnScheduleGroup(this, 'Group', { name: REPORT_SCHEDULE_GROUP });
    this.schedulerRole = new Role(this, 'ReportSchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: enqueue report jobs',
    });
    props.reportQueue.grantSendMessages(this.schedulerRole);
    this.functions = this.fixedSchedules(props.environment);
  }

  /**
   * Let a function keep the per-report schedules (create, replace, delete them in the group, passing the scheduler
   * role to them) and tell it where they live: the ReportScheduler port's EventBridge adapter reads this environment.
   */
  bindScheduling(fn: AppFunction): void {
    const schedules = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${REPORT_SCHEDULE_GROUP}/*`,
    });
    fn.fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [schedules],
      }),
    );
    this.schedulerRole.grantPassRole(fn.fn.grantPrincipal);
    fn.setEnv('REPORT_SCHEDULER', 'eventbridge')
      .setEnv('REPORT_SCHEDULE_GROUP', REPORT_SCHEDULE_GROUP)
      .setEnv('REPORT_QUEUE_ARN', this.#reportQueue.queueArn)
      .setEnv('REPORT_SCHEDULER_ROLE_ARN', this.schedulerRole.roleArn);
  }

  private fixedSchedules(environment: Record<string, string>): Map<string, AppFunction> {
    const functions = new Map<string, AppFunction>();
    if (schedules.length === 0) return functions;
    const invokeRole = new Role(this, 'FixedScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
    });
    for (const schedule of schedules) {
      let fn = functions.get(schedule.handler);
      if (!fn) {
        fn = new AppFunction(this, `Fn-${schedule.handler.replaceAll('/', '-')}`, {
          module: schedule.handler,
          environment,
        });
        functions.set(schedule.handler, fn);
      }
      invokeRole.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['lambda:InvokeFunction'],
          resources: [fn.fn.functionArn],
        }),
      );
      new CfnSchedule(this, `Schedule-${schedule.name}`, {
        name: schedule.name,
        scheduleExpression: schedule.expression,
        flexibleTimeWindow: { mode: 'OFF' },
        target: { arn: fn.fn.functionArn, roleArn: invokeRole.roleArn },
      });
    }
    return functions;
  }
}
