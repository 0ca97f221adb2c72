import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, isExpired, tableName, writeIf } from '../../dynamo.ts';
import { keys } from '../../keys.ts';

/**
 * A signed-in session of the local identity: its refresh token family. Only the refresh token whose id (`jti`) the
 * item holds is valid; a refresh replaces it (single use), and a refresh token of the family presented again after
 * it was replaced (stolen, or replayed) revokes the whole session.
 */
export const SessionRecord = z.object({
  username: z.string(),
  user_id: z.number().int().positive(),
  /** The id of the one refresh token still valid. */
  refresh_jti: z.string(),
  /** The user's session generation at sign-in (functions/lib/auth/sessions.ts). */
  session_gen: z.number().int().nonnegative(),
  revoked: z.boolean().optional(),
  /** The refresh token's expiry (epoch seconds): the TTL attribute. */
  expiresAt: z.number(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

/** The session items: one per sign-in that asked for a refresh token. */
export const sessionStore = {
  async create(tenant: string, sid: string, session: SessionRecord): Promise<void> {
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.session(tenant, sid), ...session } }),
    );
  },

  /** The session, or undefined when absent or expired. */
  async read(tenant: string, sid: string): Promise<SessionRecord | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.session(tenant, sid), ConsistentRead: true }),
    );
    return Item && !isExpired(Item) ? SessionRecord.parse(Item) : undefined;
  },

  /** Replace the valid refresh token `from` by `to`; false when `from` was no longer the valid one or the session was revoked. */
  rotate(tenant: string, sid: string, from: string, to: string, expiresAt: number): Promise<boolean> {
    return writeIf(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(tenant, sid),
        UpdateExpression: 'SET refresh_jti = :to, expiresAt = :expiresAt',
        ConditionExpression: 'refresh_jti = :from AND attribute_not_exists(revoked)',
        ExpressionAttributeValues: { ':from': from, ':to': to, ':expiresAt': expiresAt },
      }),
    );
  },

  /** End the session: none of its refresh tokens refreshes again. */
  async revoke(tenant: string, sid: string): Promise<void> {
    await writeIf(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(tenant, sid),
        UpdateExpression: 'SET revoked = :true',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  },
};
