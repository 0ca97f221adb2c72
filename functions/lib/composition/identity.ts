import { config } from '../config.ts';
import type { IdentityProvider } from '../ports/identity.ts';
import { CognitoIdentity } from '../../security/identity/cognito-identity.ts';
import { LocalIdentity } from '../../security/identity/local-identity.ts';
import { once } from '../once.ts';
import { required } from './required.ts';
import { localVerifier, signingKeys } from './tokens.ts';

/** Sign-in: the local user table with signed JWTs, or the Cognito user pool. */
export const identityProvider = once((): IdentityProvider => {
  const settings = config();
  if (settings.IDENTITY === 'cognito') return new CognitoIdentity({ clientId: required(settings.COGNITO_CLIENT_ID, 'COGNITO_CLIENT_ID') });
  return new LocalIdentity({
    keys: signingKeys,
    refreshVerifier: localVerifier('refresh'),
    issuer: settings.JWT_ISSUER,
    audience: settings.JWT_AUDIENCE,
    accessTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: settings.REFRESH_TOKEN_TTL_SECONDS,
  });
});
