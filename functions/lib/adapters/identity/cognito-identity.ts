import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { UnauthorizedError } from '#shared/errors.ts';
import type { IdentityProvider, LoginInput, SignInTokens, TokenPair } from '../../ports/identity.ts';
import { BAD_CREDENTIALS } from './local-identity.ts';

// UserLambdaValidationException: the pre-token trigger refused the user (no tenant); still a failed sign-in, not a crash.
// RefreshTokenReuseException: a rotated-out refresh token came back; refused like any spent token.
const CREDENTIAL_FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'UserLambdaValidationException',
  'RefreshTokenReuseException',
]);

const isCredentialFailure = (error: unknown): boolean =>
  CREDENTIAL_FAILURES.has((error as Error | undefined)?.name ?? '');

/**
 * Cognito user pool sign-in. The id token is the API's bearer token: the pre-token-generation trigger puts
 * `username`, `tenant`, `roles` and `session_gen` in it, and the HTTP API's authorizer checks it with the client id as
 * audience. The app client rotates refresh tokens (infra/cloud/auth.ts), so a refresh answers a new one and the one
 * used is spent.
 */
export class CognitoIdentity implements IdentityProvider {
  constructor(
    private readonly options: { clientId: string; client?: CognitoIdentityProviderClient },
    private readonly client = options.client ?? new CognitoIdentityProviderClient({}),
  ) {}

  async login({ username, password }: LoginInput): Promise<SignInTokens> {
    const result = await this.passwordAuth(username, password);
    const idToken = result.AuthenticationResult?.IdToken;
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    // A challenge (new password required, MFA) is not something the Superset login API can answer.
    if (!idToken || !refreshToken) throw new UnauthorizedError(BAD_CREDENTIALS);
    return { access_token: idToken, refresh_token: refreshToken };
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    try {
      const result = await this.client.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: this.options.clientId, RefreshToken: refreshToken }),
      );
      const idToken = result.AuthenticationResult?.IdToken;
      if (!idToken) throw new UnauthorizedError(BAD_CREDENTIALS);
      // Without rotation (an app client configured otherwise) Cognito answers no new refresh token: the old one goes on.
      return { access_token: idToken, refresh_token: result.AuthenticationResult?.RefreshToken ?? refreshToken };
    } catch (error) {
      if (isCredentialFailure(error)) throw new UnauthorizedError(BAD_CREDENTIALS, { cause: error });
      throw error;
    }
  }

  /** A sign-in whose tokens are dropped: a challenge still proves the password (Cognito asks it only after checking it). */
  async checkPassword({ username, password }: LoginInput): Promise<boolean> {
    try {
      const result = await this.passwordAuth(username, password);
      return result.AuthenticationResult !== undefined || result.ChallengeName !== undefined;
    } catch (error) {
      if (error instanceof UnauthorizedError) return false;
      throw error;
    }
  }

  private async passwordAuth(username: string, password: string): Promise<InitiateAuthCommandOutput> {
    try {
      return await this.client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: this.options.clientId,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
    } catch (error) {
      if (isCredentialFailure(error)) throw new UnauthorizedError(BAD_CREDENTIALS, { cause: error });
      throw error;
    }
  }
}
