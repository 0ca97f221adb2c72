import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { wsAuthorizer, wsRoutes } from '#functions/manifest.ts';
import { loadHandler } from './http/handler-loader.ts';
import { lambdaContext } from './http/lambda-context.ts';
import type { LocalCredentials } from './sigv4/credentials.ts';
import { attachWebSocketGateway, createConnectionsEndpoint } from './ws/index.ts';

export interface LocalWebSockets {
  /** The `@connections` management API; false when the request is not for it. */
  connectionsEndpoint: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  close(): Promise<void>;
}

/** Invoke a Lambda handler module in process with a fresh context (API Gateway's 29 s integration limit). */
async function invoke<T>(module: string, event: unknown): Promise<T> {
  const handler = await loadHandler(module);
  return (await handler(event, lambdaContext(`skyset-${module.replaceAll('/', '-')}`, randomUUID(), 29_000))) as T;
}

/**
 * The WebSocket stage at /ws: `$connect` through the manifest's authorizer, every route to its handler module.
 * `@connections` answers only requests signed with `credentials`, the key pair the runtime gave its handlers.
 */
export function startWebSockets(
  server: Server,
  log: (line: string) => void,
  credentials: LocalCredentials,
): LocalWebSockets {
  const gateway = attachWebSocketGateway(server, {
    path: '/ws',
    log,
    invokeAuthorizer: (event) => invoke(wsAuthorizer.handler, event),
    invokeRoute: (routeKey, event) => {
      const route = wsRoutes.find((candidate) => candidate.routeKey === routeKey);
      if (!route) throw new Error(`No WebSocket route ${routeKey} in the manifest`);
      return invoke(route.handler, event);
    },
  });
  return { connectionsEndpoint: createConnectionsEndpoint(gateway, { credentials }), close: () => gateway.close() };
}
