import type {
  APIGatewayEventWebsocketRequestContextV2,
  APIGatewayProxyStructuredResultV2,
  APIGatewayProxyWebsocketEventV2WithRequestContext,
} from 'aws-lambda';

/**
 * What a WebSocket route receives in `requestContext.authorizer`: the `$connect` authorizer's context
 * (string values) plus `principalId`, repeated by API Gateway on every route of the connection.
 */
export type WebSocketAuthorizerContext = Record<string, string | number | boolean | null | undefined>;

/**
 * The request context API Gateway sends to WebSocket routes, with the parts @types/aws-lambda leaves out
 * (`messageId` only comes with MESSAGE events).
 */
export interface WebSocketRequestContext extends Omit<APIGatewayEventWebsocketRequestContextV2, 'messageId'> {
  messageId?: string;
  authorizer?: WebSocketAuthorizerContext;
  identity?: { sourceIp: string; userAgent?: string };
  /** `$disconnect` only: the close code and reason. */
  disconnectStatusCode?: number;
  disconnectReason?: string;
}

/** A WebSocket route event (`$connect` also carries the handshake's headers and query). */
export type WebSocketEvent = APIGatewayProxyWebsocketEventV2WithRequestContext<WebSocketRequestContext> & {
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
};

/** A route's answer: `$connect` accepts on 2xx; a `$default` body goes back to the client (two-way route). */
export type WebSocketResult = Pick<APIGatewayProxyStructuredResultV2, 'statusCode' | 'body' | 'headers'>;
