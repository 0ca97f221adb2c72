import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { nextId } from '../lib/counters.ts';
import { documentClient, tableName, writeIf } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';
import { type PermissionPair, RoleRecord } from './schema.ts';

/** The named roles of a tenant that exist (unknown names are skipped). */
export async function findRoles(tenant: string, names: readonly string[]): Promise<RoleRecord[]> {
  if (names.length === 0) return [];
  const table = tableName();
  const { Responses } = await documentClient().send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [...new Set(names)].map((name) => keys.role(tenant, name)) } } }),
  );
  const found = (Responses?.[table] ?? []).map((item) => RoleRecord.parse(item));
  return names.flatMap((name) => found.filter((role) => role.name === name));
}

/** Create a role unless one with that name exists (idempotent bootstrap). Returns whether it was created. */
export async function createRoleIfAbsent(tenant: string, name: string, permissions: PermissionPair[]): Promise<boolean> {
  // Look first so that restarts do not burn ids; the conditional write still settles races.
  if ((await findRoles(tenant, [name])).length > 0) return false;
  const record = RoleRecord.parse({ id: await nextId(tenant, 'role'), name, permissions });
  return writeIf(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.role(tenant, name), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
