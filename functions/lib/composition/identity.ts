import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config.ts';
import type { IdentityProvider } from '../ports/identity.ts';
import { CognitoIdentityAdmin } from '../adapters/identity/cognito-identity-admin.ts';
import { CognitoIdentity } from '../adapters/identity/cognito-identity.ts';
import { LocalIdentityAdmin } from '../adapters/identity/local-identity-admin.ts';
import { LocalIdentity } from '../adapters/identity/local-identity.ts';
import type { IdentityAdmin } from '../ports/identity-admin.ts';
import { once } from '../once.ts';
import { required } from '../required-setting.ts';
import { localVerifier, signingKeys } from './tokens.ts';

/** Sign-in: the local user table with signed JWTs, or the Cognito user pool. */
export const identityProvider = once((): IdentityProvider => {
  const settings = config();
  if (settings.IDENTITY === 'cognito')
    return new CognitoIdentity({ clientId: required(settings.COGNITO_CLIENT_ID, 'COGNITO_CLIENT_ID') });
  return new LocalIdentity({
    keys: signingKeys,
    refreshVerifier: localVerifier('refresh'),
    issuer: settings.JWT_ISSUER,
    audience: settings.JWT_AUDIENCE,
    accessTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: settings.REFRESH_TOKEN_TTL_SECONDS,
  });
});

/** User and role administration on the identity side: password hashes in the user table, or the Cognito pool's users and groups. */
export const identityAdmin = once((): IdentityAdmin => {
  const settings = config();
  if (settings.IDENTITY === 'cognito') {
    return new CognitoIdentityAdmin(
      new CognitoIdentityProviderClient({}),
      required(settings.COGNITO_USER_POOL_ID, 'COGNITO_USER_POOL_ID'),
    );
  }
  return new LocalIdentityAdmin();
});
