import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { domainHandlerModule, isPublicRoute, routeKeyOf } from '#functions/manifest.ts';
import { toAuthorizerClaims } from '#functions/lib/claims.ts';
import { tokenMayCall } from '#functions/lib/auth/report-scope.ts';
import { requestToken, type TokenVerifier } from '#functions/lib/auth/token-verifier.ts';
import { buildHttpEvent } from './apigw-event.ts';
import { writeGatewayError, writeLambdaResult } from './apigw-result.ts';
import type { LambdaHandler } from './handler-loader.ts';
import { lambdaContext } from './lambda-context.ts';
import { BodyTooLargeError, readBody } from './read-body.ts';
import { type RouteMatch, RouteTable } from './route-table.ts';

/** API Gateway HTTP API limits. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
export const INTEGRATION_TIMEOUT_MS = 30_000;

export interface HttpGatewayOptions {
  verifier: () => TokenVerifier;
  loadHandler: (module: string) => Promise<LambdaHandler>;
  routes?: RouteTable;
  maxPayloadBytes?: number;
  timeoutMs?: number;
  onError?: (error: unknown, routeKey: string) => void;
}

const newRequestId = (): string => randomBytes(10).toString('base64');

/**
 * The local HTTP API: resolves the manifest route, authorizes the JWT as the cloud authorizer does,
 * builds the payload 2.0 event and Lambda context, invokes the domain handler, and maps the result back.
 * Returns the status written.
 */
export function createHttpGateway(options: HttpGatewayOptions) {
  const routes = options.routes ?? new RouteTable();
  const maxPayload = options.maxPayloadBytes ?? MAX_PAYLOAD_BYTES;
  const timeoutMs = options.timeoutMs ?? INTEGRATION_TIMEOUT_MS;

  async function authorize(
    request: IncomingMessage,
    match: RouteMatch,
  ): Promise<Record<string, string> | undefined | 'denied' | 'forbidden'> {
    if (isPublicRoute(match.route)) return undefined;
    let payload: Record<string, unknown>;
    try {
      payload = await options.verifier().verify(requestToken(request.headers));
    } catch {
      return 'denied';
    }
    // A scoped token (a report's, a guest's) calls only its kind's routes: others are refused here; the handler checks the resources.
    return tokenMayCall(payload, routeKeyOf(match.route)) ? toAuthorizerClaims(payload) : 'forbidden';
  }

  async function invoke(match: RouteMatch, event: unknown, requestId: string): Promise<unknown> {
    const handler = await options.loadHandler(domainHandlerModule(match.route.domain));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      return await Promise.race([
        handler(event, lambdaContext(`skyset-${match.route.domain}`, requestId, timeoutMs)),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<number> {
    const match = routes.match(request.method ?? 'GET', url.pathname);
    if (match === 'not-found') return writeGatewayError(response, 404, 'Not Found');
    if (match === 'method-not-allowed') return writeGatewayError(response, 405, 'Method Not Allowed');
    const claims = await authorize(request, match);
    if (claims === 'denied') return writeGatewayError(response, 401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
    if (claims === 'forbidden') return writeGatewayError(response, 403, 'Forbidden');
    let body: Buffer;
    try {
      body = await readBody(request, maxPayload);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return writeGatewayError(response, 413, 'Request Entity Too Large', { connection: 'close' });
      throw error;
    }
    const requestId = newRequestId();
    try {
      const event = buildHttpEvent({ request, url, body, match, requestId, ...(claims ? { claims } : {}) });
      const result = await invoke(match, event, requestId);
      if (result === 'timeout') return writeGatewayError(response, 503, 'Service Unavailable');
      return writeLambdaResult(response, result);
    } catch (error) {
      options.onError?.(error, match.routeKey);
      return writeGatewayError(response, 500, 'Internal Server Error');
    }
  };
}
