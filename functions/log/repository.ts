import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, epochSeconds, tableName, writeIf } from '../lib/dynamo.ts';
import { readPartition } from '../lib/item-store.ts';
import { keys } from '../lib/keys.ts';

/** How long events and Recents are kept: a year, the window Superset's recent activity reads. */
export const LOG_RETENTION_SECONDS = 365 * 86_400;

/** DynamoDB's most items per BatchWriteItem. */
const BATCH_SIZE = 25;
/** Rounds of resending what DynamoDB left unprocessed (throttling) before the call fails. */
const UNPROCESSED_RETRIES = 5;

/** One stored event: who sent it, when it arrived, and the fields Superset's Log model keeps. */
export interface LogEventRecord {
  /** Null for a guest of an embedded dashboard, which has no user record. */
  user_id: number | null;
  username: string;
  received_at: number;
  event_name: string;
  version: string;
  impression_id: string | null;
  source: string | null;
  source_id: string | null;
  dashboard_id: number | null;
  slice_id: number | null;
  ts: number | null;
  duration_ms: number | null;
  /** The event as sent, JSON text (Superset's `json` column). */
  json: string;
}

/** A user's last opening of a dashboard or chart. */
export const RecentViewRecord = z.object({
  item_type: z.enum(['dashboard', 'slice']),
  item_id: z.number().int(),
  action: z.string(),
  viewed_at: z.number(),
});
export type RecentViewRecord = z.infer<typeof RecentViewRecord>;

async function writeChunk(items: Record<string, unknown>[]): Promise<void> {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let round = 0; pending.length > 0; round += 1) {
    if (round > UNPROCESSED_RETRIES) throw new Error(`${pending.length} log events left unprocessed`);
    const { UnprocessedItems } = await documentClient().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
    );
    pending = (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  }
}

/** Store events of one user, one item each, expiring after LOG_RETENTION_SECONDS. */
export async function writeLogEvents(
  tenant: string,
  userSub: string,
  events: readonly LogEventRecord[],
): Promise<void> {
  const items = events.map((event) => ({
    ...keys.logEvent(tenant, userSub, event.received_at, randomUUID()),
    ...event,
    expiresAt: epochSeconds(event.received_at) + LOG_RETENTION_SECONDS,
  }));
  const chunks = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) chunks.push(items.slice(start, start + BATCH_SIZE));
  await Promise.all(chunks.map(writeChunk));
}

/** Record that a user opened an object, unless a later opening is already recorded (batches may arrive out of order). */
export async function recordRecentView(tenant: string, userSub: string, view: RecentViewRecord): Promise<void> {
  await writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.recentView(tenant, userSub, view.item_type, view.item_id),
      UpdateExpression:
        'SET item_type = :type, item_id = :id, #action = :action, viewed_at = :at, expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(viewed_at) OR viewed_at < :at',
      ExpressionAttributeNames: { '#action': 'action' },
      ExpressionAttributeValues: {
        ':type': view.item_type,
        ':id': view.item_id,
        ':action': view.action,
        ':at': view.viewed_at,
        ':expires': epochSeconds(view.viewed_at) + LOG_RETENTION_SECONDS,
      },
    }),
  );
}

/** Every object a user opened within the retention window (one item per object), in no particular order. */
export function listRecentViews(tenant: string, userSub: string): Promise<RecentViewRecord[]> {
  return readPartition(RecentViewRecord, keys.recentView(tenant, userSub, 'dashboard', 1).pk);
}
