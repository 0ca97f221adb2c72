import { createHash } from 'node:crypto';
import { Hash } from '@smithy/core/serde';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { type SignatureFault, type SignedRequest, verifySignature } from '#infra/local/sigv4/verify-signature.ts';

const RUNTIME = { accessKeyId: 'AKIAQSKYSETLOCAL2345', secretAccessKey: 'c2VjcmV0IG9mIHRoaXMgc3RhcnQgb25seQ==abcd' };
const SIGNED_AT = new Date('2026-01-15T10:00:00Z');
const PATH = '/ws/@connections/Kx1abcd3IAMCJdA%3D';
const BODY = '{"status":"done"}';

interface Signing {
  accessKeyId?: string;
  secretAccessKey?: string;
  service?: string;
}

/** A request as a client signs it (the SDK's own signer), then as the endpoint receives it. */
async function signedRequest({
  accessKeyId = RUNTIME.accessKeyId,
  secretAccessKey = RUNTIME.secretAccessKey,
  service = 'execute-api',
}: Signing = {}) {
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region: 'us-east-1',
    service,
    sha256: Hash.bind(null, 'sha256'),
  });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 8088,
      path: PATH,
      query: { page: 'two words', tag: ['b', 'a'] },
      headers: { host: '127.0.0.1:8088', 'content-type': 'application/json', 'user-agent': 'aws-sdk-js' },
      body: BODY,
    },
    { signingDate: SIGNED_AT },
  );
  return {
    method: 'POST',
    url: `${PATH}?page=two%20words&tag=b&tag=a`,
    headers: signed.headers,
    bodySha256: createHash('sha256').update(BODY).digest('hex'),
  } satisfies SignedRequest;
}

const verify = (request: SignedRequest, now = SIGNED_AT.getTime()) =>
  verifySignature(request, { credentials: RUNTIME, service: 'execute-api', now });

describe('verifySignature', () => {
  it('accepts a request signed with the runtime credentials, query and escaped path included', async () => {
    // Arrange
    const request = await signedRequest();

    // Act
    const fault = await verify(request);

    // Assert
    expect(fault).toBeUndefined();
  });

  const refusals: Array<[string, () => Promise<SignedRequest>, SignatureFault]> = [
    [
      'no Authorization header',
      async () => ({ ...(await signedRequest()), headers: { host: '127.0.0.1:8088' } }),
      'missing',
    ],
    [
      'an Authorization header that is not SigV4',
      async () => {
        const request = await signedRequest();
        return { ...request, headers: { ...request.headers, authorization: 'Bearer abc' } };
      },
      'incomplete',
    ],
    ['a key id the runtime did not issue', () => signedRequest({ accessKeyId: 'AKIAOTHERKEY00000000' }), 'unknown-key'],
    ['the right key id with another secret', () => signedRequest({ secretAccessKey: 'guessed' }), 'mismatch'],
    ['a signature for another service', () => signedRequest({ service: 'sqs' }), 'mismatch'],
    [
      'a body changed after signing',
      async () => ({ ...(await signedRequest()), bodySha256: createHash('sha256').update('{"x":1}').digest('hex') }),
      'mismatch',
    ],
    [
      'a signed header changed after signing',
      async () => {
        const request = await signedRequest();
        return { ...request, headers: { ...request.headers, 'content-type': 'text/plain' } };
      },
      'mismatch',
    ],
    [
      'a path changed after signing',
      async () => ({ ...(await signedRequest()), url: '/ws/@connections/other' }),
      'mismatch',
    ],
  ];

  it.each(refusals)('refuses %s', async (_case, build, expected) => {
    // Arrange
    const request = await build();

    // Act
    const fault = await verify(request);

    // Assert
    expect(fault).toBe(expected);
  });

  it('refuses a signature dated more than 15 minutes away, as a replay', async () => {
    // Arrange
    const request = await signedRequest();

    // Act
    const faults = await Promise.all([
      verify(request, SIGNED_AT.getTime() + 15 * 60_000),
      verify(request, SIGNED_AT.getTime() + 15 * 60_000 + 1),
    ]);

    // Assert
    expect(faults).toEqual([undefined, 'expired']);
  });
});
