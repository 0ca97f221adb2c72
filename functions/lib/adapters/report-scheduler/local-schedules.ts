import { EventEmitter } from 'node:events';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName, writeIf } from '../../dynamo.ts';
import { readPartition } from '../../item-store.ts';
import { keys } from '../../keys.ts';
import type { ReportSchedule, ReportScheduler } from '../../ports/report-scheduler.ts';

/**
 * The local runtime's schedule of one active report, the local stand-in for an EventBridge schedule. `armedAt` is
 * when it was (re)written: occurrences before it never fire. `lastFiredAt` is the last occurrence fired, written
 * conditionally so that no occurrence fires twice, across restarts too.
 */
export const LocalScheduleRecord = z.object({
  tenant: z.string(),
  reportId: z.number().int().positive(),
  crontab: z.string(),
  timezone: z.string(),
  armedAt: z.string(),
  lastFiredAt: z.string().optional(),
});
export type LocalScheduleRecord = z.infer<typeof LocalScheduleRecord>;

/** Told when a schedule of this process changes, so the runtime's scheduler plans again at once. */
export const localScheduleChanges = new EventEmitter<{ change: [] }>();

/** A tenant's local schedules. */
export function listLocalSchedules(tenant: string): Promise<LocalScheduleRecord[]> {
  return readPartition(LocalScheduleRecord, keys.reportSchedule(tenant, 1).pk);
}

/**
 * Record that `occurrence` (ISO) of the report fired: true for the first caller only, false when it or a later one
 * was fired already or the schedule is gone.
 */
export function markFired(tenant: string, reportId: number, occurrence: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.reportSchedule(tenant, reportId),
      UpdateExpression: 'SET lastFiredAt = :occurrence',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastFiredAt) OR lastFiredAt < :occurrence)',
      ExpressionAttributeValues: { ':occurrence': occurrence },
    }),
  );
}

/**
 * Take back a fired occurrence whose job could not be enqueued, so the next wake-up fires it again: only while it is
 * still the last fired one (`previous` restored, or none).
 */
export async function unmarkFired(
  tenant: string,
  reportId: number,
  occurrence: string,
  previous: string | undefined,
): Promise<void> {
  await writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.reportSchedule(tenant, reportId),
      UpdateExpression: previous === undefined ? 'REMOVE lastFiredAt' : 'SET lastFiredAt = :previous',
      ConditionExpression: 'lastFiredAt = :occurrence',
      ExpressionAttributeValues: {
        ':occurrence': occurrence,
        ...(previous === undefined ? {} : { ':previous': previous }),
      },
    }),
  );
}

/** The ReportScheduler port for the local runtime: schedules as items its scheduler reads (infra/local/report-scheduler.ts). */
export class LocalReportScheduler implements ReportScheduler {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async put(schedule: ReportSchedule): Promise<void> {
    // An update keeps `lastFiredAt`, so re-saving a report never fires an occurrence again.
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.reportSchedule(schedule.tenant, schedule.reportId),
        UpdateExpression:
          'SET tenant = :tenant, reportId = :reportId, crontab = :crontab, #timezone = :timezone, armedAt = :armedAt',
        // TIMEZONE is one of DynamoDB's reserved words.
        ExpressionAttributeNames: { '#timezone': 'timezone' },
        ExpressionAttributeValues: {
          ':tenant': schedule.tenant,
          ':reportId': schedule.reportId,
          ':crontab': schedule.crontab,
          ':timezone': schedule.timezone,
          ':armedAt': this.now().toISOString(),
        },
      }),
    );
    localScheduleChanges.emit('change');
  }

  async remove(tenant: string, reportId: number): Promise<void> {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.reportSchedule(tenant, reportId) }),
    );
    localScheduleChanges.emit('change');
  }
}
