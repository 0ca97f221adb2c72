/** The local API Gateway WebSocket stage and its `@connections` management API. */
export {
  type ConnectionsEndpointOptions,
  createConnectionsEndpoint,
  type NodeRequestHandler,
} from './connections-endpoint.ts';
export { attachWebSocketGateway } from './gateway.ts';
export type { LiveConnection } from './live-connection.ts';
export type {
  ConnectionInfo,
  InvokeAuthorizer,
  InvokeRoute,
  WebSocketGateway,
  WebSocketGatewayOptions,
} from './types.ts';
