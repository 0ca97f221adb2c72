import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds, tableName, writeIf } from '../../dynamo.ts';
import { keys } from '../../keys.ts';
import type { SlotLane, SlotLease, TenantSlots } from '../../ports/tenant-slots.ts';

export interface DynamoTenantSlotsOptions {
  limit: (tenant: string, lane: SlotLane) => number;
  /** How long a lease lasts unless renewed: a Lambda that died mid-query frees its slot after this. */
  leaseMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

/** Longest pause between two tries for a free slot. */
const MAX_BACKOFF_MS = 2000;

/**
 * TenantSlots for many processes (Lambda): slot `i` of a tenant's lane is one item, held by whoever last wrote it
 * with a lease still running. Taking a slot is one conditional write per slot tried (free, or its lease lapsed);
 * the holder renews its lease while the query runs and deletes it when done.
 */
export class DynamoTenantSlots implements TenantSlots {
  constructor(private readonly options: DynamoTenantSlotsOptions) {}

  async acquire(tenant: string, lane: SlotLane, waitMs: number): Promise<SlotLease | null> {
    const { now, sleep, random } = this.options;
    const deadline = now() + waitMs;
    for (let pause = 100; ; pause = Math.min(pause * 2, MAX_BACKOFF_MS)) {
      const lease = await this.tryOnce(tenant, lane);
      if (lease) return lease;
      const wait = pause * (0.5 + random());
      if (now() + wait > deadline) return null;
      await sleep(wait);
    }
  }

  /** Tries each slot once, from a random one on, so concurrent takers rarely collide. */
  private async tryOnce(tenant: string, lane: SlotLane): Promise<SlotLease | null> {
    const count = this.options.limit(tenant, lane);
    const first = Math.floor(this.options.random() * count);
    for (let step = 0; step < count; step += 1) {
      const index = (first + step) % count;
      const holder = crypto.randomUUID();
      if (await this.claim(tenant, lane, index, holder)) return this.lease(tenant, lane, index, holder);
    }
    return null;
  }

  private claim(tenant: string, lane: SlotLane, index: number, holder: string): Promise<boolean> {
    const now = this.options.now();
    return writeIf(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.engineSlot(tenant, lane, index),
          holder,
          leaseUntil: now + this.options.leaseMs,
          expiresAt: this.expiresAt(now),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
  }

  /** The held slot: renewed every third of the lease while held, deleted (if still ours) on release. */
  private lease(tenant: string, lane: SlotLane, index: number, holder: string): SlotLease {
    const key = keys.engineSlot(tenant, lane, index);
    const renew = setInterval(() => void this.renew(key, holder).catch(() => undefined), this.options.leaseMs / 3);
    renew.unref();
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        await writeIf(
          new DeleteCommand({
            TableName: tableName(),
            Key: key,
            ConditionExpression: 'holder = :holder',
            ExpressionAttributeValues: { ':holder': holder },
          }),
        );
      },
    };
  }

  private renew(key: ReturnType<typeof keys.engineSlot>, holder: string): Promise<boolean> {
    const now = this.options.now();
    return writeIf(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET leaseUntil = :until, expiresAt = :expires',
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: {
          ':until': now + this.options.leaseMs,
          ':expires': this.expiresAt(now),
          ':holder': holder,
        },
      }),
    );
  }

  /** DynamoDB's TTL removes a slot item an hour after its lease would have lapsed (the lease, not TTL, frees it). */
  private expiresAt(now: number): number {
    return epochSeconds(now + this.options.leaseMs) + 3600;
  }
}
