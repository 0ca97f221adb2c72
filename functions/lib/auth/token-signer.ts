import { type JWTPayload, SignJWT } from 'jose';
import type { SigningKeys } from './signing-keys.ts';

/**
 * Signs a token's claims as an ES256 compact JWS. Locally the runtime's key file signs; in the cloud a KMS key
 * whose private half never leaves KMS (./kms-token-signer.ts). The composition root picks one.
 */
export interface TokenSigner {
  /** The compact JWS (`header.payload.signature`) of these claims. */
  sign(claims: JWTPayload): Promise<string>;
}

/** The local runtime's signer: the ES256 key pair kept in the data folder (./signing-keys.ts). */
export function keyFileSigner(keys: () => Promise<SigningKeys>): TokenSigner {
  return {
    async sign(claims) {
      const { privateKey, kid } = await keys();
      return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey);
    },
  };
}
