import { BatchWriteCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, insertIfAbsent, tableName, writeIf } from '../lib/dynamo.ts';
import { readItem, readPartition, writeVersioned } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';
import { ReportLogRecord, ReportRecord, ReportStateRecord } from './schema.ts';

/** Store a report (see `writeVersioned`: new only if absent, an edit only over the version read). */
export function writeReport(tenant: string, record: ReportRecord, previousVersion?: number): Promise<void> {
  return writeVersioned(
    keys.report(tenant, record.id),
    record,
    previousVersion,
    'The report was changed by someone else; reload it and try again',
  );
}

/** A tenant's report by id, or undefined. */
export function readReport(tenant: string, id: number): Promise<ReportRecord | undefined> {
  return readItem(ReportRecord, keys.report(tenant, id));
}

/** Every report of a tenant, by id (one partition; lists filter in memory as Superset's list API does in SQL). */
export function listReports(tenant: string): Promise<ReportRecord[]> {
  return readPartition(ReportRecord, keys.report(tenant, 1).pk);
}

/** Delete a report with its run state (absent is fine: callers check existence first to answer 404). */
export async function deleteReportRecord(tenant: string, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.report(tenant, id) }));
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.reportState(tenant, id) }));
  await deleteLogEntries(tenant, await listLogEntries(tenant, id));
}

/** The run states of a tenant's reports, by report id. */
export async function listReportStates(tenant: string): Promise<Map<number, ReportStateRecord>> {
  const states = await readPartition(ReportStateRecord, keys.reportState(tenant, 1).pk);
  return new Map(states.map((state) => [state.id, state]));
}

/** A report's run state, or undefined before its first run. */
export function readReportState(tenant: string, id: number): Promise<ReportStateRecord | undefined> {
  return readItem(ReportStateRecord, keys.reportState(tenant, id));
}

/** Record what a run left (a run that outlives its report's deletion leaves an orphan nobody reads: ids are never reused). */
export async function writeReportState(tenant: string, state: ReportStateRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.reportState(tenant, state.id), ...state } }),
  );
}

/**
 * Claim a schedule occurrence of a report by writing its log entry: only the first delivery of the job gets true;
 * a redelivery finds the entry and gets false.
 */
export function claimLogEntry(tenant: string, entry: ReportLogRecord): Promise<boolean> {
  return insertIfAbsent({ ...keys.reportLog(tenant, entry.report_id, entry.scheduled_dttm), ...entry });
}

/** Settle a claimed entry once: only over the `Working` entry this run wrote (false when another run settled it). */
export function settleLogEntry(tenant: string, entry: ReportLogRecord): Promise<boolean> {
  const key = keys.reportLog(tenant, entry.report_id, entry.scheduled_dttm);
  return writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, ...entry },
      ConditionExpression: '#state = :working',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':working': 'Working' },
    }),
  );
}

/** The entry of one occurrence, or undefined. */
export function readLogEntry(
  tenant: string,
  reportId: number,
  scheduledAt: string,
): Promise<ReportLogRecord | undefined> {
  return readItem(ReportLogRecord, keys.reportLog(tenant, reportId, scheduledAt));
}

/** A report's log entries, oldest occurrence first. */
export function listLogEntries(tenant: string, reportId: number): Promise<ReportLogRecord[]> {
  return readPartition(ReportLogRecord, keys.reportLog(tenant, reportId, '').pk);
}

/** DynamoDB takes at most 25 writes per BatchWriteItem. */
const BATCH_LIMIT = 25;

/** Delete log entries (log retention, report deletion); entries a batch leaves unprocessed wait for the next retention pass. */
export async function deleteLogEntries(tenant: string, entries: readonly ReportLogRecord[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH_LIMIT) {
    const chunk = entries.slice(start, start + BATCH_LIMIT);
    const requests = chunk.map((entry) => ({
      DeleteRequest: { Key: keys.reportLog(tenant, entry.report_id, entry.scheduled_dttm) },
    }));
    await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
  }
}
