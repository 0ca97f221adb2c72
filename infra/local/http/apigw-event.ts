import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RouteMatch } from './route-table.ts';

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript|[\w.+-]+\+json|[\w.+-]+\+xml))/i;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's `requestContext.time` format: `12/Mar/2020:19:03:58 +0000`. */
export function apiGatewayTime(date: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;
}

/** Lower-cased headers, repeated ones joined by commas (cookies go to `cookies`). */
function normalizeHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const key of new Set(search.keys())) result[key] = search.getAll(key).join(',');
  return Object.keys(result).length ? result : undefined;
}

export interface EventInput {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  match: RouteMatch;
  requestId: string;
  claims?: Record<string, string>;
  now?: Date;
}

/** The API Gateway HTTP API (payload format 2.0) event for one request, as AWS builds it. */
export function buildHttpEvent({
  request,
  url,
  body,
  match,
  requestId,
  claims,
  now = new Date(),
}: EventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers = normalizeHeaders(request);
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const cookies = request.headers.cookie?.split(/;\s*/).filter(Boolean);
  const event = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    queryStringParameters: queryParameters(url.searchParams),
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      // As API Gateway's JWT authorizer sends it: only `jwt`, and `scopes: null` when routes require none.
      authorizer: claims ? { jwt: { claims, scopes: null } } : undefined,
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
  return event as APIGatewayProxyEventV2WithJWTAuthorizer;
}
