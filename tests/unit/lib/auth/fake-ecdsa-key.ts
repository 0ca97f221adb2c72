import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { RemoteEcdsaKey } from '#functions/lib/auth/kms-token-signer.ts';

/** A P-256 key answering as KMS does (DER signatures, SPKI public key), held in process for tests. */
export function fakeEcdsaKey(keyId = 'report-key'): RemoteEcdsaKey & { publicKey: KeyObject; privateKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    keyId,
    privateKey,
    publicKey,
    signDer: async (message) => sign('sha256', message, { key: privateKey, dsaEncoding: 'der' }),
    publicKeySpki: async () => publicKey.export({ format: 'der', type: 'spki' }),
  };
}
