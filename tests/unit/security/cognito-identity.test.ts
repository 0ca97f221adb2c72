import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  RefreshTokenReuseException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CognitoIdentity } from '#functions/lib/adapters/identity/cognito-identity.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const identity = new CognitoIdentity({
  clientId: 'client-1',
  client: new CognitoIdentityProviderClient({ region: 'us-east-1' }),
});
const meta = { $metadata: {} };
const SIGN_IN = { tenant: 'acme', username: 'alice', password: 'a-long-password' };

/** Every call the adapter made, as [command, input]. */
const calls = () => cognito.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);
const answerOf = (error: unknown) => ({
  status: (error as { status: number }).status,
  body: (error as { toBody(): unknown }).toBody(),
});

beforeEach(() => {
  cognito.reset();
});

describe('CognitoIdentity.refresh', () => {
  it('trades the refresh token through GetTokensFromRefreshToken and answers the rotated one', async () => {
    // Arrange
    cognito
      .on(GetTokensFromRefreshTokenCommand)
      .resolves({ AuthenticationResult: { IdToken: 'id-2', RefreshToken: 'refresh-2' } });

    // Act
    const tokens = await identity.refresh('refresh-1');

    // Assert
    expect(tokens).toEqual({ access_token: 'id-2', refresh_token: 'refresh-2' });
    expect(calls()).toEqual([
      ['GetTokensFromRefreshTokenCommand', { ClientId: 'client-1', RefreshToken: 'refresh-1' }],
    ]);
  });

  it('keeps the refresh token when the app client does not rotate', async () => {
    // Arrange
    cognito.on(GetTokensFromRefreshTokenCommand).resolves({ AuthenticationResult: { IdToken: 'id-2' } });

    // Act
    const tokens = await identity.refresh('refresh-1');

    // Assert
    expect(tokens).toEqual({ access_token: 'id-2', refresh_token: 'refresh-1' });
  });

  it.each([
    [
      'a spent (rotated-out) refresh token',
      new RefreshTokenReuseException({ message: 'Refresh token reused', ...meta }),
    ],
    ['a revoked refresh token', new NotAuthorizedException({ message: 'Refresh Token has been revoked', ...meta })],
  ])('refuses %s with 401', async (_case, failure) => {
    // Arrange
    cognito.on(GetTokensFromRefreshTokenCommand).rejects(failure);

    // Act
    const error = await identity.refresh('refresh-1').catch((caught: unknown) => caught);

    // Assert
    expect(answerOf(error)).toEqual({ status: 401, body: { message: 'Not authorized' } });
  });
});

describe('CognitoIdentity.checkPassword', () => {
  it.each([
    ['tokens', { AuthenticationResult: { IdToken: 'id', RefreshToken: 'refresh' } }, true],
    [
      'a challenge, which Cognito asks only after the password',
      { ChallengeName: 'SOFTWARE_TOKEN_MFA' as const, Session: 's' },
      true,
    ],
  ])('answers true when the sign-in answers %s', async (_case, answer, expected) => {
    // Arrange
    cognito.on(InitiateAuthCommand).resolves(answer);

    // Act
    const result = await identity.checkPassword(SIGN_IN);

    // Assert
    expect(result).toBe(expected);
    expect(calls()).toEqual([
      [
        'InitiateAuthCommand',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: 'client-1',
          AuthParameters: { USERNAME: 'alice', PASSWORD: 'a-long-password' },
        },
      ],
    ]);
  });

  it('answers false for a wrong password', async () => {
    // Arrange
    cognito
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', ...meta }));

    // Act
    const result = await identity.checkPassword(SIGN_IN);

    // Assert
    expect(result).toBe(false);
  });
});
