import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { WebSocket } from 'ws';
import type { WsRouteKey } from '#functions/manifest.ts';
import type { WebSocketEvent, WebSocketResult } from '#functions/realtime/events.ts';
import { type LocalCredentials, newLocalCredentials } from '#infra/local/sigv4/credentials.ts';
import { attachWebSocketGateway, createConnectionsEndpoint, type WebSocketGateway } from '#infra/local/ws/index.ts';

export const GOOD_TOKEN = 'good-token';
export const DENIED_TOKEN = 'denied-token';
export const AUTHORIZER_CONTEXT = { sub: 'user-7', username: 'alice', tenant: 'acme', roles: 'Admin Gamma' };

type RouteFake = (event: WebSocketEvent) => Promise<WebSocketResult | undefined>;

export interface WsHarness {
  /** `ws://127.0.0.1:<port>/ws` */
  socketUrl: string;
  /** `http://127.0.0.1:<port>`; the management endpoint is `${baseUrl}/ws`. */
  baseUrl: string;
  gateway: WebSocketGateway;
  /** The key pair `@connections` answers to; management clients sign with it. */
  credentials: LocalCredentials;
  authorizerEvents: APIGatewayRequestAuthorizerEvent[];
  routeEvents: { routeKey: WsRouteKey; event: WebSocketEvent }[];
  close(): Promise<void>;
}

/** A fake authorizer: the good token is allowed, the denied one gets a Deny policy, anything else is Unauthorized. */
async function fakeAuthorizer(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  if (token !== GOOD_TOKEN && token !== DENIED_TOKEN) throw new Error('Unauthorized');
  const effect = token === GOOD_TOKEN ? 'Allow' : 'Deny';
  return {
    principalId: AUTHORIZER_CONTEXT.sub,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: event.methodArn }],
    },
    context: AUTHORIZER_CONTEXT,
  };
}

/**
 * An HTTP server on a free loopback port with the gateway and its `@connections` endpoint, over fake Lambdas.
 * The endpoint answers to `credentials` (fresh ones unless given).
 */
export async function startWsHarness(
  options: {
    idleTimeoutMs?: number;
    routes?: Partial<Record<WsRouteKey, RouteFake>>;
    credentials?: LocalCredentials;
  } = {},
): Promise<WsHarness> {
  const authorizerEvents: APIGatewayRequestAuthorizerEvent[] = [];
  const routeEvents: WsHarness['routeEvents'] = [];
  const server: Server = createServer();
  const gateway = attachWebSocketGateway(server, {
    path: '/ws',
    ...(options.idleTimeoutMs ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    invokeAuthorizer: async (event) => {
      authorizerEvents.push(event);
      return fakeAuthorizer(event);
    },
    invokeRoute: async (routeKey, event) => {
      routeEvents.push({ routeKey, event });
      return (await options.routes?.[routeKey]?.(event)) ?? { statusCode: 200 };
    },
  });
  const credentials = options.credentials ?? newLocalCredentials();
  const endpoint = createConnectionsEndpoint(gateway, { credentials });
  server.on('request', (req, res) => {
    void endpoint(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    socketUrl: `ws://127.0.0.1:${port}/ws`,
    baseUrl: `http://127.0.0.1:${port}`,
    gateway,
    credentials,
    authorizerEvents,
    routeEvents,
    close: async () => {
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Open a client socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

export function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString('utf8'))));
}

export function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
}

/** Wait until `check` holds (events arrive asynchronously after socket activity). */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The id of the only open connection. */
export function onlyConnectionId(gateway: WebSocketGateway): string {
  const ids = [...gateway.connections.keys()];
  if (ids.length !== 1) throw new Error(`expected one connection, found ${ids.length}`);
  return ids[0] as string;
}
