import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify, type KeyObject } from 'jose';
import { UnauthorizedError } from '#shared/errors.ts';

/** Verifies a bearer token as API Gateway's JWT authorizer does: signature, issuer, audience, expiry. */
export interface TokenVerifier {
  /** The token's payload; throws UnauthorizedError when the token is missing, malformed, forged or expired. */
  verify(token: string | undefined): Promise<JWTPayload>;
}

/**
 * What a token is for: API calls, /security/refresh, Cognito's id token, a report's screenshot (read only), or an
 * embedded dashboard's guest.
 */
export type TokenUse = 'access' | 'refresh' | 'id' | 'report' | 'guest';

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
        const { payload } = await jwtVerify(token, key as KeyObject, {
          issuer: options.issuer,
          audience: options.audience,
        });
        const uses = options.tokenUse === undefined ? undefined : [options.tokenUse].flat();
        if (uses && !uses.includes(payload.token_use as TokenUse))
          throw new Error(`token_use is not ${uses.join(' or ')}`);
        return payload;
      } catch (error) {
        throw new UnauthorizedError('Token is invalid or has expired', { cause: error });
      }
    },
  };
}

/** Tokens signed by one known key: the local runtime's key file, or the cloud's report-signing key. */
export function localTokenVerifier(publicKey: KeyObject, options: VerifierOptions): TokenVerifier {
  return verifierFor(publicKey, options);
}

/** The `iss` of a Cognito user pool's tokens. */
export const cognitoIssuer = (region: string, userPoolId: string): string =>
  `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;

/**
 * Cloud: Cognito id tokens, checked against the user pool's published keys.
 * @param jwksUrl where the pool publishes its keys (tests serve their own); defaults to the pool's well-known JWKS
 */
export function cognitoTokenVerifier(options: {
  region: string;
  userPoolId: string;
  clientId: string;
  jwksUrl?: URL;
}): TokenVerifier {
  const issuer = cognitoIssuer(options.region, options.userPoolId);
  const keys = createRemoteJWKSet(options.jwksUrl ?? new URL(`${issuer}/.well-known/jwks.json`));
  return verifierFor(keys, { issuer, audience: options.clientId, tokenUse: 'id' });
}

/**
 * Verifies with the verifier of the token's issuer (Cognito, or the stack's report signer). The `iss` is read before
 * the signature is checked only to pick that verifier, which then checks signature and issuer itself: a forged `iss`
 * merely chooses whose key must have signed. A token of no listed issuer is refused without any key lookup.
 */
export function issuerRoutedVerifier(byIssuer: ReadonlyMap<string, TokenVerifier>): TokenVerifier {
  return {
    async verify(token) {
      if (!token) throw new UnauthorizedError('Missing Authorization Header');
      let issuer: string | undefined;
      try {
        issuer = decodeJwt(token).iss;
      } catch (error) {
        throw new UnauthorizedError('Token is invalid or has expired', { cause: error });
      }
      const verifier = issuer === undefined ? undefined : byIssuer.get(issuer);
      if (!verifier)
        throw new UnauthorizedError('Token is invalid or has expired', {
          cause: new Error(`No verifier for issuer ${issuer}`),
        });
      return verifier.verify(token);
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header value. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/** A guest token as the `X-GuestToken` header carries it (bare, as Superset's embedded client sends it). */
function guestHeaderToken(header: string | undefined): string | undefined {
  const token = header?.trim();
  return token && /^\S+$/.test(token) ? token : undefined;
}

/**
 * The token a request carries: `Authorization: Bearer <token>`, else a guest's `X-GuestToken` header. Headers as
 * API Gateway and Node hand them on, names in lower case. In the cloud, CloudFront copies `X-GuestToken` into
 * `Authorization` before API Gateway (whose authorizer is keyed on that header) sees the request (infra/cloud/web.ts).
 */
export function requestToken(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return bearerToken(one(headers.authorization)) ?? guestHeaderToken(one(headers['x-guesttoken']));
}
