import type { IncomingMessage } from 'node:http';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import type {
  WebSocketAuthorizerContext,
  WebSocketEvent,
  WebSocketRequestContext,
} from '#functions/realtime/events.ts';
import { apiGatewayTime } from '../http/apigw-event.ts';
import { apiGatewayId } from './ids.ts';

const API_ID = 'local';

/** What the handshake tells about a connection, reused by every event of it. */
export interface Handshake {
  connectionId: string;
  /** Epoch milliseconds. */
  connectedAt: number;
  stage: string;
  domainName: string;
  sourceIp: string;
  userAgent: string;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  query?: Record<string, string>;
  multiValueQuery?: Record<string, string[]>;
}

/** Headers with the client's own casing, as API Gateway passes them (Node lower-cases `headers`). */
function rawHeaders(request: IncomingMessage): Pick<Handshake, 'headers' | 'multiValueHeaders'> {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    const [name, value] = [request.rawHeaders[i] as string, request.rawHeaders[i + 1] as string];
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

/** Query parameters as API Gateway's WebSocket events carry them: the last value wins, all values in `multiValue`. */
function queryOf(url: URL): Pick<Handshake, 'query' | 'multiValueQuery'> {
  const keys = [...new Set(url.searchParams.keys())];
  if (keys.length === 0) return {};
  return {
    query: Object.fromEntries(keys.map((key) => [key, url.searchParams.getAll(key).at(-1) as string])),
    multiValueQuery: Object.fromEntries(keys.map((key) => [key, url.searchParams.getAll(key)])),
  };
}

/** Describe an upgrade request and give the connection its id. */
export function describeHandshake(request: IncomingMessage, url: URL, stage: string, now = Date.now()): Handshake {
  return {
    connectionId: apiGatewayId(),
    connectedAt: now,
    stage,
    domainName: request.headers.host ?? 'localhost',
    sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
    userAgent: request.headers['user-agent'] ?? '',
    ...rawHeaders(request),
    ...queryOf(url),
  };
}

function requestContext(
  handshake: Handshake,
  routeKey: string,
  eventType: WebSocketRequestContext['eventType'],
  now: number,
): WebSocketRequestContext {
  return {
    routeKey,
    eventType,
    extendedRequestId: apiGatewayId(),
    requestTime: apiGatewayTime(new Date(now)),
    messageDirection: 'IN',
    stage: handshake.stage,
    connectedAt: handshake.connectedAt,
    requestTimeEpoch: now,
    // API Gateway names the user agent on CONNECT and DISCONNECT only; MESSAGE events carry the source IP alone.
    identity:
      eventType === 'MESSAGE'
        ? { sourceIp: handshake.sourceIp }
        : { sourceIp: handshake.sourceIp, userAgent: handshake.userAgent },
    requestId: apiGatewayId(),
    domainName: handshake.domainName,
    connectionId: handshake.connectionId,
    apiId: API_ID,
  };
}

/**
 * The event of a WebSocket REQUEST authorizer. @types/aws-lambda only models the REST API's shape
 * (resource, path, httpMethod), which WebSocket authorizer events do not have, hence the cast.
 */
export function authorizerEvent(handshake: Handshake, now = Date.now()): APIGatewayRequestAuthorizerEvent {
  const event = {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:us-east-1:000000000000:${API_ID}/${handshake.stage}/$connect`,
    headers: handshake.headers,
    multiValueHeaders: handshake.multiValueHeaders,
    queryStringParameters: handshake.query ?? {},
    multiValueQueryStringParameters: handshake.multiValueQuery ?? {},
    stageVariables: {},
    requestContext: requestContext(handshake, '$connect', 'CONNECT', now),
  };
  return event as unknown as APIGatewayRequestAuthorizerEvent;
}

/** The `$connect` event: the handshake's headers and query, and the authorizer's context. */
export function connectEvent(
  handshake: Handshake,
  authorizer: WebSocketAuthorizerContext,
  now = Date.now(),
): WebSocketEvent {
  return {
    headers: handshake.headers,
    multiValueHeaders: handshake.multiValueHeaders,
    ...(handshake.query
      ? { queryStringParameters: handshake.query, multiValueQueryStringParameters: handshake.multiValueQuery }
      : {}),
    requestContext: { ...requestContext(handshake, '$connect', 'CONNECT', now), authorizer },
    isBase64Encoded: false,
  };
}

/** A `$default` event for one text message. */
export function messageEvent(
  handshake: Handshake,
  authorizer: WebSocketAuthorizerContext,
  body: string,
  now = Date.now(),
): WebSocketEvent {
  return {
    requestContext: { ...requestContext(handshake, '$default', 'MESSAGE', now), messageId: apiGatewayId(), authorizer },
    body,
    isBase64Encoded: false,
  };
}

/** The `$disconnect` event, with the close code and reason. */
export function disconnectEvent(
  handshake: Handshake,
  authorizer: WebSocketAuthorizerContext,
  code: number,
  reason: string,
  now = Date.now(),
): WebSocketEvent {
  return {
    headers: { Host: handshake.domainName },
    multiValueHeaders: { Host: [handshake.domainName] },
    requestContext: {
      ...requestContext(handshake, '$disconnect', 'DISCONNECT', now),
      disconnectStatusCode: code,
      disconnectReason: reason,
      authorizer,
    },
    isBase64Encoded: false,
  };
}
