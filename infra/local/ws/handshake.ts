import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import type { WebSocketAuthorizerContext } from '#functions/realtime/events.ts';
import type { InvokeAuthorizer, InvokeRoute } from './types.ts';
import { authorizerEvent, connectEvent, type Handshake } from './ws-events.ts';

/** The outcome of a handshake: accept with the authorizer's context, or refuse with an HTTP answer. */
export type HandshakeOutcome =
  { accepted: true; authorizer: WebSocketAuthorizerContext } | { accepted: false; status: number; body: string };

const refuse = (status: number, body: unknown): HandshakeOutcome => ({
  accepted: false,
  status,
  body: JSON.stringify(body),
});
const internalError = (): HandshakeOutcome => refuse(500, { message: 'Internal server error' });

/** An Allow statement and no Deny, as API Gateway evaluates the policy for the `$connect` method. */
function policyAllows(result: APIGatewayAuthorizerResult): boolean {
  const statements = result.policyDocument?.Statement ?? [];
  const effects = statements.map((statement) => statement.Effect.toLowerCase());
  return effects.includes('allow') && !effects.includes('deny');
}

async function authorize(invoke: InvokeAuthorizer, handshake: Handshake): Promise<HandshakeOutcome> {
  const started = Date.now();
  let result: APIGatewayAuthorizerResult;
  try {
    result = await invoke(authorizerEvent(handshake));
  } catch (error) {
    // API Gateway's contract: only the exact message `Unauthorized` means 401; other failures are a 500.
    return (error as Error).message === 'Unauthorized' ? refuse(401, { message: 'Unauthorized' }) : internalError();
  }
  if (!policyAllows(result))
    return refuse(403, { Message: 'User is not authorized to access this resource with an explicit deny' });
  const authorizer = { ...result.context, principalId: result.principalId, integrationLatency: Date.now() - started };
  return { accepted: true, authorizer };
}

export interface HandshakeDependencies {
  invokeAuthorizer: InvokeAuthorizer;
  invokeRoute: InvokeRoute;
  log: (line: string) => void;
}

/**
 * API Gateway's `$connect` sequence: run the authorizer, then the `$connect` route with the authorizer's
 * context; a non-2xx route answer refuses the connection with that status.
 */
export async function runHandshake(deps: HandshakeDependencies, handshake: Handshake): Promise<HandshakeOutcome> {
  const authorized = await authorize(deps.invokeAuthorizer, handshake);
  if (!authorized.accepted) return authorized;
  try {
    const result = await deps.invokeRoute('$connect', connectEvent(handshake, authorized.authorizer));
    const status = result?.statusCode ?? 200;
    if (status < 200 || status > 299) return { accepted: false, status, body: result?.body ?? '' };
    return authorized;
  } catch (error) {
    deps.log(`$connect ${handshake.connectionId} failed: ${(error as Error).stack ?? String(error)}`);
    return internalError();
  }
}

/** Answer an upgrade request with a plain HTTP response and close the socket. */
export function rejectUpgrade(socket: Socket, status: number, body = ''): void {
  if (socket.destroyed) return;
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Connection: close',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  socket.once('finish', () => socket.destroy());
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
