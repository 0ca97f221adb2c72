import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '#shared/errors.ts';
import { nextId } from '../lib/counters.ts';
import { documentClient, tableName, writeIf, insertIfAbsent } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';
import type { UserRecord } from '../lib/auth/records.ts';
import { FieldError } from '../lib/field-error.ts';
import { ManagedUser } from '../lib/auth/user-directory.ts';
import { usernameTaken } from '../lib/auth/security-errors.ts';

/** What creating a user takes; `active` defaults to true, `created_by_id` to nobody (the bootstrap's admin). */
export type NewUser = Pick<UserRecord, 'username' | 'first_name' | 'last_name' | 'email' | 'roles' | 'passwordHash'> &
  Partial<Pick<ManagedUser, 'active' | 'created_by_id'>>;

/** Flask-AppBuilder's `ab_user.email` is unique too: a taken address answers 422 naming the field, as a taken user name does. */
export const emailTaken = (): FieldError => new FieldError({ email: ['A user with this email already exists.'] }, 422);

/**
 * 422 when another user of `users` (not `exceptId`) has `email`, compared without case (an address's case does not make
 * it another mailbox). Checked on the users as read just before the write: DynamoDB has no unique index to enforce it.
 */
export function requireFreeEmail(
  users: readonly Pick<UserRecord, 'id' | 'email'>[],
  email: string,
  exceptId?: number,
): void {
  if (users.some((user) => user.id !== exceptId && user.email.toLowerCase() === email.toLowerCase()))
    throw emailTaken();
}

/** Create a user with the next id; 422 when the name is taken (a single conditional write, nothing half-written). */
export async function createUser(tenant: string, user: NewUser, now = new Date()): Promise<ManagedUser> {
  const record = ManagedUser.parse({
    active: true,
    ...user,
    id: await nextId(tenant, 'user'),
    changed_by_id: user.created_by_id ?? null,
    created_on: now.toISOString(),
    changed_on: now.toISOString(),
  });
  // A user nobody created (the bootstrap's admin) is stored without author fields, as before there were any.
  const { created_by_id: createdBy, changed_by_id: changedBy, ...fields } = record;
  const authors = createdBy === null ? {} : { created_by_id: createdBy, changed_by_id: changedBy };
  const written = await insertIfAbsent({ ...keys.user(tenant, user.username), ...fields, ...authors });
  if (!written) throw usernameTaken();
  return record;
}

/** Replace a user written at `expectedVersion` (its login count kept as stored); 409 when it changed meanwhile. */
export async function replaceUser(tenant: string, user: ManagedUser, expectedVersion: number): Promise<void> {
  const { login_count: _count, last_login: _last, ...fields } = user;
  // An absent password hash stays absent (Cognito checks those users' passwords); nothing here ever removes one.
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(entries.map(([field], index) => [`#f${index}`, field]));
  const values = Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value]));
  const written = await writeIf(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(tenant, user.username),
      UpdateExpression: `SET ${entries.map((_entry, index) => `#f${index} = :f${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
      ExpressionAttributeNames: { ...names, '#version': 'version' },
      ExpressionAttributeValues: { ...values, ':expected': expectedVersion },
    }),
  );
  if (!written) throw new ConflictError('The user was changed by someone else; reload and try again');
}

/** Remove a user's record (absent is fine: deleting twice converges). */
export async function removeUser(tenant: string, username: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.user(tenant, username) }));
}
