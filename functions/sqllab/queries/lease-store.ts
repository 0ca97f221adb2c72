import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_STATES } from '#shared/sqllab/query-state.ts';
import { QueryRecord } from '#shared/sqllab/query-types.ts';
import { documentClient, tableName } from '../../lib/dynamo.ts';
import { keys } from '../../lib/keys.ts';
import {
  INTERRUPTED_MESSAGE,
  RUN_LEASE_MS,
  hasLapsed,
  interruptedEntries,
  queuedLeaseMs,
  renewedLease,
} from './lease.ts';
import {
  type RecordCondition,
  changeStamp,
  changedOnSortKey,
  getQueryByClientId,
  updateQueryIf,
} from './repository.ts';

/** `#state IN (...)` over the active states, with their values. */
const ACTIVE: RecordCondition = {
  expression: `#state IN (${ACTIVE_STATES.map((_, index) => `:active${index}`).join(', ')})`,
  values: Object.fromEntries(ACTIVE_STATES.map((state, index) => [`:active${index}`, state])),
};

/**
 * The condition that a record is still as `seen` left it: the same state and the same lease. Every heartbeat writes
 * a new lease, so a write under this condition loses to a run that proved alive meanwhile, whatever the clocks say.
 */
function unchangedSince(seen: QueryRecord): RecordCondition {
  if (seen.leaseExpiresAt === undefined) {
    return {
      expression: '#state = :seenState AND attribute_not_exists(leaseExpiresAt) AND changed_on = :seenChanged',
      values: { ':seenState': seen.state, ':seenChanged': seen.changed_on },
    };
  }
  return {
    expression: '#state = :seenState AND leaseExpiresAt = :seenLease',
    values: { ':seenState': seen.state, ':seenLease': seen.leaseExpiresAt },
  };
}

/**
 * The heartbeat of a run: the lease runs RUN_LEASE_MS from `now` (and the record's change time moves, so a live
 * query is never older than a heartbeat). False when the query is no longer active: a Stop came, or a reader took
 * the run for dead; the run should end.
 */
export async function renewLease(tenant: string, clientId: string, now: number): Promise<boolean> {
  const condition = { expression: `attribute_exists(pk) AND ${ACTIVE.expression}`, values: ACTIVE.values };
  return (
    (await updateQueryIf(tenant, clientId, { leaseExpiresAt: renewedLease(now), ...changeStamp(now) }, condition)) !==
    undefined
  );
}

/**
 * A queued query whose job went back on the queue (its tenant ran all the jobs it may) is still on its way: its
 * queued lease starts again, so no reader takes a query waiting its turn for dead.
 */
export async function renewQueuedLease(tenant: string, clientId: string, now: number): Promise<boolean> {
  const condition = { expression: 'attribute_exists(pk) AND #state = :pending', values: { ':pending': 'pending' } };
  return (
    (await updateQueryIf(
      tenant,
      clientId,
      { leaseExpiresAt: now + queuedLeaseMs(), ...changeStamp(now) },
      condition,
    )) !== undefined
  );
}

/**
 * A worker takes a queued query: `running` under a fresh run lease, only if the record is still as the worker read
 * it (no other delivery took it, no reader failed it). Undefined when it was not.
 */
export function claimQueuedQuery(tenant: string, seen: QueryRecord, now: number): Promise<QueryRecord | undefined> {
  return updateQueryIf(
    tenant,
    seen.clientId,
    { state: 'running', leaseExpiresAt: renewedLease(now), ...changeStamp(now) },
    unchangedSince(seen),
  );
}

/**
 * The record as a reader should see it: an active query whose lease ran out is failed first (its process died),
 * with Superset's error fields and its results cut off (an interrupted run's results are incomplete). The write is
 * conditional on the record being unchanged, so a heartbeat that landed meanwhile wins and the live record is read.
 */
export async function failIfLapsed(tenant: string, record: QueryRecord, now: number): Promise<QueryRecord> {
  if (!hasLapsed(record, now)) return record;
  const fields = {
    state: 'failed',
    endDttm: now,
    resultsKey: null,
    errors: interruptedEntries(),
    errorMessage: INTERRUPTED_MESSAGE,
    ...changeStamp(now),
  };
  const failed = await updateQueryIf(tenant, record.clientId, fields, unchangedSince(record));
  return failed ?? (await getQueryByClientId(tenant, record.clientId)) ?? record;
}

/** {@link failIfLapsed} over records read together (only the lapsed ones cost a write). */
export function failAllLapsed(tenant: string, records: QueryRecord[], now: number): Promise<QueryRecord[]> {
  return Promise.all(records.map((record) => failIfLapsed(tenant, record, now)));
}

/**
 * How far back a sweep looks for a user's active queries. A live query's record changes at least every heartbeat,
 * a queued one within its queued lease; one unchanged for longer is past its lease. Looking one run lease further
 * back still finds a query that lapsed since a client's previous poll.
 */
export const activeSweepMs = (): number => queuedLeaseMs() + RUN_LEASE_MS;

/**
 * A user's active queries changed within the sweep window (the user's index partition, filtered to active states):
 * where a poll finds the queries whose process died, whose records no longer change.
 */
export async function listActiveUserQueries(tenant: string, userId: string, now: number): Promise<QueryRecord[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :user AND gsi1sk > :since',
      FilterExpression: ACTIVE.expression,
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':user': keys.userQueries(tenant, userId).gsi1pk,
        ':since': changedOnSortKey(now - activeSweepMs()),
        ...ACTIVE.values,
      },
    }),
  );
  return Items.flatMap((item) => {
    const parsed = QueryRecord.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
