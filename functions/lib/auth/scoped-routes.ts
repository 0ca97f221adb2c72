import type { ReadableScope } from './readable-scope.ts';

/** What a scoped route check reads of a request. */
export interface ScopedRequest {
  pathParameters: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** The JSON body (throws when it is not JSON). */
  json(): unknown;
}

/** The kinds of scoped token: a report's screenshot, an embedded dashboard's guest. */
export type ScopedTokenKind = 'report' | 'guest';

type ScopedCheck = (scope: ReadableScope, request: ScopedRequest) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Requests that name nothing of the scope: the caller's own record and roles, their own job events, a stored answer
 * (which checks its requester and dataset), or a resource whose handler checks it against the scope itself.
 */
const always: ScopedCheck = () => true;

const dashboardInPath: ScopedCheck = (scope, request) => scope.mayReadDashboard(request.pathParameters.id_or_slug);

/** Explore as report mode opens it (`?slice_id=`) for a chart of the scope; form data keys and permalinks name anything. */
const exploreOfChart: ScopedCheck = (scope, { query }) =>
  Object.keys(query).every((key) => key === 'slice_id') && scope.mayReadChart(query.slice_id);

/**
 * A chart data query as the scope's pages send it: JSON over one of the scope's datasets (a chart's, or a native
 * filter's for its values), in one of `formats`, and when it names the chart it is drawn for (`form_data.slice_id`),
 * a chart of the scope. Which columns and metrics it asks for is not checked here: a report's executor may read the
 * whole dataset, and a guest's query is checked against the chart it names by the chart data service
 * (functions/lib/auth/guest-queries.ts).
 */
const chartDataInScope =
  (formats: ReadonlySet<unknown>): ScopedCheck =>
  (scope, request) => {
    let body: unknown;
    try {
      body = request.json();
    } catch {
      return false;
    }
    if (!isObject(body) || !scope.mayReadDatasource(body.datasource)) return false;
    if (!formats.has(body.result_format ?? 'json')) return false;
    const sliceId = isObject(body.form_data) ? body.form_data.slice_id : undefined;
    return sliceId == null || scope.mayReadChart(sliceId);
  };

/** What drawing a dashboard or chart reads, for either kind of token. */
const DRAWING_ROUTES: Readonly<Record<string, ScopedCheck>> = {
  'GET /api/v1/me': always,
  'GET /api/v1/me/roles': always,
  // The tenant's theme every page draws with (a report's picture too): the brand every user of the tenant reads.
  'GET /api/v1/theme/system': always,
  'GET /api/v1/dashboard/{id_or_slug}': dashboardInPath,
  'GET /api/v1/dashboard/{id_or_slug}/charts': dashboardInPath,
  'GET /api/v1/dashboard/{id_or_slug}/datasets': dashboardInPath,
  // An async chart data answer: the handler checks the stored answer's requester and dataset.
  'GET /api/v1/chart/data/{cache_key}': always,
  // The caller's channel of job events: ids and result pointers, never rows; a pointer reads as the route above checks.
  'GET /api/v1/async_event': always,
};

/**
 * Every route a scoped token may call (as the manifest's route keys name them), with what the request must name. A
 * report's token: exactly what the web app's report mode (`?standalone=3`) calls to draw a chart or a dashboard. A
 * guest's: what the embedded page calls to show its dashboards and let its viewer filter them, keep filter states and
 * permalinks of them, download what a chart shows, and log its usage. Any other route is refused, whatever the token.
 */
const SCOPED_ROUTES: Readonly<Record<ScopedTokenKind, Readonly<Record<string, ScopedCheck>>>> = {
  report: {
    ...DRAWING_ROUTES,
    'GET /api/v1/explore': exploreOfChart,
    'POST /api/v1/chart/data': chartDataInScope(new Set(['json'])),
  },
  guest: {
    ...DRAWING_ROUTES,
    'POST /api/v1/chart/data': chartDataInScope(new Set(['json', 'csv', 'xlsx'])),
    // The handler answers only an embedding of the scope's dashboards.
    'GET /api/v1/embedded_dashboard/{uuid}': always,
    'POST /api/v1/dashboard/{id_or_slug}/filter_state': dashboardInPath,
    'GET /api/v1/dashboard/{id_or_slug}/filter_state/{key}': dashboardInPath,
    'PUT /api/v1/dashboard/{id_or_slug}/filter_state/{key}': dashboardInPath,
    'POST /api/v1/dashboard/{id_or_slug}/permalink': dashboardInPath,
    // The handler opens the permalink's dashboard as the caller sees dashboards: one of the scope's.
    'GET /api/v1/dashboard/permalink/{key}': always,
    'POST /superset/log': always,
  },
};

const checkOf = (kind: ScopedTokenKind, routeKey: string): ScopedCheck | undefined =>
  Object.hasOwn(SCOPED_ROUTES[kind], routeKey) ? SCOPED_ROUTES[kind][routeKey] : undefined;

/** Whether a scoped token of `kind` may call the route at all (the gateways' check, before the request is read). */
export const scopedRouteExists = (kind: ScopedTokenKind, routeKey: string): boolean =>
  checkOf(kind, routeKey) !== undefined;

/** Whether a scoped token may make this request: the route is one of its kind's, for resources of its scope. */
export function scopeAllows(
  kind: ScopedTokenKind,
  scope: ReadableScope,
  routeKey: string,
  request: ScopedRequest,
): boolean {
  const check = checkOf(kind, routeKey);
  return check !== undefined && check(scope, request);
}
