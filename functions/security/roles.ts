import { BatchGetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nextId } from '../lib/counters.ts';
import { documentClient, tableName, writeIf, insertIfAbsent } from '../lib/dynamo.ts';
import { listRoles } from '../lib/auth/role-directory.ts';
import { keys } from '../lib/keys.ts';
import type { PermissionPair } from '#shared/security/permissions.ts';
import { RoleRecord } from '../lib/auth/records.ts';

/** The named roles of a tenant that exist (unknown names are skipped). */
export async function findRoles(tenant: string, names: readonly string[]): Promise<RoleRecord[]> {
  if (names.length === 0) return [];
  const table = tableName();
  const { Responses } = await documentClient().send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: [...new Set(names)].map((name) => keys.role(tenant, name)) } },
    }),
  );
  const found = (Responses?.[table] ?? []).map((item) => RoleRecord.parse(item));
  return names.flatMap((name) => found.filter((role) => role.name === name));
}

/**
 * Give a builtin role exactly its default permissions, creating it when absent (Superset's `init` does the same),
 * so a tenant made before a release gains that release's permissions at the next bootstrap. Its id is kept.
 */
export async function syncBuiltinRole(tenant: string, name: string, permissions: PermissionPair[]): Promise<void> {
  if (await createRoleIfAbsent(tenant, name, permissions)) return;
  await setRolePermissions(tenant, name, permissions);
}

/** Create a role unless one with that name exists (idempotent bootstrap). Returns whether it was created. */
export async function createRoleIfAbsent(
  tenant: string,
  name: string,
  permissions: PermissionPair[],
): Promise<boolean> {
  // Look first so that restarts do not burn ids; the conditional write still settles races.
  if ((await findRoles(tenant, [name])).length > 0) return false;
  const record = RoleRecord.parse({ id: await nextId(tenant, 'role'), name, permissions });
  return insertIfAbsent({ ...keys.role(tenant, name), ...record });
}

/** A role by integer id, or undefined: roles are keyed by name, and a tenant's roles are one small partition. */
export async function findRoleById(tenant: string, id: number): Promise<RoleRecord | undefined> {
  return (await listRoles(tenant)).find((role) => role.id === id);
}

/** Create a role with the next id; undefined when a role of that name exists. */
export async function insertRole(
  tenant: string,
  name: string,
  permissions: PermissionPair[],
): Promise<RoleRecord | undefined> {
  const record = RoleRecord.parse({ id: await nextId(tenant, 'role'), name, permissions });
  const written = await insertIfAbsent({ ...keys.role(tenant, name), ...record });
  return written ? record : undefined;
}

/** Set a role's whole list of pairs; false when the role is gone. */
export function setRolePermissions(tenant: string, name: string, permissions: PermissionPair[]): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.role(tenant, name),
      UpdateExpression: 'SET #permissions = :permissions',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#permissions': 'permissions' },
      ExpressionAttributeValues: { ':permissions': permissions },
    }),
  );
}

/**
 * Rename a role: its record moves to the new name's key with its id and pairs (a key cannot change in place).
 * False, with nothing changed, when the new name is taken.
 */
export async function moveRole(tenant: string, role: RoleRecord, name: string): Promise<boolean> {
  const moved = { ...role, name };
  const written = await insertIfAbsent({ ...keys.role(tenant, name), ...moved });
  if (written) await removeRole(tenant, role.name);
  return written;
}

/** Remove a role's record (absent is fine). */
export async function removeRole(tenant: string, name: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.role(tenant, name) }));
}
