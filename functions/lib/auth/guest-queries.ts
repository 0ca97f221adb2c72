import { AppError } from '#shared/errors.ts';
import { readRecentCharts } from '../records/chart-repository.ts';
import { readRecentDashboard } from '../records/dashboard-repository.ts';
import { dashboardMetadata, nativeFilterTargets } from './dashboard-resources.ts';
import type { GuestGrant } from './guest-token.ts';

/**
 * Superset's guest-token form-data check (`query_context_modified`): a guest runs the queries its embedded dashboards
 * make and no others. A chart's query may only ask for the metrics and columns the saved chart asks for (native
 * filters and cross-filters add filters, which only narrow); a native filter's query only for the column its filter
 * targets, with the aggregates filter queries use. Raw rows (samples, drill to detail) and compiled SQL are never a
 * guest's.
 */

/** A chart data request as the check reads it. */
export interface GuestQueryRequest {
  datasetId: number;
  formData: Record<string, unknown> | null;
  resultType: string;
  queries: readonly {
    metrics?: readonly unknown[] | null;
    columns?: readonly unknown[] | null;
    orderby?: readonly (readonly [unknown, boolean])[] | null;
    series_columns?: readonly unknown[] | null;
    result_type?: string | null;
  }[];
}

/** Superset's words and error type for a refused guest query. */
export const guestQueryRefused = (): AppError =>
  new AppError(403, 'Guest user cannot modify chart payload', {
    detailed: true,
    errorType: 'DASHBOARD_SECURITY_ACCESS_ERROR',
  });

/**
 * Result types a guest never gets: raw rows beyond what a chart shows (samples, drill to detail), and the compiled
 * SQL (`query`), which spells out every row level security condition applied, the tenant's own included.
 */
const NOT_FOR_GUESTS = new Set(['samples', 'drill_detail', 'query']);

