/** The identity port: the local user table with signed JWTs, or Cognito in the cloud. */
export interface LoginInput {
  tenant: string;
  username: string;
  password: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface IdentityProvider {
  /** Tokens for valid credentials; UnauthorizedError (without saying which part was wrong) otherwise. */
  login(input: LoginInput): Promise<TokenPair>;
  /** A new access token for a valid refresh token; UnauthorizedError otherwise. */
  refresh(refreshToken: string): Promise<{ access_token: string }>;
}
