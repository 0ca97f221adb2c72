import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { UnauthorizedError } from '#shared/errors.ts';
import { requestToken, type TokenVerifier } from '../lib/auth/token-verifier.ts';
import { toAuthorizerClaims } from '../lib/claims.ts';
import { tokenVerifier } from '../lib/composition/api-token-verifier.ts';
import { logger } from '../lib/logger.ts';

/** What every authorized route receives in `requestContext.authorizer.lambda`: the token's claims, flattened to strings. */
export type HttpAuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<Record<string, string>>;

/**
 * The HTTP API's Lambda REQUEST authorizer (simple responses, identity source `Authorization`): a Cognito id token
 * or a report's screenshot token passes, with its claims as context, flattened as the JWT authorizer flattened them
 * so handlers read both alike (functions/lib/claims.ts). API Gateway caches the answer per token for every route,
 * which is why a screenshot token's scope (its report's resources) is enforced by the handler, not here
 * (functions/lib/http.ts). A bad token throws `Unauthorized`, which API Gateway answers with 401 as the JWT authorizer did, so the web app
 * refreshes its token; any other failure propagates (API Gateway answers 500).
 * @param verifier the verifier, or a function giving it on first use (keeps cold starts free of key fetching)
 */
export function createHttpAuthorizer(verifier: TokenVerifier | (() => TokenVerifier)) {
  const resolveVerifier = typeof verifier === 'function' ? verifier : () => verifier;
  return async (event: APIGatewayRequestAuthorizerEventV2): Promise<HttpAuthorizerResult> => {
    try {
      const payload = await resolveVerifier().verify(requestToken(event.headers ?? {}));
      return { isAuthorized: true, context: toAuthorizerClaims(payload) };
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      logger.info('API request refused', {
        reason: error.message,
        detail: (error.cause as Error | undefined)?.message,
      });
      throw new Error('Unauthorized');
    }
  };
}

/** The deployed authorizer, verifying with the composition root's verifier. */
export const handler = createHttpAuthorizer(() => tokenVerifier());
