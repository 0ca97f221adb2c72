import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

/**
 * Cognito pre-token-generation trigger (V1 event, id token): copies the claims every handler reads into the token
 * the API receives, under the same names the local runtime signs (`username`, `tenant`, `roles`), so
 * functions/lib/claims.ts reads one shape in both runtimes. `roles` is space-joined because V1 claims are strings.
 */
export const handler = async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
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
    },
  };
  return event;
};
