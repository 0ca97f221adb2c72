import { createRemoteJWKSet, type JWTPayload, jwtVerify, type KeyObject } from 'jose';
import { UnauthorizedError } from '#shared/errors.ts';

/** Verifies a bearer token as API Gateway's JWT authorizer does: signature, issuer, audience, expiry. */
export interface TokenVerifier {
  /** The token's payload; throws UnauthorizedError when the token is missing, malformed, forged or expired. */
  verify(token: string | undefined): Promise<JWTPayload>;
}

/** What a token is for: API calls, /security/refresh, Cognito's id token, or a report's screenshot (read only). */
export type TokenUse = 'access' | 'refresh' | 'id' | 'report';

interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Which kinds of token are acceptable: access (and report) tokens for API calls, refresh tokens for /security/refresh. */
  tokenUse?: TokenUse | readonly TokenUse[];
}

function verifierFor(key: KeyObject | ReturnType<typeof createRemoteJWKSet>, options: VerifierOptions): TokenVerifier {
  return {
    async verify(token) {
      if (!token) throw new UnauthorizedError('Missing Authorization Header');
      try {
        const { payload } = await jwtVerify(token, key as KeyObject, { issuer: options.issuer, audience: options.audience });
        const uses = options.tokenUse === undefined ? undefined : [options.tokenUse].flat();
        if (uses && !uses.includes(payload.token_use as TokenUse)) throw new Error(`token_use is not ${uses.join(' or ')}`);
        return payload;
      } catch (error) {
        throw new UnauthorizedError('Token is invalid or has expired', { cause: error });
      }
    },
  };
}

/** Local runtime: tokens signed by the key kept in the data folder. */
export function localTokenVerifier(publicKey: KeyObject, options: VerifierOptions): TokenVerifier {
  return verifierFor(publicKey, options);
}

/** Cloud: Cognito id tokens, checked against the user pool's published keys. */
export function cognitoTokenVerifier(options: { region: string; userPoolId: string; clientId: string }): TokenVerifier {
  const issuer = `https://cognito-idp.${options.region}.amazonaws.com/${options.userPoolId}`;
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return verifierFor(keys, { issuer, audience: options.clientId, tokenUse: 'id' });
}

/** The token of an `Authorization: Bearer <token>` header value. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
