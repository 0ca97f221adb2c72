import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, epochSeconds, isExpired, tableName } from './dynamo.ts';
import { keys } from './keys.ts';
import { logger } from './logger.ts';
import type { PushChannel } from './ports/push.ts';

/** API Gateway closes every WebSocket connection after two hours, so a record never needs to outlive that. */
export const CONNECTION_TTL_SECONDS = 2 * 3600;

/** An open WebSocket connection, as the registry stores it. */
export interface ConnectionRecord {
  connectionId: string;
  channelId: string;
  userId: string;
  username: string;
  /** Epoch milliseconds, as API Gateway's `requestContext.connectedAt`. */
  connectedAt: number;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
}

export type NewConnection = Omit<ConnectionRecord, 'expiresAt'>;

/** How a push to a channel went, connection by connection. */
export interface PushOutcome {
  sent: number;
  /** Connections that answered gone and were removed from the registry. */
  gone: number;
  /** Connections whose post failed otherwise (logged, kept: the failure may be transient). */
  failed: number;
}

/** Register a connection under its tenant and channel; expires with API Gateway's connection lifetime. */
export async function saveConnection(tenant: string, connection: NewConnection): Promise<ConnectionRecord> {
  const record: ConnectionRecord = {
    ...connection,
    expiresAt: epochSeconds(connection.connectedAt) + CONNECTION_TTL_SECONDS,
  };
  const item = {
    ...keys.connection(tenant, connection.connectionId),
    ...keys.channelConnections(tenant, connection.channelId),
    gsi1sk: connection.connectionId,
    ...record,
  };
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
  return record;
}

/** Forget a connection; deleting one that is already gone is not an error. */
export async function deleteConnection(tenant: string, connectionId: string): Promise<void> {
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.connection(tenant, connectionId) }),
  );
}

function toRecord(item: Record<string, unknown>): ConnectionRecord {
  return {
    connectionId: String(item.connectionId),
    channelId: String(item.channelId),
    userId: String(item.userId),
    username: String(item.username),
    connectedAt: Number(item.connectedAt),
    expiresAt: Number(item.expiresAt),
  };
}

/** The unexpired connections of a channel (every tab and device of its user), following every result page. */
export async function listChannelConnections(
  tenant: string,
  channelId: string,
  now = Date.now(),
): Promise<ConnectionRecord[]> {
  const records: ConnectionRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :channel',
        ExpressionAttributeValues: { ':channel': keys.channelConnections(tenant, channelId).gsi1pk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) if (!isExpired(item, now)) records.push(toRecord(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records;
}

async function postOne(
  push: PushChannel,
  tenant: string,
  connectionId: string,
  data: unknown,
): Promise<keyof PushOutcome> {
  try {
    if ((await push.post(connectionId, data)) === 'sent') return 'sent';
    await deleteConnection(tenant, connectionId);
    return 'gone';
  } catch (error) {
    logger.warn('Push to a connection failed', { tenant, connectionId, error: error as Error });
    return 'failed';
  }
}

/**
 * Post `data` to every open connection of a channel, in parallel, pruning the ones that are gone.
 * Never throws for a single connection: clients that miss a push catch up by polling or replay.
 */
export async function pushToChannel(
  push: PushChannel,
  tenant: string,
  channelId: string,
  data: unknown,
): Promise<PushOutcome> {
  const connections = await listChannelConnections(tenant, channelId);
  const results = await Promise.all(connections.map((c) => postOne(push, tenant, c.connectionId, data)));
  const outcome: PushOutcome = { sent: 0, gone: 0, failed: 0 };
  for (const result of results) outcome[result] += 1;
  return outcome;
}
