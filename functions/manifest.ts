/**
 * The one manifest of Skyset's back end: every HTTP route, WebSocket route, queue consumer and schedule,
 * with the handler module that serves it. infra/cloud builds API routes, functions, event sources and
 * schedules from it; infra/local dispatches with it. Adding an endpoint is one line here plus its handler.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A domain owns one Lambda function; its module is `functions/<domain>/handler.ts`, exporting `handler`. */
export const HTTP_DOMAINS = ['system', 'security', 'async', 'charts', 'datasets', 'explore', 'sqllab', 'databases'] as const;
export type HttpDomain = (typeof HTTP_DOMAINS)[number];

export interface HttpRoute {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/v1/chart/{pk}`; a greedy `{proxy+}` only as the last segment. */
  path: string;
  domain: HttpDomain;
  /** `public` routes skip the JWT authorizer (login, refresh, health). */
  auth: 'required' | 'public';
}

const route = (method: HttpMethod, path: string, domain: HttpDomain, auth: HttpRoute['auth'] = 'required'): HttpRoute => ({
  method,
  path,
  domain,
  auth,
});

export const httpRoutes: readonly HttpRoute[] = [
  route('GET', '/health', 'system', 'public'),
  route('POST', '/api/v1/security/login', 'security', 'public'),
  route('POST', '/api/v1/security/refresh', 'security', 'public'),
  route('GET', '/api/v1/me/', 'security'),
  route('GET', '/api/v1/me/roles/', 'security'),
  route('GET', '/api/v1/async_event/', 'async'),

  // Chart data: every chart and native filter reads through it.
  route('POST', '/api/v1/chart/data', 'charts'),
  route('GET', '/api/v1/chart/data/{cache_key}', 'charts'),

  // Datasets as Explore needs them, and their samples.
  route('GET', '/api/v1/dataset/', 'datasets'),
  route('GET', '/api/v1/dataset/{pk}', 'datasets'),
  route('POST', '/datasource/samples', 'datasets'),

  // Superset's legacy Explore endpoints, answered through the chart data compiler.
  route('GET', '/superset/explore_json/', 'explore'),
  route('POST', '/superset/explore_json/', 'explore'),
  route('GET', '/superset/fetch_datasource_metadata', 'explore'),

  // SQL Lab: execution and results, queries, estimate, format, permalinks.
  route('GET', '/api/v1/sqllab/', 'sqllab'),
  route('POST', '/api/v1/sqllab/execute/', 'sqllab'),
  route('GET', '/api/v1/sqllab/results/', 'sqllab'),
  route('GET', '/api/v1/sqllab/export/{client_id}/', 'sqllab'),
  route('POST', '/api/v1/sqllab/estimate/', 'sqllab'),
  route('POST', '/api/v1/sqllab/format_sql/', 'sqllab'),
  route('POST', '/api/v1/sqllab/permalink', 'sqllab'),
  route('GET', '/api/v1/sqllab/permalink/{key}', 'sqllab'),
  route('GET', '/api/v1/query/updated_since', 'sqllab'),
  route('GET', '/api/v1/query/{pk}', 'sqllab'),
  route('POST', '/api/v1/query/stop', 'sqllab'),
  // Saved queries.
  route('GET', '/api/v1/saved_query/', 'sqllab'),
  route('POST', '/api/v1/saved_query/', 'sqllab'),
  route('DELETE', '/api/v1/saved_query/', 'sqllab'),
  route('GET', '/api/v1/saved_query/{pk}', 'sqllab'),
  route('PUT', '/api/v1/saved_query/{pk}', 'sqllab'),
  route('DELETE', '/api/v1/saved_query/{pk}', 'sqllab'),
  // SQL Lab tab state kept on the server (Superset's /tabstateview/ and /tableschemaview/).
  route('POST', '/tabstateview/', 'sqllab'),
  route('GET', '/tabstateview/{tab_state_id}', 'sqllab'),
  route('PUT', '/tabstateview/{tab_state_id}', 'sqllab'),
  route('DELETE', '/tabstateview/{tab_state_id}', 'sqllab'),
  route('POST', '/tabstateview/{tab_state_id}/activate', 'sqllab'),
  route('POST', '/tabstateview/{tab_state_id}/migrate_query', 'sqllab'),
  route('DELETE', '/tabstateview/{tab_state_id}/query/{client_id}', 'sqllab'),
  route('POST', '/tableschemaview/', 'sqllab'),
  route('POST', '/tableschemaview/{table_schema_id}/expanded', 'sqllab'),
  route('DELETE', '/tableschemaview/{table_schema_id}', 'sqllab'),

  // Database connections and their metadata.
  route('GET', '/api/v1/database/', 'databases'),
  route('POST', '/api/v1/database/', 'databases'),
  route('POST', '/api/v1/database/test_connection/', 'databases'),
  route('GET', '/api/v1/database/{pk}', 'databases'),
  route('PUT', '/api/v1/database/{pk}', 'databases'),
  route('DELETE', '/api/v1/database/{pk}', 'databases'),
  route('GET', '/api/v1/database/{pk}/catalogs/', 'databases'),
  route('GET', '/api/v1/database/{pk}/schemas/', 'databases'),
  route('GET', '/api/v1/database/{pk}/tables/', 'databases'),
  route('GET', '/api/v1/database/{pk}/table_metadata/', 'databases'),
  route('GET', '/api/v1/database/{pk}/table_metadata/extra/', 'databases'),
  route('GET', '/api/v1/database/{pk}/function_names/', 'databases'),
];

/**
 * Path patterns CloudFront sends to the API (the rest is the SPA): `/api/*` plus the few Superset endpoints
 * living outside it. Listed by exact prefix because `/superset/...` also holds SPA pages such as dashboards.
 */
export const API_PATH_PATTERNS = [
  '/api/*',
  '/health',
  '/datasource/*',
  '/superset/explore_json/*',
  '/superset/fetch_datasource_metadata*',
  '/tabstateview/*',
  '/tableschemaview/*',
] as const;

/**
 * A route's path as API Gateway knows it: HTTP APIs refuse route paths ending in `/` and send `/a` and `/a/`
 * to the same route, so Superset's trailing slashes are kept in the manifest and dropped here.
 */
export const apiGatewayPath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The API Gateway route key of an HTTP route, as `event.routeKey` carries it. */
export const routeKeyOf = (r: Pick<HttpRoute, 'method' | 'path'>): string => `${r.method} ${apiGatewayPath(r.path)}`;

/** A route key written with Superset's path (`GET /api/v1/me/`) in API Gateway's spelling. */
export const normalizeRouteKey = (key: string): string => {
  const [method = '', path = ''] = key.split(' ');
  return routeKeyOf({ method: method as HttpMethod, path });
};

export type WsRouteKey = '$connect' | '$disconnect' | '$default';

export interface WsRoute {
  routeKey: WsRouteKey;
  /** Module under functions/, without extension, exporting `handler`. */
  handler: string;
}

export const wsRoutes: readonly WsRoute[] = [
  { routeKey: '$connect', handler: 'realtime/handler' },
  { routeKey: '$disconnect', handler: 'realtime/handler' },
  { routeKey: '$default', handler: 'realtime/handler' },
];

/** The `$connect` authorizer: a Lambda REQUEST authorizer reading the token from the `token` query parameter. */
export const wsAuthorizer = { handler: 'realtime/authorizer', tokenQueryParameter: 'token' } as const;

export const QUEUE_NAMES = ['chart', 'sql', 'report'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface QueueConsumer {
  queue: QueueName;
  /** Module under functions/, without extension, exporting `handler` (an SQS handler). */
  handler: string;
  batchSize: number;
  /** Receives before a message moves to the queue's DLQ. */
  maxReceives: number;
  /** Must exceed the consumer function's timeout so a running batch is never redelivered. */
  visibilityTimeoutSeconds: number;
  functionTimeoutSeconds: number;
}

export const queueConsumers: readonly QueueConsumer[] = [
  { queue: 'chart', handler: 'jobs/chart-worker', batchSize: 1, maxReceives: 3, visibilityTimeoutSeconds: 360, functionTimeoutSeconds: 300 },
  { queue: 'sql', handler: 'jobs/sql-worker', batchSize: 1, maxReceives: 3, visibilityTimeoutSeconds: 960, functionTimeoutSeconds: 900 },
  { queue: 'report', handler: 'jobs/report-worker', batchSize: 1, maxReceives: 3, visibilityTimeoutSeconds: 360, functionTimeoutSeconds: 300 },
];

export interface Schedule {
  name: string;
  /** EventBridge Scheduler expression: `rate(1 hour)` or `cron(...)`. */
  expression: string;
  /** Module under functions/, without extension, exporting `handler` (a scheduled-event handler). */
  handler: string;
}

/**
 * Fixed schedules. None yet: report deliveries are scheduled per report at run time (EventBridge Scheduler
 * in the cloud), and expiry is DynamoDB TTL (emulated by the local runtime's sweeper).
 */
export const schedules: readonly Schedule[] = [];

/** Module path (under functions/, without extension) of an HTTP domain's handler. */
export const domainHandlerModule = (domain: HttpDomain): string => `${domain}/handler`;

/** Cognito triggers (cloud only): the pre-token-generation trigger adds `username`, `tenant` and `roles` claims. */
export const cognitoTriggers = { preTokenGeneration: 'security/pre-token-generation' } as const;

/**
 * CloudFormation custom resources (cloud only; the local runtime calls the same services at start): the tenant
 * bootstrap creates the `default` tenant's records, its Cognito admin and the example datasets at deploy time.
 */
export const customResources = { tenantBootstrap: 'security/tenant-bootstrap' } as const;
