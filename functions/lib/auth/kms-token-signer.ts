import { createPublicKey, type KeyObject } from 'node:crypto';
import { base64url } from 'jose';
import type { TokenSigner } from './token-signer.ts';

/** ES256 signatures are two 32-byte integers, r and s. */
const P256_INTEGER_BYTES = 32;

/**
 * An ECDSA P-256 key held by a key service: it signs without ever handing out its private half, and publishes its
 * public half. In the cloud this is the stack's KMS report-signing key (functions/lib/composition/report-signing.ts).
 */
export interface RemoteEcdsaKey {
  /** Names the key in token headers (`kid`). */
  keyId: string;
  /** The ECDSA-SHA-256 signature of `message`, DER-encoded (an ASN.1 SEQUENCE of r and s) as KMS `Sign` answers. */
  signDer(message: Uint8Array): Promise<Uint8Array>;
  /** The public key as a DER SubjectPublicKeyInfo, as KMS `GetPublicKey` answers. */
  publicKeySpki(): Promise<Uint8Array>;
}

/**
 * Convert a DER ECDSA signature to JOSE's form (RFC 7518 3.4): r and s as fixed-size big-endian integers, concatenated.
 * DER drops leading zero bytes and adds one when the top bit is set, so each integer is padded or trimmed to 32 bytes.
 */
export function derToJoseSignature(der: Uint8Array): Uint8Array {
  const refuse = (): never => {
    throw new Error('Not a DER-encoded ECDSA P-256 signature');
  };
  // P-256 signatures are at most 72 bytes, so every length is in DER's one-byte short form.
  if (der[0] !== 0x30 || der[1] !== der.length - 2) refuse();
  const joined = new Uint8Array(P256_INTEGER_BYTES * 2);
  let offset = 2;
  for (const half of [0, 1]) {
    if (der[offset] !== 0x02) refuse();
    const length = der[offset + 1] ?? refuse();
    let integer = der.subarray(offset + 2, offset + 2 + length);
    offset += 2 + length;
    while (integer.length > P256_INTEGER_BYTES && integer[0] === 0) integer = integer.subarray(1);
    if (integer.length === 0 || integer.length > P256_INTEGER_BYTES) refuse();
    joined.set(integer, (half + 1) * P256_INTEGER_BYTES - integer.length);
  }
  if (offset !== der.length) refuse();
  return joined;
}

/** A signer whose ES256 signatures come from a remote key; the JWS is assembled here because jose signs with local keys only. */
export function remoteKeySigner(key: RemoteEcdsaKey): TokenSigner {
  return {
    async sign(claims) {
      const header = base64url.encode(JSON.stringify({ alg: 'ES256', kid: key.keyId, typ: 'JWT' }));
      const signingInput = `${header}.${base64url.encode(JSON.stringify(claims))}`;
      const signature = derToJoseSignature(await key.signDer(new TextEncoder().encode(signingInput)));
      return `${signingInput}.${base64url.encode(signature)}`;
    },
  };
}

/** The remote key's public half, for verifying the tokens it signed. */
export async function remoteKeyPublicKey(key: RemoteEcdsaKey): Promise<KeyObject> {
  return createPublicKey({ key: Buffer.from(await key.publicKeySpki()), format: 'der', type: 'spki' });
}
