import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { UnauthorizedError } from '#shared/errors.ts';
import type { IdentityProvider, LoginInput, TokenPair } from '../../lib/ports/identity.ts';
import { BAD_CREDENTIALS } from './local-identity.ts';

// UserLambdaValidationException: the pre-token trigger refused the user (no tenant); still a failed sign-in, not a crash.
const CREDENTIAL_FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'UserLambdaValidationException',
]);

/**
 * Cognito user pool sign-in. The id token is the API's bearer token: the pre-token-generation trigger puts
 * `username`, `tenant` and `roles` in it, and the HTTP API's authorizer checks it with the client id as audience.
 */
export class CognitoIdentity implements IdentityProvider {
  constructor(
    private readonly options: { clientId: string; client?: CognitoIdentityProviderClient },
    private readonly client = options.client ?? new CognitoIdentityProviderClient({}),
  ) {}

  async login({ username, password }: LoginInput): Promise<TokenPair> {
    const result = await this.initiate('USER_PASSWORD_AUTH', { USERNAME: username, PASSWORD: password });
    const idToken = result.AuthenticationResult?.IdToken;
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    // A challenge (new password required, MFA) is not something the Superset login API can answer.
    if (!idToken || !refreshToken) throw new UnauthorizedError(BAD_CREDENTIALS);
    return { access_token: idToken, refresh_token: refreshToken };
  }

  async refresh(refreshToken: string): Promise<{ access_token: string }> {
    const result = await this.initiate('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken });
    const idToken = result.AuthenticationResult?.IdToken;
    if (!idToken) throw new UnauthorizedError(BAD_CREDENTIALS);
    return { access_token: idToken };
  }

  private async initiate(flow: 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH', parameters: Record<string, string>): Promise<InitiateAuthCommandOutput> {
    try {
      return await this.client.send(new InitiateAuthCommand({ AuthFlow: flow, ClientId: this.options.clientId, AuthParameters: parameters }));
    } catch (error) {
      if (CREDENTIAL_FAILURES.has((error as Error).name)) throw new UnauthorizedError(BAD_CREDENTIALS, { cause: error });
      throw error;
    }
  }
}
