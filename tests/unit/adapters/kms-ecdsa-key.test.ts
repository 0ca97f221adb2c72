import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { base64url, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { KmsEcdsaKey } from '#functions/lib/adapters/signing-key/kms-ecdsa-key.ts';
import { remoteKeyPublicKey, remoteKeySigner } from '#functions/lib/auth/kms-token-signer.ts';

const kms = mockClient(KMSClient);
const KEY_ID = '1234abcd-12ab-34cd-56ef-1234567890ab';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

/**
 * KMS as it answers for one expected message: a DER signature of that message (what KMS makes of a DIGEST request for
 * its SHA-256), and the public key as DER SubjectPublicKeyInfo. Node signs no prehashed digest, so the fake checks the
 * digest it was sent is the expected message's and signs the message itself; any other digest gets no signature.
 */
function answerAsKms(expected: Uint8Array): void {
  const expectedDigest = createHash('sha256').update(expected).digest();
  kms.on(SignCommand).callsFake(async (input: { Message: Uint8Array }) => ({
    KeyId: KEY_ID,
    SigningAlgorithm: 'ECDSA_SHA_256',
    ...(Buffer.from(input.Message).equals(expectedDigest)
      ? { Signature: sign('sha256', expected, { key: privateKey, dsaEncoding: 'der' }) }
      : {}),
  }));
  kms.on(GetPublicKeyCommand).resolves({
    KeyId: KEY_ID,
    KeySpec: 'ECC_NIST_P256',
    PublicKey: publicKey.export({ format: 'der', type: 'spki' }),
  });
}

beforeEach(() => kms.reset());

describe('KmsEcdsaKey', () => {
  it("signs the message's SHA-256 digest with ECDSA_SHA_256", async () => {
    // Arrange
    const message = new TextEncoder().encode('header.payload');
    answerAsKms(message);

    // Act
    await new KmsEcdsaKey(new KMSClient({ region: 'eu-west-1' }), KEY_ID).signDer(message);

    // Assert
    expect(kms.commandCalls(SignCommand).map((call) => call.args[0].input)).toEqual([
      {
        KeyId: KEY_ID,
        Message: createHash('sha256').update(message).digest(),
        MessageType: 'DIGEST',
        SigningAlgorithm: 'ECDSA_SHA_256',
      },
    ]);
  });

  it('gives a signer whose tokens verify with the public key KMS publishes', async () => {
    // Arrange
    const claims = { sub: '1', token_use: 'report', iss: 'skyset', aud: 'skyset' };
    const header = { alg: 'ES256', kid: KEY_ID, typ: 'JWT' };
    answerAsKms(
      new TextEncoder().encode(
        `${base64url.encode(JSON.stringify(header))}.${base64url.encode(JSON.stringify(claims))}`,
      ),
    );
    const key = new KmsEcdsaKey(new KMSClient({ region: 'eu-west-1' }), KEY_ID);

    // Act
    const token = await remoteKeySigner(key).sign(claims);
    const { payload } = await jwtVerify(token, await remoteKeyPublicKey(key), { issuer: 'skyset', audience: 'skyset' });

    // Assert
    expect(payload).toEqual({ sub: '1', token_use: 'report', iss: 'skyset', aud: 'skyset' });
  });

  it('fails plainly when KMS answers no signature', async () => {
    // Arrange
    kms.on(SignCommand).resolves({});

    // Act
    const signing = new KmsEcdsaKey(new KMSClient({ region: 'eu-west-1' }), KEY_ID).signDer(new Uint8Array([1]));

    // Assert
    await expect(signing).rejects.toThrow(`KMS answered no signature for key ${KEY_ID}`);
  });
});
