import type { ChartDataQueryContext, QueryLimits } from '#shared/query-context/index.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { requireChartDataAccess } from '../lib/auth/dashboard-data-access.ts';
import type { Claims } from '../lib/claims.ts';
import { onRequestTimeout } from '../lib/request-deadline.ts';
import { datasetNotFound } from '../lib/records/dataset-repository.ts';
import { listRecentRlsFilters } from '../lib/records/rls-repository.ts';
import { ForbiddenError } from '#shared/errors.ts';
import { resolveCacheTimeout } from './cache/timeout.ts';
import { chartTimeoutError } from './errors.ts';
import { keptQueryContext } from './kept-contexts.ts';
import type { PlanContext } from './plan.ts';
import type { ChartPorts, ChartSettings } from './ports.ts';
import type { ChartDataResponse } from './results/schema.ts';
import { type Answerer, type QueryRunOptions, answerPlanned, entryFor } from './run-query.ts';
import { rowFiltersFor } from '../lib/auth/row-filter-conditions.ts';
import { loadChartSource } from './source.ts';

export { runQueryObject, type QueryRunOptions } from './run-query.ts';
export type { PlanContext } from './plan.ts';

/** A validated chart data request with everything its queries run against. */
export interface ChartRequest {
  claims: Claims;
  context: ChartDataQueryContext;
  plan: PlanContext;
  run: QueryRunOptions;
}

/** Options of {@link getChartData}. */
export interface ChartDataOptions {
  /** Engine time budget; config SQLLAB_TIMEOUT_SECONDS by default (async jobs pass their own). */
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a raw request is a file export (CSV/XLSX of full or results), which may ask for up to EXPORT_MAX_ROW rows. */
export function isFullExport(raw: unknown): boolean {
  if (!isRecord(raw)) return false;
  const type = raw.result_type ?? 'full';
  return (raw.result_format === 'csv' || raw.result_format === 'xlsx') && (type === 'full' || type === 'results');
}

/**
 * Validation limits: config ROW_LIMIT and SQL_MAX_ROW, or EXPORT_MAX_ROW for file exports. An export keeps the chart's
 * row_limit, so the file holds what the chart shows; `row_limit: 0` asks for every row up to EXPORT_MAX_ROW (the chart
 * menus' "Export to full .CSV", as Superset's client sets its row limit to the maximum).
 */
function limitsFor(raw: unknown, settings: ChartSettings): QueryLimits {
  return { rowLimit: settings.ROW_LIMIT, maxRow: isFullExport(raw) ? settings.EXPORT_MAX_ROW : settings.SQL_MAX_ROW };
}

/**
 * Validate a raw query context (400 in Superset's shape) and load its dataset (404 when unknown), database,
 * engine and dialect; a dataset the caller may not read answers as an unknown one; refuse a download without `can_csv`;
 * work out the caller's row level security conditions on the dataset (every query of the request reads under them);
 * resolve the cache timeout (custom, dataset, database, then CACHE_DEFAULT_TIMEOUT).
 */
export async function prepareChartRequest(
  access: CallerAccess,
  raw: unknown,
  ports: ChartPorts,
  options: ChartDataOptions = {},
): Promise<ChartRequest> {
  const { settings } = ports;
  const { claims } = access;
  const context = keptQueryContext(claims.tenant, raw, limitsFor(raw, settings));
  if (context.result_format !== 'json' && !access.can('can_csv', 'Superset')) throw new ForbiddenError('Forbidden');
  // The tenant's row level security filters are read beside the source: no time added to a request.
  const [source, rlsFilters] = await Promise.all([
    loadChartSource(claims.tenant, context.datasource.id, ports),
    listRecentRlsFilters(claims.tenant),
  ]);
  const asked = { formData: context.form_data, resultType: context.result_type, queries: context.queries };
  await requireChartDataAccess(access, source, asked, datasetNotFound);
  const cacheTimeout = resolveCacheTimeout({
    custom: context.custom_cache_timeout,
    dataset: source.dataset.cache_timeout,
    database: source.database.cache_timeout,
    fallback: settings.CACHE_DEFAULT_TIMEOUT,
  });
  const plan: PlanContext = {
    tenant: claims.tenant,
    source,
    resultType: context.result_type,
    nowMs: ports.now(),
    rowFilters: rowFiltersFor(access, rlsFilters, source.dataset, source.dialect),
  };
  const timeoutMs = options.timeoutMs ?? settings.SQLLAB_TIMEOUT_SECONDS * 1000;
  // Still running when the request's time is up (moving or shaping a large result): the chart timeout, not a 500.
  onRequestTimeout(() => chartTimeoutError(timeoutMs));
  const maxBytesScanned = settings.QUERY_BYTES_SCANNED_LIMIT || undefined;
  const run: QueryRunOptions = {
    force: context.force,
    cacheTimeout,
    timeoutMs,
    resultFormat: context.result_format,
    ...(maxBytesScanned ? { maxBytesScanned } : {}),
  };
  return { claims, context, plan, run };
}

/** The `result` list of a request, each query answered by `answer`; undefined when `answer` leaves one unanswered. */
export async function answerRequest(request: ChartRequest, answer: Answerer): Promise<ChartDataResponse | undefined> {
  const entries = await Promise.all(
    request.context.queries.map((query) => entryFor(query, request.plan, request.run.resultFormat, answer)),
  );
  if (entries.some((entry) => entry === undefined)) return undefined;
  return { result: entries as ChartDataResponse['result'] };
}

/** Answers every query from the cache when allowed, else by running it (and caching the result). */
export const runningAnswerer =
  (request: ChartRequest, ports: ChartPorts): Answerer =>
  (planned) =>
    answerPlanned(planned, request.plan, request.run, ports);

/**
 * The chart data service: a raw query context in, Superset's `{ result: [...] }` out, computed synchronously
 * (the legacy explore_json endpoint and datasource samples call it too). Each query is validated, compiled for
 * the dataset's engine, answered from the cache or run, with time comparisons and post-processing applied.
 */
export async function getChartData(
  access: CallerAccess,
  rawQueryContext: unknown,
  ports: ChartPorts,
  options: ChartDataOptions = {},
): Promise<ChartDataResponse> {
  const request = await prepareChartRequest(access, rawQueryContext, ports, options);
  return (await answerRequest(request, runningAnswerer(request, ports))) as ChartDataResponse;
}
