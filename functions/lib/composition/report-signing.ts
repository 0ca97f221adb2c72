import type { KeyObject } from 'node:crypto';
import { type RemoteEcdsaKey, remoteKeyPublicKey, remoteKeySigner } from '../auth/kms-token-signer.ts';
import { keyFileSigner, type TokenSigner } from '../auth/token-signer.ts';
import { localTokenVerifier, type TokenVerifier } from '../auth/token-verifier.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { required } from '../required-setting.ts';
import { localVerifier, signingKeys } from './tokens.ts';

/**
 * The cloud's report-signing key: an asymmetric KMS key (ECC_NIST_P256). Chosen over a generated key kept in
 * Secrets Manager because the private half never leaves KMS, nothing has to create it on first use (no race between
 * workers, no custom resource), and IAM splits the rights exactly: the report worker may only `kms:Sign`, the
 * authorizers may only `kms:GetPublicKey` (infra/cloud/report-signing.ts).
 */
const reportSigningKey = once(async (): Promise<RemoteEcdsaKey> => {
  // Imported on first use so the local runtime, which signs with its key file, never loads the KMS client.
  const { KmsEcdsaKey } = await import('../adapters/signing-key/kms-ecdsa-key.ts');
  return KmsEcdsaKey.fromEnvironment(required(config().REPORT_SIGNING_KEY_ID, 'REPORT_SIGNING_KEY_ID'));
});

/** Signs report screenshot tokens and guest tokens: the runtime's key file locally, the stack's KMS key in the cloud. */
export const reportTokenSigner = once((): TokenSigner => {
  if (config().IDENTITY === 'local') return keyFileSigner(signingKeys);
  return { sign: async (claims) => remoteKeySigner(await reportSigningKey()).sign(claims) };
});

/** Fetch the public key once per process; a failed fetch is retried by the next request rather than kept. */
function publicKeyOnce(fetch: () => Promise<KeyObject>): () => Promise<KeyObject> {
  let pending: Promise<KeyObject> | undefined;
  return () => {
    pending ??= fetch().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The tokens that key signs: report screenshot tokens, and guest tokens of embedded dashboards. */
const SCOPED_TOKEN_USES = ['report', 'guest'] as const;

/** Verifies scoped tokens (and nothing else) with the public half of the key that signs them. */
export const reportTokenVerifier = once((): TokenVerifier => {
  const { IDENTITY, JWT_ISSUER: issuer, JWT_AUDIENCE: audience } = config();
  if (IDENTITY === 'local') return localVerifier(SCOPED_TOKEN_USES);
  const publicKey = publicKeyOnce(async () => remoteKeyPublicKey(await reportSigningKey()));
  return {
    verify: async (token) =>
      localTokenVerifier(await publicKey(), { issuer, audience, tokenUse: SCOPED_TOKEN_USES }).verify(token),
  };
});
