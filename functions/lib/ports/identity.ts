/** The identity port: the local user table with signed JWTs, or Cognito in the cloud. */
export interface LoginInput {
  tenant: string;
  username: string;
  password: string;
  /** Whether the caller wants a refresh token (Superset's `refresh`); where it is not asked for, none may be made. */
  refresh?: boolean;
}

/** What a sign-in answers: the access token, and a refresh token when asked for (Cognito always makes one). */
export interface SignInTokens {
  access_token: string;
  refresh_token?: string;
}

/** What a refresh answers: a new access token and the refresh token that replaces the one used (which is spent). */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface IdentityProvider {
  /** Tokens for valid credentials; UnauthorizedError (without saying which part was wrong) otherwise. */
  login(input: LoginInput): Promise<SignInTokens>;
  /** New tokens for a valid refresh token, which is spent; UnauthorizedError otherwise. */
  refresh(refreshToken: string): Promise<TokenPair>;
  /** Whether the password is the user's (PUT /api/v1/me/'s `current_password`), without signing in. */
  checkPassword(input: LoginInput): Promise<boolean>;
}
