import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, epochSeconds, isConditionFailure, isExpired, tableName, writeIf } from '../../lib/dynamo.ts';
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

/** One more failure on a counter still live, in one atomic update; undefined when the item is there but expired. */
async function addToLive(key: ItemKey, now: number, rules: ThrottleRules): Promise<number | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET lastFailureAt = :now, expiresAt = :expiresAt, lockedUntil = if_not_exists(lockedUntil, :zero) ADD failures :one, version :one',
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt > :nowSeconds',
        ExpressionAttributeValues: {
          ':now': now,
          ':expiresAt': epochSeconds(now + rules.lockMs) + 1,
          ':zero': 0,
          ':one': 1,
          ':nowSeconds': epochSeconds(now),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Number(Attributes?.failures);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * The sign-in throttle's counters in DynamoDB: one item each, read consistently; a user's counter is written with a
 * condition on the version read, an address's with atomic additions; so counters hold across Lambda instances without
 * transactions. Items carry `expiresAt` (when the failures are forgotten); reads skip expired ones, as dynalite never
 * deletes them.
 */
export const failureCounters = {
  async read(key: ItemKey, now: number): Promise<CounterRead> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    if (!Item) return { record: undefined, version: 0 };
    const stored = StoredCounter.parse(Item);
    const record = isExpired(stored, now)
      ? undefined
      : { failures: stored.failures, lastFailureAt: stored.lastFailureAt, lockedUntil: stored.lockedUntil };
    return { record, version: stored.version };
  },

  /** Store `record` over the version read; false when another write came first. */
  write(key: ItemKey, record: FailureRecord, readVersion: number, rules: ThrottleRules): Promise<boolean> {
    const item = {
      ...key,
      ...record,
      version: readVersion + 1,
      expiresAt: epochSeconds(forgottenAt(record, rules)) + 1,
    };
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
      const item = {
        ...key,
        ...before.record,
        version: writtenVersion + 1,
        expiresAt: epochSeconds(forgottenAt(before.record, rules)) + 1,
      };
      await writeIf(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': writtenVersion },
        }),
      );
      return;
    }
    await writeIf(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': writtenVersion },
      }),
    );
  },

  /**
   * Count one failure at `now` without reading first: simultaneous failures all count, none is refused for losing a
   * race (many people sign in from one office address). A forgotten counter starts afresh; the failure that reaches
   * `lockFailures` locks it.
   */
  async addFailure(key: ItemKey, now: number, rules: ThrottleRules): Promise<void> {
    let failures = await addToLive(key, now, rules);
    if (failures === undefined) {
      const fresh = { failures: 1, lastFailureAt: now, lockedUntil: 0 };
      const item = { ...key, ...fresh, version: 1, expiresAt: epochSeconds(forgottenAt(fresh, rules)) + 1 };
      const reset = await writeIf(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'expiresAt <= :nowSeconds',
          ExpressionAttributeValues: { ':nowSeconds': epochSeconds(now) },
        }),
      );
      // Another failure reset it first: count on top of that one.
      failures = reset ? 1 : await addToLive(key, now, rules);
    }
    if (failures === undefined || failures < rules.lockFailures) return;
    const lockedUntil = now + rules.lockMs;
    await writeIf(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET lockedUntil = :lockedUntil, expiresAt = :expiresAt',
        ConditionExpression: 'lockedUntil < :now',
        ExpressionAttributeValues: {
          ':lockedUntil': lockedUntil,
          ':expiresAt': epochSeconds(lockedUntil + rules.lockMs) + 1,
          ':now': now,
        },
      }),
    );
  },

  /** Forget the counter (a successful sign-in, an Admin's password reset). */
  async clear(key: ItemKey): Promise<void> {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  },
};
