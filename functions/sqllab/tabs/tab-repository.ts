import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName, writeIf } from '../../lib/dynamo.ts';
import { readItem, readPartition } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { SqlLabUserRecord, TabRecord } from './schema.ts';

/** Store a new tab. */
export async function putTab(tenant: string, tab: TabRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.tabState(tenant, tab.user_id, tab.id), ...tab } }),
  );
}

/** One of a user's tabs, or undefined (another user's tab lives under another key, so it is never found). */
export function readTab(tenant: string, userId: string, id: number): Promise<TabRecord | undefined> {
  return readItem(TabRecord, keys.tabState(tenant, userId, id));
}

/** All of a user's tabs, by id. */
export function listTabs(tenant: string, userId: string): Promise<TabRecord[]> {
  return readPartition(TabRecord, keys.tabState(tenant, userId, 1).pk);
}

export type TabWriteOutcome = 'updated' | 'stale' | 'missing';

/**
 * Set some fields of an existing tab in one conditional write, bumping `version`. With `updatedAt`, the write
 * only lands when no newer edit is stored, so an old browser tab cannot overwrite a newer one.
 */
export async function updateTab(
  tenant: string,
  userId: string,
  id: number,
  fields: Partial<TabRecord>,
  updatedAt?: number,
): Promise<TabWriteOutcome> {
  const entries = Object.entries({ ...fields, ...(updatedAt === undefined ? {} : { updated_at: updatedAt }) });
  const sets = entries.map((_entry, index) => `#f${index} = :v${index}`);
  const names = Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name]));
  const values = Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value]));
  const stale = updatedAt === undefined ? '' : ' AND updated_at <= :updatedAt';
  const written = await writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tabState(tenant, userId, id),
      UpdateExpression: `SET ${[...sets, 'version = version + :one'].join(', ')}`,
      ConditionExpression: `attribute_exists(pk)${stale}`,
      ExpressionAttributeNames: entries.length ? names : undefined,
      ExpressionAttributeValues: {
        ...values,
        ':one': 1,
        ...(updatedAt === undefined ? {} : { ':updatedAt': updatedAt }),
      },
    }),
  );
  if (written) return 'updated';
  return (await readTab(tenant, userId, id)) ? 'stale' : 'missing';
}

/** Delete a tab; false when it was already gone. */
export async function deleteTab(tenant: string, userId: string, id: number): Promise<boolean> {
  return writeIf(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.tabState(tenant, userId, id),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** The id of the user's active tab, if one was ever activated. */
export async function readActiveTabId(tenant: string, userId: string): Promise<number | null> {
  const settings = await readItem(SqlLabUserRecord, keys.sqllabUser(tenant, userId));
  return settings?.active_tab_id ?? null;
}

/** Make a tab the user's active one (one item per user: activating never touches the other tabs). */
export async function writeActiveTabId(tenant: string, userId: string, id: number): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.sqllabUser(tenant, userId), active_tab_id: id } }),
  );
}
