import { loadSigningKeys, type SigningKeys } from '../auth/signing-keys.ts';
import { cognitoTokenVerifier, localTokenVerifier, type TokenVerifier } from '../auth/token-verifier.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { required } from './required.ts';

/** The local runtime's signing keys, read once from the data folder. */
export const signingKeys = once((): Promise<SigningKeys> => loadSigningKeys(required(config().JWT_KEY_FILE, 'JWT_KEY_FILE')));

/** A verifier of locally signed tokens of one use, loading the public key on first use. */
export function localVerifier(tokenUse: 'access' | 'refresh'): TokenVerifier {
  const { JWT_ISSUER: issuer, JWT_AUDIENCE: audience } = config();
  return {
    verify: async (token) => localTokenVerifier((await signingKeys()).publicKey, { issuer, audience, tokenUse }).verify(token),
  };
}

/** Verifies API bearer tokens exactly as the cloud's JWT authorizer does. */
export const tokenVerifier = once((): TokenVerifier => {
  const settings = config();
  if (settings.IDENTITY === 'local') return localVerifier('access');
  return cognitoTokenVerifier({
    region: process.env.AWS_REGION ?? 'us-east-1',
    userPoolId: required(settings.COGNITO_USER_POOL_ID, 'COGNITO_USER_POOL_ID'),
    clientId: required(settings.COGNITO_CLIENT_ID, 'COGNITO_CLIENT_ID'),
  });
});
