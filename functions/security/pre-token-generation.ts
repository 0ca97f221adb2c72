import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { documentClient, tableName } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';

/** The user's session generation (functions/lib/auth/sessions.ts), from their record: 0 before any password change. */
export type SessionGenerationReader = (tenant: string, username: string) => Promise<number>;

/** Reads it consistently: a token minted right after a password change with the old generation would be refused for its whole life. */
const readSessionGeneration: SessionGenerationReader = async (tenant, username) => {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(tenant, username),
      ProjectionExpression: 'session_gen',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.session_gen === 'number' ? Item.session_gen : 0;
};

/**
 * Cognito pre-token-generation trigger (V1 event, id token; it runs on sign-in and on every refresh): copies the
 * claims every handler reads into the token the API receives, under the same names the local runtime signs
 * (`username`, `tenant`, `roles`, `session_gen`), so functions/lib/claims.ts reads one shape in both runtimes.
 * Claims are strings in V1: `roles` is space-joined, `session_gen` a decimal.
 */
export function createPreTokenHandler(sessionGeneration: SessionGenerationReader = readSessionGeneration) {
  return async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
    const tenant = event.request.userAttributes['custom:tenant'];
    // A user outside every tenant could only get 401s or, worse, a default; refusing the token fails the sign-in instead.
    if (!tenant) throw new Error(`User ${event.userName} has no custom:tenant attribute`);
    const roles = event.request.groupConfiguration.groupsToOverride ?? [];
    event.response.claimsOverrideDetails = {
      ...event.response.claimsOverrideDetails,
      claimsToAddOrOverride: {
        ...event.response.claimsOverrideDetails?.claimsToAddOrOverride,
        username: event.userName,
        tenant,
        roles: roles.join(' '),
        session_gen: String(await sessionGeneration(tenant, event.userName)),
      },
    };
    return event;
  };
}

/** The deployed trigger, reading the table. */
export const handler = createPreTokenHandler();
