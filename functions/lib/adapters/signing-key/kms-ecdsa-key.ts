import { createHash } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import type { RemoteEcdsaKey } from '../../auth/kms-token-signer.ts';

/**
 * An asymmetric KMS key (ECC_NIST_P256, SIGN_VERIFY) as a remote ECDSA key. The message is hashed here and sent as a
 * digest, so tokens of any size fit KMS's 4 KB message limit.
 */
export class KmsEcdsaKey implements RemoteEcdsaKey {
  constructor(
    private readonly client: KMSClient,
    readonly keyId: string,
  ) {}

  /** The key with a client configured from the Lambda environment (region, credentials). */
  static fromEnvironment(keyId: string): KmsEcdsaKey {
    return new KmsEcdsaKey(new KMSClient({}), keyId);
  }

  async signDer(message: Uint8Array): Promise<Uint8Array> {
    const digest = createHash('sha256').update(message).digest();
    const answer = await this.client.send(
      new SignCommand({ KeyId: this.keyId, Message: digest, MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }),
    );
    if (!answer.Signature) throw new Error(`KMS answered no signature for key ${this.keyId}`);
    return answer.Signature;
  }

  async publicKeySpki(): Promise<Uint8Array> {
    const answer = await this.client.send(new GetPublicKeyCommand({ KeyId: this.keyId }));
    if (!answer.PublicKey) throw new Error(`KMS answered no public key for key ${this.keyId}`);
    return answer.PublicKey;
  }
}
