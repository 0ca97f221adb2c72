import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { nextId } from './counters.ts';
import { documentClient, tableName, insertIfAbsent } from './dynamo.ts';
import type { ItemKey } from './keys.ts';

/**
 * The id owned by a unique name: the first writer claims the name with a fresh id (one conditional write);
 * everyone after reads that id. Lets "create if absent" run concurrently and after crashes without duplicates.
 */
export async function claimName(
  lockKey: ItemKey,
  tenant: string,
  entity: string,
): Promise<{ id: number; created: boolean }> {
  const existing = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: lockKey, ConsistentRead: true }),
  );
  if (existing.Item) return { id: Number(existing.Item.id), created: false };
  const id = await nextId(tenant, entity);
  const claimed = await insertIfAbsent({ ...lockKey, id });
  return claimed ? { id, created: true } : claimName(lockKey, tenant, entity);
}
