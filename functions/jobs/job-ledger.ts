import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, epochSeconds, tableName, writeIf } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';

/** Job records outlive every redelivery (SQS keeps messages 4 days by default, plus the DLQ's 14). */
const JOB_RECORD_TTL_SECONDS = 20 * 24 * 3600;

export interface JobRecord {
  status: 'running' | 'done' | 'error';
  resultUrl: string | null;
  errors: Record<string, unknown>[];
  /** Set once the job's final event is in the channel: a redelivery then does nothing. */
  eventId?: string;
}

/** The job's record, if some delivery already started it. */
export async function readJob(tenant: string, jobId: string): Promise<JobRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.job(tenant, jobId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    status: Item.status,
    resultUrl: Item.resultUrl ?? null,
    errors: Item.errors ?? [],
    ...(Item.eventId ? { eventId: String(Item.eventId) } : {}),
  };
}

/** Record that a delivery is working on the job (a crashed earlier delivery may have left `running`). */
export async function markRunning(tenant: string, jobId: string, now = Date.now()): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.job(tenant, jobId),
        status: 'running',
        updatedAt: new Date(now).toISOString(),
        expiresAt: epochSeconds(now) + JOB_RECORD_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':running': 'running' },
    }),
  );
}

/**
 * Settle the job once: only the first delivery to get here wins (conditional on still `running`).
 * Returns false when another delivery settled it already.
 */
export async function settle(
  tenant: string,
  jobId: string,
  outcome: Pick<JobRecord, 'status' | 'resultUrl' | 'errors'>,
): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(tenant, jobId),
      UpdateExpression: 'SET #status = :status, resultUrl = :url, errors = :errors',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':url': outcome.resultUrl,
        ':errors': outcome.errors,
        ':running': 'running',
      },
    }),
  );
}

/** Remember the id of the job's event, closing the job for good. */
export async function recordEvent(tenant: string, jobId: string, eventId: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(tenant, jobId),
      UpdateExpression: 'SET eventId = :id',
      ExpressionAttributeValues: { ':id': eventId },
    }),
  );
}
