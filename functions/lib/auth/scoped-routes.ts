import type { ReadableScope } from './readable-scope.ts';

/** What a scoped route check reads of a request. */
export interface ScopedRequest {
  pathParameters: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** The JSON body (throws when it is not JSON). */
  json(): unknown;
}

type ScopedCheck = (scope: ReadableScope, request: ScopedRequest) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The caller's own record and roles: every page of the web app reads them first, and they hold nobody else's data. */
const always: ScopedCheck = () => true;

const dashboardInPath: ScopedCheck = (scope, request) => scope.mayReadDashboard(request.pathParameters.id_or_slug);

/** Explore as report mode opens it (`?slice_id=`) for a chart of the scope; form data keys and permalinks name anything. */
const exploreOfChart: ScopedCheck = (scope, { query }) =>
  Object.keys(query).every((key) => key === 'slice_id') && scope.mayReadChart(query.slice_id);

/**
 * A chart data query as the scope's pages send it: JSON over one of the scope's datasets (a chart's, or a native
 * filter's for its values), and when it names the chart it is drawn for (`form_data.slice_id`), a chart of the scope.
 * Which columns and metrics it asks for is not checked: the dataset is the boundary, and the executor may read it all.
 */
function chartDataInScope(scope: ReadableScope, request: ScopedRequest): boolean {
  let body: unknown;
  try {
    body = request.json();
  } catch {
    return false;
  }
  if (!isObject(body) || !scope.mayReadDatasource(body.datasource)) return false;
  if (body.result_format != null && body.result_format !== 'json') return false;
  const sliceId = isObject(body.form_data) ? body.form_data.slice_id : undefined;
  return sliceId == null || scope.mayReadChart(sliceId);
}

/**
 * Every route a scoped token may call (as the manifest's route keys name them), with what the request must name:
 * exactly what the web app's report mode (`?standalone=3`) calls to draw a chart or a dashboard, its async chart data
 * included. Any other route is refused, whatever the token's roles allow.
 */
const SCOPED_ROUTES: Readonly<Record<string, ScopedCheck>> = {
  'GET /api/v1/me': always,
  'GET /api/v1/me/roles': always,
  // The tenant's theme every page draws with (a report's picture too): the brand every user of the tenant reads.
  'GET /api/v1/theme/system': always,
  'GET /api/v1/dashboard/{id_or_slug}': dashboardInPath,
  'GET /api/v1/dashboard/{id_or_slug}/charts': dashboardInPath,
  'GET /api/v1/dashboard/{id_or_slug}/datasets': dashboardInPath,
  'GET /api/v1/explore': exploreOfChart,
  'POST /api/v1/chart/data': chartDataInScope,
  // An async chart data answer: the handler checks the stored answer's dataset against the scope.
  'GET /api/v1/chart/data/{cache_key}': always,
  // The executor's channel of job events: ids and result pointers, never rows; a pointer reads as the route above checks.
  'GET /api/v1/async_event': always,
};

/** Whether a scoped token may call the route at all (the gateways' check, before the request is read). */
export const scopedRouteExists = (routeKey: string): boolean => Object.hasOwn(SCOPED_ROUTES, routeKey);

/** Whether a scoped token may make this request: the route is one of report mode's, for resources of the scope. */
export function scopeAllows(scope: ReadableScope, routeKey: string, request: ScopedRequest): boolean {
  const check = Object.hasOwn(SCOPED_ROUTES, routeKey) ? SCOPED_ROUTES[routeKey] : undefined;
  return check !== undefined && check(scope, request);
}