/** Form data fields holding a chart's metrics, and its columns, across Superset's chart types. */
const METRIC_FIELDS = [
  'metric',
  'metrics',
  'metric_2',
  'metrics_b',
  'secondary_metric',
  'percent_metrics',
  'timeseries_limit_metric',
  'series_limit_metric',
  'sort_by_metric',
  'size',
  'x',
  'y',
];
const COLUMN_FIELDS = [
  'groupby',
  'groupby_b',
  'columns',
  'all_columns',
  'all_columns_x',
  'all_columns_y',
  'series',
  'series_columns',
  'entity',
  'x_axis',
  'granularity_sqla',
  'dimension',
  'source',
  'target',
  'x',
  'y',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const squeezed = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

/** A bare identifier, maybe quoted: ad-hoc SQL naming one column is that column. */
const BARE_IDENTIFIER = /^"?([A-Za-z_][\w$]*)"?$/;

/**
 * What a metric or column computes, whatever its label: a saved metric's or column's name (or ad-hoc SQL naming just
 * one), an ad-hoc column's or SQL metric's SQL, a simple metric's aggregate and column. Undefined for anything else.
 */
function keyOf(value: unknown): string | undefined {
  if (typeof value === 'string') return `name:${value}`;
  if (!isRecord(value)) return undefined;
  if (typeof value.sqlExpression === 'string' && value.expressionType !== 'SIMPLE') {
    const sql = squeezed(value.sqlExpression);
    const bare = BARE_IDENTIFIER.exec(sql);
    return bare ? `name:${bare[1]}` : `sql:${sql}`;
  }
  const column = isRecord(value.column) ? value.column.column_name : undefined;
  if (typeof value.aggregate === 'string' && typeof column === 'string')
    return `agg:${value.aggregate.toUpperCase()}(${column})`;
  return undefined;
}

function parsedJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every metric and column key a value holds (a field's string, object or list of them). */
function keysIn(value: unknown, keyer: (entry: unknown) => string | undefined): string[] {
  const entries = Array.isArray(value) ? value : [value];
  return entries.flatMap((entry) => {
    const key = keyer(entry);
    return key === undefined ? [] : [key];
  });
}

/** What the saved chart asks for: its form data's metric and column fields and its saved query context's queries. */
function storedKeys(params: unknown, queryContext: unknown): Set<string> {
  const keys = new Set<string>();
  const formData = parsedJson(params);
  if (isRecord(formData)) {
    for (const field of METRIC_FIELDS) for (const key of keysIn(formData[field], keyOf)) keys.add(key);
    for (const field of COLUMN_FIELDS) for (const key of keysIn(formData[field], keyOf)) keys.add(key);
  }
  const context = parsedJson(queryContext);
  const queries = isRecord(context) && Array.isArray(context.queries) ? context.queries : [];
  for (const query of queries.filter(isRecord)) {
    for (const key of keysIn(query.metrics, keyOf)) keys.add(key);
    for (const key of keysIn(query.columns, keyOf)) keys.add(key);
    for (const key of keysIn(query.series_columns, keyOf)) keys.add(key);
  }
  return keys;
}

/** Every key a request's queries ask for (metrics, columns, series columns, what they order by); undefined when one has none. */
function requestedKeys(request: GuestQueryRequest): string[] | undefined {
  const asked = request.queries.flatMap((query) => [
    ...(query.metrics ?? []),
    ...(query.columns ?? []),
    ...(query.series_columns ?? []),
    ...(query.orderby ?? []).map(([target]) => target),
  ]);
  const keys = asked.map(keyOf);
  return keys.every((key) => key !== undefined) ? (keys as string[]) : undefined;
}

/** Whether a chart's query asks only for what the saved chart asks for, and over the chart's own dataset. */
async function chartQueryAllowed(tenant: string, sliceId: number, request: GuestQueryRequest): Promise<boolean> {
  const [chart] = await readRecentCharts(tenant, [sliceId]);
  if (!chart || chart.datasource_id !== request.datasetId) return false;
  const stored = storedKeys(chart.params, chart.query_context);
  return requestedKeys(request)?.every((key) => stored.has(key)) ?? false;
}

/**
 * Whether a native filter's values query reads only what its filter targets on this dataset: the target column
 * grouped, ordered by it or by the filter's sort metric, and for a range its MIN and MAX.
 */
async function filterQueryAllowed(
  guest: GuestGrant,
  tenant: string,
  formData: Record<string, unknown>,
  request: GuestQueryRequest,
): Promise<boolean> {
  if (!guest.scope.mayReadDashboard(formData.dashboardId)) return false;
  const dashboard = await readRecentDashboard(tenant, Number(formData.dashboardId));
  if (!dashboard) return false;
  const targets = nativeFilterTargets(dashboardMetadata(dashboard)).filter(
    (target) =>
      target.filterId === formData.native_filter_id &&
      target.datasetId === request.datasetId &&
      target.column !== undefined,
  );
  const allowed = new Set(
    targets.flatMap((target) => [
      `name:${target.column}`,
      `agg:MIN(${target.column})`,
      `agg:MAX(${target.column})`,
      ...(target.sortMetric ? [`name:${target.sortMetric}`] : []),
    ]),
  );
  return requestedKeys(request)?.every((key) => allowed.has(key)) ?? false;
}

/**
 * Throws Superset's 403 unless a guest's chart data request is one its embedded dashboards make: a chart of the
 * scope over its own dataset asking for no more than the saved chart (`form_data.slice_id`), or a native filter's
 * values (`form_data.type: NATIVE_FILTER` on a dashboard of the scope). Reads the chart or the dashboard as a warm
 * function read them within seconds.
 */
export async function requireGuestQuery(guest: GuestGrant, tenant: string, request: GuestQueryRequest): Promise<void> {
  const refusedType =
    NOT_FOR_GUESTS.has(request.resultType) ||
    request.queries.some((query) => NOT_FOR_GUESTS.has(query.result_type ?? ''));
  const formData = request.formData ?? {};
  const sliceId = formData.slice_id;
  const allowed =
    !refusedType &&
    (sliceId != null
      ? guest.scope.mayReadChart(sliceId) && (await chartQueryAllowed(tenant, Number(sliceId), request))
      : formData.type === 'NATIVE_FILTER' && (await filterQueryAllowed(guest, tenant, formData, request)));
  if (!allowed) throw guestQueryRefused();
}
