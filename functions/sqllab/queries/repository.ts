import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BadRequestError } from '#shared/errors.ts';
import { ID_MAX_LENGTH } from '#shared/limits.ts';
import { type QueryState, statesLeadingTo } from '#shared/sqllab/query-state.ts';
import { QueryRecord } from '#shared/sqllab/query-types.ts';
import { documentClient, isConditionFailure, tableName, writeIf, insertIfAbsent } from '../../lib/dynamo.ts';
import { readItem } from '../../lib/item-store.ts';
import { type ItemKey, keys } from '../../lib/keys.ts';

/** Most queries one listing returns (a user's history in SQL Lab). */
const LIST_LIMIT = 500;

/** gsi1 sort key of a record: its change time in ms, zero-padded so that text order is time order. */
export const changedOnSortKey = (changedOnMs: number): string =>
  String(Math.max(0, Math.floor(changedOnMs))).padStart(15, '0');

function itemOf(tenant: string, record: QueryRecord): ItemKey & Record<string, unknown> {
  return {
    ...keys.query(tenant, record.clientId),
    ...keys.userQueries(tenant, record.user_id),
    gsi1sk: changedOnSortKey(Date.parse(record.changed_on)),
    ...record,
  };
}

/**
 * Stores a new query and the lock mapping its integer id to its client id. A client id already in use is a 400:
 * Superset's client makes a fresh one per run.
 */
export async function insertQuery(tenant: string, record: QueryRecord): Promise<void> {
  const written = await insertIfAbsent(itemOf(tenant, record));
  if (!written) throw new BadRequestError(`A query with client_id ${record.clientId} already exists`);
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.queryId(tenant, record.id), clientId: record.clientId } }),
  );
}

/** A query by its client id (Superset's `client_id`), or undefined. */
export async function getQueryByClientId(tenant: string, clientId: string): Promise<QueryRecord | undefined> {
  // No query has a longer id (ExecutePayload bounds it), and DynamoDB refuses keys past 2 KB rather than finding none.
  if (clientId.length > ID_MAX_LENGTH) return undefined;
  return readItem(QueryRecord, keys.query(tenant, clientId));
}

/** A query by its integer id, or undefined. */
export async function getQueryById(tenant: string, id: number): Promise<QueryRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.queryId(tenant, id), ConsistentRead: true }),
  );
  return Item ? getQueryByClientId(tenant, String(Item.clientId)) : undefined;
}

/** A user's queries, newest change first; with `changedAfterMs` only those changed strictly after it. */
export async function listUserQueries(
  tenant: string,
  userId: string,
  options: { changedAfterMs?: number } = {},
): Promise<QueryRecord[]> {
  const after = options.changedAfterMs;
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: after === undefined ? 'gsi1pk = :user' : 'gsi1pk = :user AND gsi1sk > :after',
      ExpressionAttributeValues: {
        ':user': keys.userQueries(tenant, userId).gsi1pk,
        ...(after === undefined ? {} : { ':after': changedOnSortKey(after) }),
      },
      ScanIndexForward: false,
      Limit: LIST_LIMIT,
    }),
  );
  return Items.flatMap((item) => {
    const parsed = QueryRecord.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Fields a state change may set besides the state. */
export type QueryChanges = Partial<Omit<QueryRecord, 'id' | 'clientId' | 'user_id' | 'state' | 'changed_on'>>;

/**
 * Moves a query to `state` with `changes`, in one conditional write: only from a state that may lead there
 * (shared/sqllab/query-state.ts), so a success arriving after a stop loses the race. Returns the record after the
 * write, or undefined when the record is missing or its state refused the move.
 */
export function moveQuery(
  tenant: string,
  clientId: string,
  state: QueryState,
  changes: QueryChanges = {},
  now = Date.now(),
): Promise<QueryRecord | undefined> {
  const allowed = statesLeadingTo(state);
  return updateQueryIf(
    tenant,
    clientId,
    { ...changes, state, ...changeStamp(now) },
    {
      expression: `attribute_exists(pk) AND #state IN (${allowed.map((_, index) => `:from${index}`).join(', ')})`,
      values: Object.fromEntries(allowed.map((from, index) => [`:from${index}`, from])),
    },
  );
}

/** The fields every change of a record writes: its change time and the index sort key that orders by it. */
export const changeStamp = (now: number): { changed_on: string; gsi1sk: string } => ({
  changed_on: new Date(now).toISOString(),
  gsi1sk: changedOnSortKey(now),
});

/** A condition of a record write; `#state` names the state attribute. */
export interface RecordCondition {
  expression: string;
  values: Record<string, unknown>;
}

/**
 * Sets `fields` (undefined ones left out) on a query record in one write conditional on `condition`. Returns the
 * record after the write, or undefined when the condition did not hold.
 */
export async function updateQueryIf(
  tenant: string,
  clientId: string,
  fields: Record<string, unknown>,
  condition: RecordCondition,
): Promise<QueryRecord | undefined> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.query(tenant, clientId),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
          '#state': 'state',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
          ...condition.values,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return QueryRecord.parse(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Moves a query into a SQL Lab tab (`sqlEditorId`) without touching its state; a missing record is left alone. */
export async function setQueryTab(tenant: string, clientId: string, tabId: string): Promise<void> {
  await writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.query(tenant, clientId),
      UpdateExpression: 'SET sqlEditorId = :tab',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':tab': tabId },
    }),
  );
}

/** Deletes a query and its id lock (absent is fine: deleting twice converges). */
export async function deleteQuery(tenant: string, clientId: string): Promise<void> {
  const record = await getQueryByClientId(tenant, clientId);
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.query(tenant, clientId) }));
  if (record)
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.queryId(tenant, record.id) }));
}
