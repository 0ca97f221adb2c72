import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSigningKeyFile, loadSigningKeys, type SigningKeys } from '#functions/lib/auth/signing-keys.ts';
import { localTokenVerifier } from '#functions/lib/auth/token-verifier.ts';
import { createAuthorizer } from '#functions/realtime/authorizer.ts';

const ISSUER = 'skyset-local';
const AUDIENCE = 'skyset';
const METHOD_ARN = 'arn:aws:execute-api:us-east-1:000000000000:local/ws/$connect';

const requestWith = (token?: string): APIGatewayRequestAuthorizerEvent =>
  ({
    type: 'REQUEST',
    methodArn: METHOD_ARN,
    queryStringParameters: token ? { token } : {},
  }) as unknown as APIGatewayRequestAuthorizerEvent;

async function sign(keys: SigningKeys, claims: Record<string, unknown>, expiresIn = '5m'): Promise<string> {
  return new SignJWT({ token_use: 'access', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
    .setSubject('7')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keys.privateKey);
}

describe('WebSocket $connect authorizer with the local token verifier', () => {
  let folder: string;
  let keys: SigningKeys;
  let authorize: ReturnType<typeof createAuthorizer>;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyset-authorizer-'));
    await ensureSigningKeyFile(join(folder, 'key.pem'));
    keys = await loadSigningKeys(join(folder, 'key.pem'));
    authorize = createAuthorizer(
      localTokenVerifier(keys.publicKey, { issuer: ISSUER, audience: AUDIENCE, tokenUse: 'access' }),
    );
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('allows a valid token with the claims as context', async () => {
    // Arrange
    const token = await sign(keys, { username: 'alice', tenant: 'acme', roles: ['Admin', 'Gamma'] });

    // Act
    const result = await authorize(requestWith(token));

    // Assert
    expect(result).toEqual({
      principalId: '7',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }],
      },
      context: { sub: '7', username: 'alice', tenant: 'acme', roles: 'Admin Gamma' },
    });
  });

  it('refuses a missing token as Unauthorized', async () => {
    // Arrange
    const event = requestWith(undefined);

    // Act
    const attempt = authorize(event);

    // Assert
    await expect(attempt).rejects.toThrow(new Error('Unauthorized'));
  });

  it('refuses an expired token as Unauthorized', async () => {
    // Arrange
    const token = await sign(keys, { username: 'alice', tenant: 'acme', roles: [] }, '-1m');

    // Act
    const attempt = authorize(requestWith(token));

    // Assert
    await expect(attempt).rejects.toThrow(new Error('Unauthorized'));
  });

  it('refuses a token signed by another key as Unauthorized', async () => {
    // Arrange
    await ensureSigningKeyFile(join(folder, 'other.pem'));
    const forged = await sign(await loadSigningKeys(join(folder, 'other.pem')), {
      username: 'alice',
      tenant: 'acme',
      roles: [],
    });

    // Act
    const attempt = authorize(requestWith(forged));

    // Assert
    await expect(attempt).rejects.toThrow(new Error('Unauthorized'));
  });

  it('refuses a valid token without a tenant claim as Unauthorized', async () => {
    // Arrange
    const token = await sign(keys, { username: 'alice', roles: [] });

    // Act
    const attempt = authorize(requestWith(token));

    // Assert
    await expect(attempt).rejects.toThrow(new Error('Unauthorized'));
  });

  it('lets a verifier failure that is not about the token propagate, for a 500', async () => {
    // Arrange
    const broken = createAuthorizer({ verify: async () => Promise.reject(new Error('JWKS endpoint unreachable')) });

    // Act
    const attempt = broken(requestWith('anything'));

    // Assert
    await expect(attempt).rejects.toThrow(new Error('JWKS endpoint unreachable'));
  });
});
