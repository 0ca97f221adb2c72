import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { errorResponder } from '../lib/error-responder.ts';
import type { WsRouteKey } from '../manifest.ts';
import type { WebSocketEvent, WebSocketResult } from './events.ts';
import { answerMessage, connect, disconnect } from './service.ts';

/** The WebSocket route handler: one function for `$connect`, `$disconnect` and `$default`, by route key. */
export function createRealtimeHandler() {
  const routes: Record<WsRouteKey, (event: WebSocketEvent) => Promise<WebSocketResult> | WebSocketResult> = {
    $connect: connect,
    $disconnect: disconnect,
    $default: answerMessage,
  };
  return middy<WebSocketEvent, APIGatewayProxyStructuredResultV2>()
    .use(errorResponder())
    .handler(async (event) => {
      const route = routes[event.requestContext.routeKey as WsRouteKey];
      if (!route) return { statusCode: 400, body: JSON.stringify({ message: 'Unknown route' }) };
      return route(event);
    });
}

export const handler = createRealtimeHandler();
