import { BadRequestError, ForbiddenError } from '#shared/errors.ts';
import type { ReadableScope } from '../lib/auth/readable-scope.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import type { Claims } from '../lib/claims.ts';
import { type HttpResult, ok, okJsonText } from '../lib/http.ts';
import { readsData, submitChartDataJob } from './async/submit.ts';
import { readCachedContext } from './cache/context-cache.ts';
import { cachedDataNotFound } from './errors.ts';
import { type ExportFormat, type ExportQuery, exportResponse } from './exports/respond.ts';
import { RUNNING_RESULT_TYPES, planQuery } from './plan.ts';
import { jsonWithRows } from './results/rows-json.ts';
import type { ChartPorts } from './ports.ts';
import { cachedAnswer } from './run-query.ts';
import { type ChartRequest, answerRequest, prepareChartRequest, runningAnswerer } from './service.ts';

/** A download of every query's rows; only result types with rows can be exported. */
async function exportAnswer(request: ChartRequest, format: ExportFormat, ports: ChartPorts): Promise<HttpResult> {
  const queries: ExportQuery[] = [];
  for (const query of request.context.queries) {
    const resultType = query.result_type ?? request.plan.resultType;
    if (!RUNNING_RESULT_TYPES.has(resultType))
      throw new BadRequestError(`Result type ${resultType} cannot be exported as ${format}`);
    const answered = await runningAnswerer(request, ports)(planQuery(query, request.plan));
    const { colnames, coltypes, data, row_limit: rowLimit, row_limit_reached: rowLimitReached } = answered!.computed;
    queries.push({ colnames, coltypes, data, rowLimit, rowLimitReached });
  }
  return exportResponse(format, queries, ports.now(), { blobs: ports.blobs, tenant: request.claims.tenant });
}

/**
 * `POST /api/v1/chart/data`: JSON answers computed here, or, with GLOBAL_ASYNC_QUERIES on, from the cache when
 * every query is cached and as a job (202) otherwise, as Superset does (it runs only JSON requests async);
 * CSV and XLSX answer downloads (a zip for several queries).
 */
export async function postChartData(access: CallerAccess, raw: unknown, ports: ChartPorts): Promise<HttpResult> {
  const request = await prepareChartRequest(access, raw, ports);
  const format = request.context.result_format;
  if (format !== 'json') return exportAnswer(request, format, ports);
  if (ports.settings.GLOBAL_ASYNC_QUERIES && readsData(request)) {
    const cached = await answerRequest(request, (planned) => cachedAnswer(planned, request.plan, request.run, ports));
    if (cached) return okJsonText(jsonWithRows(cached));
    return ok(await submitChartDataJob(request, raw, ports), 202);
  }
  return okJsonText(jsonWithRows(await answerRequest(request, runningAnswerer(request, ports))));
}

/** A stored entry as served from the cache: results that ran say they are cached now. */
function asCached(entry: Record<string, unknown>, cachedAt: string): Record<string, unknown> {
  if (!('is_cached' in entry)) return entry;
  return { ...entry, is_cached: true, cached_dttm: entry.cached_dttm ?? cachedAt };
}

const CACHE_KEY = /^[0-9a-f]{64}$/;

/**
 * `GET /api/v1/chart/data/{cache_key}`: the stored answer of an async job, as Superset answers it; 404
 * `Cached data not found` when it was never stored, is no longer fetchable, or belongs to another tenant
 * (keys are read under the caller's tenant only). A scoped token (a report's) reads only answers over its datasets: 403.
 */
export async function getCachedChartData(
  claims: Claims,
  cacheKey: string,
  ports: ChartPorts,
  scope?: ReadableScope,
): Promise<HttpResult> {
  if (!CACHE_KEY.test(cacheKey)) throw cachedDataNotFound();
  const stored = await readCachedContext(ports.blobs, claims.tenant, cacheKey, ports.now());
  if (!stored) throw cachedDataNotFound();
  if (scope && !scope.mayReadDatasource(stored.datasource)) throw new ForbiddenError('Forbidden');
  return ok({ result: stored.entries.map((entry) => asCached(entry, stored.cachedAt)) });
}
