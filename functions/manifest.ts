/**
 * The one manifest of Skyset's back end: every HTTP route, WebSocket route, queue consumer and schedule,
 * with the handler module that serves it. infra/cloud builds API routes, functions, event sources and
 * schedules from it; infra/local dispatches with it. Adding an endpoint is one line here plus its handler.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A domain owns one Lambda function; its module is `functions/<domain>/handler.ts`, exporting `handler`. */
export const HTTP_DOMAINS = [
  'system',
  'security',
  'async',
  'charts',
  'dashboards',
  'datasets',
  'explore',
  'sqllab',
  'databases',
  'annotations',
  'bundles',
  'log',
  'reports',
] as const;
export type HttpDomain = (typeof HTTP_DOMAINS)[number];

/**
 * Who may call a route: anyone (`public`: login, refresh, health), any signed-in user of the tenant (`user`: the
 * current user's own record), or holders of one of Superset's (permission, view) pairs. The HTTP handler factory
 * enforces it before any service runs; Admin roles hold every pair.
 */
export type RouteAccess = 'public' | 'user' | readonly [permission: string, view: string];

export interface HttpRoute {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/v1/chart/{pk}`; a greedy `{proxy+}` only as the last segment. */
  path: string;
  domain: HttpDomain;
  access: RouteAccess;
}

/** `public` routes skip the authorizer. */
export const isPublicRoute = (r: Pick<HttpRoute, 'access'>): boolean => r.access === 'public';

const route = <M extends HttpMethod, P extends string, D extends HttpDomain>(
  method: M,
  path: P,
  domain: D,
  access: RouteAccess,
) => ({
  method,
  path,
  domain,
  access,
});

/** A (permission, view) pair of Superset's model, as routes declare it. */
const can = (permission: string, view: string) => [permission, view] as const;
const read = (view: string) => can('can_read', view);
const write = (view: string) => can('can_write', view);

export const httpRoutes = [
  route('GET', '/health', 'system', 'public'),
  route('POST', '/api/v1/security/login', 'security', 'public'),
  route('POST', '/api/v1/security/refresh', 'security', 'public'),
  route('GET', '/api/v1/me/', 'security', 'user'),
  route('PUT', '/api/v1/me/', 'security', 'user'),
  route('GET', '/api/v1/me/roles/', 'security', 'user'),
  // Superset's SecurityRestApi.guest_token: a host application's backend asks for an embedded dashboard's guest token.
  route('POST', '/api/v1/security/guest_token/', 'security', can('can_grant_guest_token', 'SecurityRestApi')),
  // Flask-AppBuilder's security API: a tenant's users, roles and the (permission, view) pairs roles hold.
  route('GET', '/api/v1/security/users/', 'security', read('User')),
  route('POST', '/api/v1/security/users/', 'security', write('User')),
  route('GET', '/api/v1/security/users/{pk}', 'security', read('User')),
  route('PUT', '/api/v1/security/users/{pk}', 'security', write('User')),
  route('DELETE', '/api/v1/security/users/{pk}', 'security', write('User')),
  route('GET', '/api/v1/security/roles/', 'security', read('Role')),
  route('GET', '/api/v1/security/roles/search/', 'security', read('Role')),
  route('POST', '/api/v1/security/roles/', 'security', write('Role')),
  route('GET', '/api/v1/security/roles/{pk}', 'security', read('Role')),
  route('PUT', '/api/v1/security/roles/{pk}', 'security', write('Role')),
  route('DELETE', '/api/v1/security/roles/{pk}', 'security', write('Role')),
  route('GET', '/api/v1/security/roles/{pk}/permissions/', 'security', read('Role')),
  route('POST', '/api/v1/security/roles/{pk}/permissions', 'security', write('Role')),
  route('PUT', '/api/v1/security/roles/{pk}/users', 'security', write('Role')),
  route('GET', '/api/v1/security/permissions-resources/', 'security', read('Role')),
  // Superset's RLSRestApi: row level security filters, applied to every query built from their datasets.
  route('GET', '/api/v1/rowlevelsecurity/', 'security', read('Row Level Security')),
  route('POST', '/api/v1/rowlevelsecurity/', 'security', write('Row Level Security')),
  route('DELETE', '/api/v1/rowlevelsecurity/', 'security', write('Row Level Security')),
  route('GET', '/api/v1/rowlevelsecurity/related/{column_name}', 'security', read('Row Level Security')),
  route('GET', '/api/v1/rowlevelsecurity/{pk}', 'security', read('Row Level Security')),
  route('PUT', '/api/v1/rowlevelsecurity/{pk}', 'security', write('Row Level Security')),
  route('DELETE', '/api/v1/rowlevelsecurity/{pk}', 'security', write('Row Level Security')),
  // Superset 6's ThemeRestApi: the tenant's themes, its system default, and what every page draws with.
  route('GET', '/api/v1/theme/', 'security', read('Theme')),
  route('POST', '/api/v1/theme/', 'security', write('Theme')),
  route('GET', '/api/v1/theme/system', 'security', read('Theme')),
  route('DELETE', '/api/v1/theme/unset_system_default', 'security', write('Theme')),
  route('GET', '/api/v1/theme/{pk}', 'security', read('Theme')),
  route('PUT', '/api/v1/theme/{pk}', 'security', write('Theme')),
  route('DELETE', '/api/v1/theme/{pk}', 'security', write('Theme')),
  route('PUT', '/api/v1/theme/{pk}/set_system_default', 'security', write('Theme')),
  route('GET', '/api/v1/async_event/', 'async', read('AsyncEventsRestApi')),

  // Chart data: every chart and native filter reads through it.
  route('POST', '/api/v1/chart/data', 'charts', read('Chart')),
  route('GET', '/api/v1/chart/data/{cache_key}', 'charts', read('Chart')),
  // Saved charts (Superset's ChartRestApi): list, item, favorites, a saved chart's data. Favorites need only read, as in Superset.
  route('GET', '/api/v1/chart/', 'charts', read('Chart')),
  route('POST', '/api/v1/chart/', 'charts', write('Chart')),
  route('DELETE', '/api/v1/chart/', 'charts', write('Chart')),
  route('GET', '/api/v1/chart/_info', 'charts', read('Chart')),
  route('GET', '/api/v1/chart/favorite_status/', 'charts', read('Chart')),
  route('GET', '/api/v1/chart/related/{column_name}', 'charts', read('Chart')),
  route('GET', '/api/v1/chart/{pk}', 'charts', read('Chart')),
  route('PUT', '/api/v1/chart/{pk}', 'charts', write('Chart')),
  route('DELETE', '/api/v1/chart/{pk}', 'charts', write('Chart')),
  route('POST', '/api/v1/chart/{pk}/favorites/', 'charts', read('Chart')),
  route('DELETE', '/api/v1/chart/{pk}/favorites/', 'charts', read('Chart')),
  route('GET', '/api/v1/chart/{pk}/data/', 'charts', read('Chart')),

  // Dashboards (Superset's DashboardRestApi). API Gateway wants one variable name per path position, so item routes
  // all say `{id_or_slug}` where Superset's spec says `{pk}` for some: the URLs are the same.
  route('GET', '/api/v1/dashboard/', 'dashboards', read('Dashboard')),
  route('POST', '/api/v1/dashboard/', 'dashboards', write('Dashboard')),
  route('DELETE', '/api/v1/dashboard/', 'dashboards', write('Dashboard')),
  route('GET', '/api/v1/dashboard/_info', 'dashboards', read('Dashboard')),
  route('GET', '/api/v1/dashboard/related/{column_name}', 'dashboards', read('Dashboard')),
  route('GET', '/api/v1/dashboard/favorite_status/', 'dashboards', read('Dashboard')),
  route('GET', '/api/v1/dashboard/{id_or_slug}', 'dashboards', read('Dashboard')),
  route('PUT', '/api/v1/dashboard/{id_or_slug}', 'dashboards', write('Dashboard')),
  route('DELETE', '/api/v1/dashboard/{id_or_slug}', 'dashboards', write('Dashboard')),
  route('GET', '/api/v1/dashboard/{id_or_slug}/charts', 'dashboards', read('Dashboard')),
  route('GET', '/api/v1/dashboard/{id_or_slug}/datasets', 'dashboards', read('Dashboard')),
  // Favorites need only read, as in Superset.
  route('POST', '/api/v1/dashboard/{id_or_slug}/favorites/', 'dashboards', read('Dashboard')),
  route('DELETE', '/api/v1/dashboard/{id_or_slug}/favorites/', 'dashboards', read('Dashboard')),
  route('POST', '/api/v1/dashboard/{id_or_slug}/copy/', 'dashboards', write('Dashboard')),
  route('PUT', '/api/v1/dashboard/{id_or_slug}/colors', 'dashboards', write('Dashboard')),
  route('PUT', '/api/v1/dashboard/{id_or_slug}/filters', 'dashboards', write('Dashboard')),
  // Embedding: reading needs read; setting and removing need Superset's `can_set_embedded` (Admins by default).
  route('GET', '/api/v1/dashboard/{id_or_slug}/embedded', 'dashboards', read('Dashboard')),
  route('POST', '/api/v1/dashboard/{id_or_slug}/embedded', 'dashboards', can('can_set_embedded', 'Dashboard')),
  route('PUT', '/api/v1/dashboard/{id_or_slug}/embedded', 'dashboards', can('can_set_embedded', 'Dashboard')),
  route('DELETE', '/api/v1/dashboard/{id_or_slug}/embedded', 'dashboards', can('can_set_embedded', 'Dashboard')),
  // Superset's EmbeddedDashboardRestApi: an embedding by its uuid, as the embedded page finds its dashboard.
  route('GET', '/api/v1/embedded_dashboard/{uuid}', 'dashboards', read('Dashboard')),
  // The embedded page itself (Superset's `/embedded/<uuid>`): the app's shell, framed only by the allowed domains.
  route('GET', '/embedded/{uuid}', 'dashboards', 'public'),
  // Dashboard state: permalinks (DashboardPermalinkRestApi) and native filter states (DashboardFilterStateRestApi).
  route('POST', '/api/v1/dashboard/{id_or_slug}/permalink', 'dashboards', write('DashboardPermalinkRestApi')),
  route('GET', '/api/v1/dashboard/permalink/{key}', 'dashboards', read('DashboardPermalinkRestApi')),
  route('POST', '/api/v1/dashboard/{id_or_slug}/filter_state', 'dashboards', write('DashboardFilterStateRestApi')),
  route('GET', '/api/v1/dashboard/{id_or_slug}/filter_state/{key}', 'dashboards', read('DashboardFilterStateRestApi')),
  route('PUT', '/api/v1/dashboard/{id_or_slug}/filter_state/{key}', 'dashboards', write('DashboardFilterStateRestApi')),
  route(
    'DELETE',
    '/api/v1/dashboard/{id_or_slug}/filter_state/{key}',
    'dashboards',
    write('DashboardFilterStateRestApi'),
  ),

  // Superset's v1 bundles: export answers a ZIP of YAML (can_export, as Superset's export permission), import takes one
  // (can_write). The whole-instance assets endpoints are Superset's ImportExportRestApi (Admin only).
  route('GET', '/api/v1/dashboard/export/', 'bundles', can('can_export', 'Dashboard')),
  route('POST', '/api/v1/dashboard/import/', 'bundles', write('Dashboard')),
  route('GET', '/api/v1/chart/export/', 'bundles', can('can_export', 'Chart')),
  route('POST', '/api/v1/chart/import/', 'bundles', write('Chart')),
  route('GET', '/api/v1/dataset/export/', 'bundles', can('can_export', 'Dataset')),
  route('POST', '/api/v1/dataset/import/', 'bundles', write('Dataset')),
  route('GET', '/api/v1/assets/export/', 'bundles', can('can_export', 'ImportExportRestApi')),
  route('POST', '/api/v1/assets/import/', 'bundles', can('can_import_', 'ImportExportRestApi')),

  // Native annotation layers (Superset's AnnotationLayerRestApi) and their annotations (AnnotationRestApi), both on view `Annotation`.
  route('GET', '/api/v1/annotation_layer/', 'annotations', read('Annotation')),
  route('POST', '/api/v1/annotation_layer/', 'annotations', write('Annotation')),
  route('DELETE', '/api/v1/annotation_layer/', 'annotations', write('Annotation')),
  route('GET', '/api/v1/annotation_layer/{pk}', 'annotations', read('Annotation')),
  route('PUT', '/api/v1/annotation_layer/{pk}', 'annotations', write('Annotation')),
  route('DELETE', '/api/v1/annotation_layer/{pk}', 'annotations', write('Annotation')),
  route('GET', '/api/v1/annotation_layer/{pk}/annotation/', 'annotations', read('Annotation')),
  route('POST', '/api/v1/annotation_layer/{pk}/annotation/', 'annotations', write('Annotation')),
  route('DELETE', '/api/v1/annotation_layer/{pk}/annotation/', 'annotations', write('Annotation')),
  route('GET', '/api/v1/annotation_layer/{pk}/annotation/{annotation_id}', 'annotations', read('Annotation')),
  route('PUT', '/api/v1/annotation_layer/{pk}/annotation/{annotation_id}', 'annotations', write('Annotation')),
  route('DELETE', '/api/v1/annotation_layer/{pk}/annotation/{annotation_id}', 'annotations', write('Annotation')),

  // Alerts and reports (Superset's ReportScheduleRestApi) and their execution logs (ReportExecutionLogRestApi), on view `ReportSchedule`.
  route('GET', '/api/v1/report/', 'reports', read('ReportSchedule')),
  route('POST', '/api/v1/report/', 'reports', write('ReportSchedule')),
  route('DELETE', '/api/v1/report/', 'reports', write('ReportSchedule')),
  route('GET', '/api/v1/report/_info', 'reports', read('ReportSchedule')),
  route('GET', '/api/v1/report/related/{column_name}', 'reports', read('ReportSchedule')),
  route('GET', '/api/v1/report/{pk}', 'reports', read('ReportSchedule')),
  route('PUT', '/api/v1/report/{pk}', 'reports', write('ReportSchedule')),
  route('DELETE', '/api/v1/report/{pk}', 'reports', write('ReportSchedule')),
  route('GET', '/api/v1/report/{pk}/log/', 'reports', read('ReportSchedule')),
  route('GET', '/api/v1/report/{pk}/log/{log_id}', 'reports', read('ReportSchedule')),

  // Usage log: the web app's events (every signed-in user logs) and the recent activity of the home page's Recents.
  route('POST', '/superset/log/', 'log', 'user'),
  route('GET', '/api/v1/log/recent_activity/', 'log', read('Log')),

  // Datasets: what Explore reads, Superset's DatasetRestApi writes, and the samples of the data pane.
  route('GET', '/api/v1/dataset/', 'datasets', read('Dataset')),
  route('GET', '/api/v1/dataset/{pk}', 'datasets', read('Dataset')),
  route('GET', '/api/v1/dataset/related/{column_name}', 'datasets', read('Dataset')),
  route('GET', '/api/v1/dataset/distinct/{column_name}', 'datasets', read('Dataset')),
  route('POST', '/api/v1/dataset/', 'datasets', write('Dataset')),
  route('DELETE', '/api/v1/dataset/', 'datasets', write('Dataset')),
  route('POST', '/api/v1/dataset/get_or_create/', 'datasets', write('Dataset')),
  route('POST', '/api/v1/dataset/duplicate', 'datasets', write('Dataset')),
  route('PUT', '/api/v1/dataset/{pk}', 'datasets', write('Dataset')),
  route('DELETE', '/api/v1/dataset/{pk}', 'datasets', write('Dataset')),
  route('PUT', '/api/v1/dataset/{pk}/refresh', 'datasets', write('Dataset')),
  route('GET', '/api/v1/dataset/{pk}/related_objects', 'datasets', read('Dataset')),
  route('POST', '/datasource/samples', 'datasets', can('can_samples', 'Datasource')),

  // Superset's legacy Explore endpoints, answered through the chart data compiler.
  route('GET', '/superset/explore_json/', 'explore', can('can_explore_json', 'Superset')),
  route('POST', '/superset/explore_json/', 'explore', can('can_explore_json', 'Superset')),
  route('GET', '/superset/fetch_datasource_metadata', 'explore', can('can_fetch_datasource_metadata', 'Superset')),
  // Explore's state: what to open (slice, form data key, permalink, datasource), cached form data and permalinks.
  route('GET', '/api/v1/explore/', 'explore', read('Explore')),
  route('POST', '/api/v1/explore/form_data', 'explore', write('ExploreFormDataRestApi')),
  route('GET', '/api/v1/explore/form_data/{key}', 'explore', read('ExploreFormDataRestApi')),
  route('PUT', '/api/v1/explore/form_data/{key}', 'explore', write('ExploreFormDataRestApi')),
  route('DELETE', '/api/v1/explore/form_data/{key}', 'explore', write('ExploreFormDataRestApi')),
  route('POST', '/api/v1/explore/permalink', 'explore', write('ExplorePermalinkRestApi')),
  route('GET', '/api/v1/explore/permalink/{key}', 'explore', read('ExplorePermalinkRestApi')),

  // SQL Lab: execution and results, queries, estimate, format, permalinks.
  route('GET', '/api/v1/sqllab/', 'sqllab', read('SQLLab')),
  route('POST', '/api/v1/sqllab/execute/', 'sqllab', can('can_execute_sql_query', 'SQLLab')),
  route('GET', '/api/v1/sqllab/results/', 'sqllab', can('can_get_results', 'SQLLab')),
  route('GET', '/api/v1/sqllab/export/{client_id}/', 'sqllab', can('can_export_csv', 'SQLLab')),
  route('POST', '/api/v1/sqllab/estimate/', 'sqllab', can('can_estimate_query_cost', 'SQLLab')),
  route('POST', '/api/v1/sqllab/format_sql/', 'sqllab', can('can_format_sql', 'SQLLab')),
  route('POST', '/api/v1/sqllab/permalink', 'sqllab', write('SqlLabPermalinkRestApi')),
  route('GET', '/api/v1/sqllab/permalink/{key}', 'sqllab', read('SqlLabPermalinkRestApi')),
  route('GET', '/api/v1/query/', 'sqllab', read('Query')),
  route('GET', '/api/v1/query/related/{column_name}', 'sqllab', read('Query')),
  route('GET', '/api/v1/query/distinct/{column_name}', 'sqllab', read('Query')),
  route('GET', '/api/v1/query/updated_since', 'sqllab', read('Query')),
  route('GET', '/api/v1/query/{pk}', 'sqllab', read('Query')),
  route('POST', '/api/v1/query/stop', 'sqllab', read('Query')),
  // Saved queries.
  route('GET', '/api/v1/saved_query/', 'sqllab', read('SavedQuery')),
  route('POST', '/api/v1/saved_query/', 'sqllab', write('SavedQuery')),
  route('DELETE', '/api/v1/saved_query/', 'sqllab', write('SavedQuery')),
  route('GET', '/api/v1/saved_query/related/{column_name}', 'sqllab', read('SavedQuery')),
  route('GET', '/api/v1/saved_query/{pk}', 'sqllab', read('SavedQuery')),
  route('PUT', '/api/v1/saved_query/{pk}', 'sqllab', write('SavedQuery')),
  route('DELETE', '/api/v1/saved_query/{pk}', 'sqllab', write('SavedQuery')),
  // SQL Lab tab state kept on the server (Superset's /tabstateview/ and /tableschemaview/).
  route('POST', '/tabstateview/', 'sqllab', write('TabStateView')),
  route('GET', '/tabstateview/{tab_state_id}', 'sqllab', read('TabStateView')),
  route('PUT', '/tabstateview/{tab_state_id}', 'sqllab', write('TabStateView')),
  route('DELETE', '/tabstateview/{tab_state_id}', 'sqllab', write('TabStateView')),
  route('POST', '/tabstateview/{tab_state_id}/activate', 'sqllab', write('TabStateView')),
  route('POST', '/tabstateview/{tab_state_id}/migrate_query', 'sqllab', write('TabStateView')),
  route('DELETE', '/tabstateview/{tab_state_id}/query/{client_id}', 'sqllab', write('TabStateView')),
  route('POST', '/tableschemaview/', 'sqllab', write('TableSchemaView')),
  route('POST', '/tableschemaview/{table_schema_id}/expanded', 'sqllab', write('TableSchemaView')),
  route('DELETE', '/tableschemaview/{table_schema_id}', 'sqllab', write('TableSchemaView')),

  // Database connections and their metadata.
  route('GET', '/api/v1/database/', 'databases', read('Database')),
  route('POST', '/api/v1/database/', 'databases', write('Database')),
  route('POST', '/api/v1/database/test_connection/', 'databases', write('Database')),
  route('GET', '/api/v1/database/{pk}', 'databases', read('Database')),
  route('PUT', '/api/v1/database/{pk}', 'databases', write('Database')),
  route('DELETE', '/api/v1/database/{pk}', 'databases', write('Database')),
  route('GET', '/api/v1/database/{pk}/catalogs/', 'databases', read('Database')),
  route('GET', '/api/v1/database/{pk}/schemas/', 'databases', read('Database')),
  route('GET', '/api/v1/database/{pk}/tables/', 'databases', read('Database')),
  route('GET', '/api/v1/database/{pk}/table_metadata/', 'databases', read('Database')),
  route('GET', '/api/v1/database/{pk}/table_metadata/extra/', 'databases', read('Database')),
  route('GET', '/api/v1/database/{pk}/function_names/', 'databases', read('Database')),
] as const satisfies readonly HttpRoute[];

type ManifestRoute = (typeof httpRoutes)[number];

/** The route keys of one domain, as its handler names them (`GET /api/v1/me/`): typed from the manifest. */
export type HttpRouteKey<D extends HttpDomain = HttpDomain> =
  Extract<ManifestRoute, { domain: D }> extends infer R
    ? R extends { method: infer M extends string; path: infer P extends string }
      ? `${M} ${P}`
      : never
    : never;

/** The embedded dashboard pages: served by the API with their own page headers (infra/cloud/web.ts). */
export const EMBEDDED_PAGE_PATH_PATTERN = '/embedded/*';

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
  '/superset/log/*',
  '/tabstateview/*',
  '/tableschemaview/*',
  EMBEDDED_PAGE_PATH_PATTERN,
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

/**
 * The HTTP API's authorizer on every route not marked public (cloud only; the local gateway verifies the same tokens
 * itself): a Lambda REQUEST authorizer on the `Authorization` header accepting Cognito id tokens and report
 * screenshot tokens. API Gateway keeps its answer per token for `resultCacheSeconds`: short, as a cached answer
 * outlives the token's expiry by up to that long.
 */
export const httpAuthorizer = { handler: 'security/authorizer', resultCacheSeconds: 60 } as const;

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
  /** What the worker needs beyond a plain function; absent: infra's defaults. */
  runtime?: WorkerRuntime;
  /**
   * Batches worked on at once (Lambda's event source `maxConcurrency`; the local runtime's consumer loop). Absent: Lambda
   * scales freely in the cloud and the local runtime works on two at a time.
   */
  maxConcurrency?: number;
}

/** A worker's needs beyond a plain function: a headless browser needs memory, /tmp room and its own files. */
export interface WorkerRuntime {
  memorySizeMb: number;
  /** Lambda's /tmp, where the packaged Chromium unpacks itself. */
  ephemeralStorageMb: number;
  /** Packages shipped as installed node_modules instead of bundled: @sparticuz/chromium reads its bin/ folder at run time. */
  installedModules: readonly string[];
}

export const queueConsumers: readonly QueueConsumer[] = [
  // Engine jobs: each tenant runs at most its slots' worth at once (functions/jobs/tenant-turn.ts), so a tenant's
  // queued jobs never fill these workers; the caps keep all tenants together within Athena's concurrency.
  {
    queue: 'chart',
    handler: 'jobs/chart-worker',
    batchSize: 1,
    maxReceives: 3,
    visibilityTimeoutSeconds: 360,
    functionTimeoutSeconds: 300,
    maxConcurrency: 50,
  },
  {
    queue: 'sql',
    handler: 'jobs/sql-worker',
    batchSize: 1,
    maxReceives: 3,
    visibilityTimeoutSeconds: 960,
    functionTimeoutSeconds: 900,
    maxConcurrency: 10,
  },
  {
    queue: 'report',
    handler: 'jobs/report-worker',
    batchSize: 1,
    maxReceives: 3,
    visibilityTimeoutSeconds: 360,
    functionTimeoutSeconds: 300,
    // Chromium renders PNG and PDF reports (functions/reports/delivery/render): @sparticuz/chromium asks for 2 GB or more.
    runtime: {
      memorySizeMb: 2048,
      ephemeralStorageMb: 1024,
      installedModules: ['@sparticuz/chromium', 'playwright-core'],
    },
    // Reports due at the same minute (9:00 is popular) all start at once rather than queue behind each other's rendering.
    maxConcurrency: 10,
  },
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

/**
 * Functions only operators call (`aws lambda invoke`; no API route, no trigger): the tenant operator creates and
 * lists tenants, as `npm run tenant` does locally.
 */
export const operatorFunctions = { tenantOperator: 'security/tenant-operator' } as const;
