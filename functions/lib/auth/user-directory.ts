import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { UnauthorizedError } from '#shared/errors.ts';
import { documentClient, tableName } from '../dynamo.ts';
import { readPartition } from '../item-store.ts';
import { keys } from '../keys.ts';
import type { CallerAccess } from './caller-access.ts';
import { UserRecord } from './records.ts';

/**
 * The tenant's users as every domain reads them (owners, `created_by`, the caller's id); the security domain manages
 * them (security/users.ts).
 */

/** A user record with who created and last changed it (Flask-AppBuilder's `created_by`, `changed_by`); older records have neither. */
export const ManagedUser = UserRecord.extend({
  created_by_id: z.number().int().positive().nullable().default(null),
  changed_by_id: z.number().int().positive().nullable().default(null),
});
export type ManagedUser = z.infer<typeof ManagedUser>;

/** A user by login name, or undefined. */
export async function findUser(tenant: string, username: string): Promise<UserRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(tenant, username) }),
  );
  return Item ? UserRecord.parse(Item) : undefined;
}

/** Every user of a tenant (one partition), with who created and changed them. */
export function listUsers(tenant: string): Promise<ManagedUser[]> {
  return readPartition(ManagedUser, keys.user(tenant, '').pk);
}

/** A user by integer id, or undefined: users are keyed by name, and a tenant's users are one partition. */
export async function findUserById(tenant: string, id: number): Promise<ManagedUser | undefined> {
  return (await listUsers(tenant)).find((user) => user.id === id);
}

/** The caller's integer user id (what owners name); 401 when their user record is gone. */
export async function callerUserId(access: CallerAccess): Promise<number> {
  // The record this request's access was built from, when it was; else read now.
  const user = access.user ?? (await findUser(access.claims.tenant, access.claims.username));
  if (!user) throw new UnauthorizedError('Not authorized');
  return user.id;
}
