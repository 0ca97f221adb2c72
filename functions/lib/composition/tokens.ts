import { loadSigningKeys, type SigningKeys } from '../auth/signing-keys.ts';
import { localTokenVerifier, type TokenUse, type TokenVerifier } from '../auth/token-verifier.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { required } from '../required-setting.ts';

/** The local runtime's signing keys, read once from the data folder. */
export const signingKeys = once((): Promise<SigningKeys> =>
  loadSigningKeys(required(config().JWT_KEY_FILE, 'JWT_KEY_FILE')),
);

/** A verifier of locally signed tokens of the given uses, loading the public key on first use. */
export function localVerifier(tokenUse: TokenUse | readonly TokenUse[]): TokenVerifier {
  const { JWT_ISSUER: issuer, JWT_AUDIENCE: audience } = config();
  return {
    verify: async (token) =>
      localTokenVerifier((await signingKeys()).publicKey, { issuer, audience, tokenUse }).verify(token),
  };
}
