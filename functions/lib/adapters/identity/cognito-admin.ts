import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AdminGetUserCommandOutput,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PoolUserOutcome, PoolUserSetup, PoolUsers } from '../../ports/cloud-tenant.ts';

/**
 * A pool user to create: its tenant is written to the immutable `custom:tenant` attribute the pre-token-generation
 * trigger reads; Cognito mails the temporary password to its e-mail, marked verified so password resets can use it.
 */
export interface CognitoAdminSetup extends PoolUserSetup {
  userPoolId: string;
}

/** The pool's user of that name, or undefined. */
export async function findCognitoUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  username: string,
): Promise<AdminGetUserCommandOutput | undefined> {
  try {
    return await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** The attributes of a Skyset user in the shared pool: its tenant, which the pre-token trigger copies into tokens, and a verified e-mail. */
export const tenantUserAttributes = (tenant: string, email: string) => [
  { Name: 'custom:tenant', Value: tenant },
  { Name: 'email', Value: email },
  { Name: 'email_verified', Value: 'true' },
];

/**
 * Create a Cognito user with a temporary password that Cognito e-mails (no password ever passes through Skyset or
 * CloudFormation), then add it to its group. An existing user is left as it is: its password, groups and status
 * belong to whoever manages the pool since.
 */
export async function ensureCognitoUser(
  client: CognitoIdentityProviderClient,
  setup: CognitoAdminSetup,
): Promise<PoolUserOutcome> {
  const existing = await findCognitoUser(client, setup.userPoolId, setup.username);
  if (existing) {
    const tenant = existing.UserAttributes?.find((attribute) => attribute.Name === 'custom:tenant')?.Value;
    return { status: 'exists', tenant };
  }
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: setup.userPoolId,
      Username: setup.username,
      UserAttributes: tenantUserAttributes(setup.tenant, setup.email),
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: setup.userPoolId, Username: setup.username, GroupName: setup.group }),
  );
  return { status: 'created' };
}

/** The Cognito user pool as the PoolUsers port. */
export function cognitoPoolUsers(client: CognitoIdentityProviderClient, userPoolId: string): PoolUsers {
  return {
    has: async (username) => (await findCognitoUser(client, userPoolId, username)) !== undefined,
    ensure: (setup) => ensureCognitoUser(client, { ...setup, userPoolId }),
  };
}
