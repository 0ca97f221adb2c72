import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { documentClient, epochSeconds, isExpired, tableName, writeIf } from '../../lib/dynamo.ts';
import type { ItemKey } from '../../lib/keys.ts';
import { type FailureRecord, forgottenAt, type ThrottleRules } from './rules.ts';

const StoredCounter = z.object({
  failures: z.number().int().nonnegative(),
  lastFailureAt: z.number(),
  lockedUntil: z.number(),
  version: z.number().int().positive(),
  expiresAt: z.number().optional(),
});

/** A counter as read: its record (none when absent or expired) and the version a write must find (0: no item). */
export interface CounterRead {
  record: FailureRecord | undefined;
  version: number;
}

/**
 * The sign-in throttle's counters in DynamoDB: one item each, read consistently and written with a condition on the
 * version read, so counters hold across Lambda instances without transactions. Items carry `expiresAt` (when the
 * failures are forgotten); reads skip expired ones, as dynalite never deletes them.
 */
export const failureCounters = {
  async read(key: ItemKey, now: number): Promise<CounterRead> {
    const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (!Item) return { record: undefined, version: 0 };
    const stored = StoredCounter.parse(Item);
    const record = isExpired(stored, now) ? undefined : { failures: stored.failures, lastFailureAt: stored.lastFailureAt, lockedUntil: stored.lockedUntil };
    return { record, version: stored.version };
  },

  /** Store `record` over the version read; false when another write came first. */
  write(key: ItemKey, record: FailureRecord, readVersion: number, rules: ThrottleRules): Promise<boolean> {
    const item = { ...key, ...record, version: readVersion + 1, expiresAt: epochSeconds(forgottenAt(record, rules)) + 1 };
    return writeIf(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: readVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
        ...(readVersion === 0 ? {} : { ExpressionAttributeValues: { ':version': readVersion } }),
      }),
    );
  },

  /** Put back what a write at `writtenVersion` replaced, unless another write came since (then that one stands). */
  async restore(key: ItemKey, before: CounterRead, writtenVersion: number, rules: ThrottleRules): Promise<void> {
    if (before.record) {
      const item = { ...key, ...before.record, version: writtenVersion + 1, expiresAt: epochSeconds(forgottenAt(before.record, rules)) + 1 };
      await writeIf(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': writtenVersion } }));
      return;
    }
    await writeIf(new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': writtenVersion } }));
  },

  /** Forget the counter (a successful sign-in, an Admin's password reset). */
  async clear(key: ItemKey): Promise<void> {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  },
};
