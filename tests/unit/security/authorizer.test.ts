import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteKeyPublicKey, remoteKeySigner } from '#functions/lib/auth/kms-token-signer.ts';
import {
  cognitoIssuer,
  cognitoTokenVerifier,
  issuerRoutedVerifier,
  localTokenVerifier,
} from '#functions/lib/auth/token-verifier.ts';
import { createHttpAuthorizer } from '#functions/security/authorizer.ts';
import { fakeEcdsaKey } from '../lib/auth/fake-ecdsa-key.ts';

/**
 * The HTTP API's Lambda authorizer over the cloud's two verifiers: Cognito id tokens checked against a JWKS served
 * here (as the pool publishes its keys), and report tokens signed through the KMS-shaped key.
 */
const REGION = 'eu-west-1';
const POOL = 'eu-west-1_Test';
const CLIENT = 'web-client-id';
const ISSUER = cognitoIssuer(REGION, POOL);
const REPORT_ISSUER = 'skyset-local';

const pool = await generateKeyPair('RS256');
const reportKey = fakeEcdsaKey();
let jwks: Server;
let authorize: ReturnType<typeof createHttpAuthorizer>;

const requestWith = (authorization?: string) =>
  ({
    type: 'REQUEST',
    headers: authorization ? { authorization } : {},
  }) as unknown as APIGatewayRequestAuthorizerEventV2;

/** When the test tokens were issued: one instant, so expected claims are computed, not raced against the clock. */
const ISSUED_AT = Math.floor(Date.now() / 1000);

/** An id token as Cognito issues it after the pre-token-generation trigger. */
function cognitoToken(overrides: JWTPayload = {}, key = pool.privateKey): Promise<string> {
  return new SignJWT({
    sub: '7f0c2a4e-user',
    'cognito:username': 'alice',
    'cognito:groups': ['Admin'],
    username: 'alice',
    tenant: 'acme',
    roles: 'Admin',
    token_use: 'id',
    iss: ISSUER,
    aud: CLIENT,
    iat: ISSUED_AT,
    exp: ISSUED_AT + 3600,
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'pool-key' })
    .sign(key);
}

const reportClaims = (overrides: JWTPayload = {}): JWTPayload => ({
  sub: '3',
  username: 'admin',
  tenant: 'default',
  roles: ['Admin'],
  token_use: 'report',
  report_id: 9,
  iss: REPORT_ISSUER,
  aud: 'skyset',
  iat: ISSUED_AT,
  exp: ISSUED_AT + 600,
  ...overrides,
});

beforeAll(async () => {
  const publicJwk = { ...(await exportJWK(pool.publicKey)), kid: 'pool-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = new URL(`http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`);
  const reportPublicKey = await remoteKeyPublicKey(reportKey);
  authorize = createHttpAuthorizer(
    issuerRoutedVerifier(
      new Map([
        [ISSUER, cognitoTokenVerifier({ region: REGION, userPoolId: POOL, clientId: CLIENT, jwksUrl })],
        [
          REPORT_ISSUER,
          localTokenVerifier(reportPublicKey, { issuer: REPORT_ISSUER, audience: 'skyset', tokenUse: 'report' }),
        ],
      ]),
    ),
  );
});

afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

describe('HTTP API authorizer', () => {
  it('authorizes a Cognito id token with its claims flattened as context', async () => {
    // Arrange
    const token = await cognitoToken();

    // Act
    const result = await authorize(requestWith(`Bearer ${token}`));

    // Assert
    expect(result).toEqual({
      isAuthorized: true,
      context: {
        sub: '7f0c2a4e-user',
        'cognito:username': 'alice',
        'cognito:groups': '[Admin]',
        username: 'alice',
        tenant: 'acme',
        roles: 'Admin',
        token_use: 'id',
        iss: ISSUER,
        aud: CLIENT,
        iat: String(ISSUED_AT),
        exp: String(ISSUED_AT + 3600),
      },
    });
  });

  it('authorizes a report token signed by the report-signing key', async () => {
    // Arrange
    const claims = reportClaims();
    const token = await remoteKeySigner(reportKey).sign(claims);

    // Act
    const result = await authorize(requestWith(`Bearer ${token}`));

    // Assert
    expect(result).toEqual({
      isAuthorized: true,
      context: {
        sub: '3',
        username: 'admin',
        tenant: 'default',
        roles: '[Admin]',
        token_use: 'report',
        report_id: '9',
        iss: REPORT_ISSUER,
        aud: 'skyset',
        iat: String(ISSUED_AT),
        exp: String(ISSUED_AT + 600),
      },
    });
  });

  it.each([
    ['no Authorization header', async () => undefined],
    ['a header that is no bearer token', async () => `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    [
      'an expired Cognito token',
      async () => `Bearer ${await cognitoToken({ iat: ISSUED_AT - 7200, exp: ISSUED_AT - 3600 })}`,
    ],
    ['a Cognito token for another app client', async () => `Bearer ${await cognitoToken({ aud: 'other-client' })}`],
    [
      "a Cognito access token (the API takes the pool's id tokens)",
      async () => `Bearer ${await cognitoToken({ token_use: 'access' })}`,
    ],
    [
      'a Cognito-shaped token signed by another key under the pool key id',
      async () => `Bearer ${await cognitoToken({}, (await generateKeyPair('RS256')).privateKey)}`,
    ],
    [
      'a report token signed by another key',
      async () => `Bearer ${await remoteKeySigner(fakeEcdsaKey()).sign(reportClaims())}`,
    ],
    [
      'an expired report token',
      async () =>
        `Bearer ${await remoteKeySigner(reportKey).sign(reportClaims({ iat: ISSUED_AT - 1200, exp: ISSUED_AT - 600 }))}`,
    ],
    [
      'a report key token claiming to be an access token',
      async () => `Bearer ${await remoteKeySigner(reportKey).sign(reportClaims({ token_use: 'access' }))}`,
    ],
    [
      "a report key token claiming Cognito's issuer",
      async () =>
        `Bearer ${await remoteKeySigner(reportKey).sign(reportClaims({ iss: ISSUER, aud: CLIENT, token_use: 'id' }))}`,
    ],
    [
      'a token of an unknown issuer',
      async () => `Bearer ${await remoteKeySigner(reportKey).sign(reportClaims({ iss: 'https://elsewhere.example' }))}`,
    ],
    ['a malformed token', async () => 'Bearer not.a.jwt'],
  ])('refuses %s as Unauthorized (401)', async (_name, header) => {
    // Arrange
    const event = requestWith(await header());

    // Act
    const result = authorize(event);

    // Assert
    await expect(result).rejects.toThrow(/^Unauthorized$/);
  });
});
