import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import type { WsRouteKey } from '#functions/manifest.ts';
import type { WebSocketAuthorizerContext, WebSocketEvent, WebSocketResult } from '#functions/realtime/events.ts';
import type { LiveConnection } from './live-connection.ts';

/** Runs the `$connect` authorizer Lambda; throwing `Unauthorized` refuses the connection as API Gateway does. */
export type InvokeAuthorizer = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

/** Runs the Lambda of a WebSocket route; the result is the route response. */
export type InvokeRoute = (routeKey: WsRouteKey, event: WebSocketEvent) => Promise<WebSocketResult | undefined>;

export interface WebSocketGatewayOptions {
  /** The URL path clients connect to; also the stage name (`/ws` is stage `ws`, as in the cloud). */
  path: string;
  invokeAuthorizer: InvokeAuthorizer;
  invokeRoute: InvokeRoute;
  /** API Gateway closes a connection idle this long (no frames either way); default 10 minutes. */
  idleTimeoutMs?: number;
  /** API Gateway's cap on one message (all frames); default 128 KB. */
  maxMessageBytes?: number;
  /** API Gateway's maximum connection duration; default 2 hours. */
  maxLifetimeMs?: number;
  log?: (line: string) => void;
}

/** What the `@connections` API tells about a connection. */
export interface ConnectionInfo {
  connectionId: string;
  /** Epoch milliseconds. */
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  authorizer: WebSocketAuthorizerContext;
}

/** The local stand-in for an API Gateway WebSocket stage and its management API. */
export interface WebSocketGateway {
  readonly path: string;
  readonly maxMessageBytes: number;
  /** Open connections by id. */
  readonly connections: Map<string, LiveConnection>;
  /** Send text to a connection, as `PostToConnection` does; `gone` when it is not open. */
  postToConnection(connectionId: string, data: string): 'sent' | 'gone';
  getConnection(connectionId: string): ConnectionInfo | undefined;
  /** Close a connection, as `DeleteConnection` does; false when it is not open. */
  deleteConnection(connectionId: string): boolean;
  /** Close every connection (each gets its `$disconnect`) and stop accepting upgrades. */
  close(): Promise<void>;
}
