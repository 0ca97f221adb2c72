import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { UnauthorizedError } from '#shared/errors.ts';
import { type Claims, readClaims } from '../lib/claims.ts';
import { tokenVerifier } from '../lib/composition/api-token-verifier.ts';
import type { TokenVerifier } from '../lib/auth/token-verifier.ts';
import { logger } from '../lib/logger.ts';
import { wsAuthorizer } from '../manifest.ts';

/** The authorizer context every WebSocket route receives; API Gateway only passes flat scalar values. */
export interface RealtimeAuthorizerContext {
  sub: string;
  username: string;
  tenant: string;
  /** Role names joined by spaces, which `readClaims` splits again. */
  roles: string;
  [key: string]: string;
}

export type RealtimeAuthorizerResult = APIGatewayAuthorizerResult & { context: RealtimeAuthorizerContext };

function allow(claims: Claims, methodArn: string): RealtimeAuthorizerResult {
  return {
    principalId: claims.sub,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: methodArn }],
    },
    context: { sub: claims.sub, username: claims.username, tenant: claims.tenant, roles: claims.roles.join(' ') },
  };
}

/**
 * A Lambda REQUEST authorizer for the WebSocket `$connect` route: the token comes in the query string because
 * browsers cannot set headers on a WebSocket handshake. A bad token throws `Unauthorized`, which API Gateway
 * answers with 401; any other failure propagates (API Gateway answers 500).
 * @param verifier the verifier, or a function giving it on first use (keeps cold starts free of key loading)
 */
export function createAuthorizer(verifier: TokenVerifier | (() => TokenVerifier)) {
  const resolveVerifier = typeof verifier === 'function' ? verifier : () => verifier;
  return async (event: APIGatewayRequestAuthorizerEvent): Promise<RealtimeAuthorizerResult> => {
    const token = event.queryStringParameters?.[wsAuthorizer.tokenQueryParameter] ?? undefined;
    try {
      const payload = await resolveVerifier().verify(token);
      return allow(readClaims(payload), event.methodArn);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      logger.info('WebSocket connection refused', {
        reason: error.message,
        detail: (error.cause as Error | undefined)?.message,
      });
      throw new Error('Unauthorized');
    }
  };
}

/** The deployed authorizer, verifying with the composition root's verifier. */
export const handler = createAuthorizer(() => tokenVerifier());
