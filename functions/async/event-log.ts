import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, epochSeconds, isExpired, tableName, writeIf, insertIfAbsent } from '../lib/dynamo.ts';
import { keys, padId } from '../lib/keys.ts';
import { AsyncEvent, type NewAsyncEvent } from './schema.ts';

/** Events stay readable for a day; clients that were away longer reload instead of replaying. */
const EVENT_TTL_SECONDS = 24 * 3600;
const MAX_APPEND_ATTEMPTS = 20;

async function headId(tenant: string, channelId: string): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.channelHead(tenant, channelId) }),
  );
  return Number(Item?.lastId ?? 0);
}

/** The id of the newest stored event (a writer may have died between its event and its head update). */
async function newestStoredId(tenant: string, channelId: string): Promise<number> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.channelHead(tenant, channelId).pk, ':prefix': 'EVENT#' },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return Number(Items?.[0]?.eventId ?? 0);
}

async function advanceHead(tenant: string, channelId: string, id: number): Promise<void> {
  await writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.channelHead(tenant, channelId),
      UpdateExpression: 'SET lastId = :id',
      ConditionExpression: 'attribute_not_exists(lastId) OR lastId < :id',
      ExpressionAttributeValues: { ':id': id },
    }),
  );
}

/**
 * Append an event to a channel with the next id: strictly increasing and gap-free, using only
 * single-item conditional writes (claim `EVENT#n+1`, then move the head forward).
 */
export async function appendEvent(tenant: string, event: NewAsyncEvent, now = Date.now()): Promise<AsyncEvent> {
  let candidate = (await headId(tenant, event.channel_id)) + 1;
  for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt += 1) {
    const stored = AsyncEvent.parse({ ...event, id: String(candidate) });
    const claimed = await insertIfAbsent({
      ...keys.channelEvent(tenant, event.channel_id, candidate),
      eventId: candidate,
      event: stored,
      expiresAt: epochSeconds(now) + EVENT_TTL_SECONDS,
    });
    if (claimed) {
      await advanceHead(tenant, event.channel_id, candidate);
      return stored;
    }
    candidate = Math.max(candidate, await newestStoredId(tenant, event.channel_id)) + 1;
  }
  throw new Error(`Could not append an event to channel ${event.channel_id}: too much contention`);
}

/** Up to `limit` unexpired events after `lastId`, oldest first. */
export async function listEventsAfter(
  tenant: string,
  channelId: string,
  lastId = 0,
  limit = 100,
  now = Date.now(),
): Promise<AsyncEvent[]> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.channelHead(tenant, channelId).pk,
        ':from': `EVENT#${padId(lastId + 1)}`,
        ':to': `EVENT#${'9'.repeat(12)}`,
      },
      Limit: limit,
    }),
  );
  return (Items ?? []).filter((item) => !isExpired(item, now)).map((item) => AsyncEvent.parse(item.event));
}
