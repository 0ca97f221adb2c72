import { BadRequestError, ForbiddenError } from '#shared/errors.ts';
import type { ReadableScope } from '../lib/auth/readable-scope.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import type { Claims } from '../lib/claims.ts';
import type { DownloadFile } from '../lib/download.ts';
import { readsData, submitChartDataJob } from './async/submit.ts';
import { readCachedContext } from './cache/context-cache.ts';
import { cachedDataNotFound } from './errors.ts';
import { type ExportFormat, type ExportQuery, exportFile } from './exports/respond.ts';
import { RUNNING_RESULT_TYPES, planQuery } from './plan.ts';
import type { ChartPorts } from './ports.ts';
import type { ChartDataJobAnswer, ChartDataResponse } from './results/schema.ts';
import { cachedAnswer } from './run-query.ts';
import { type ChartRequest, answerRequest, prepareChartRequest, runningAnswerer } from './service.ts';

/** What a chart data request gives: its results now, the job that will compute them, or a file of their rows. */
export type ChartDataOutcome =
  | { kind: 'results'; response: ChartDataResponse }
  | { kind: 'job'; job: ChartDataJobAnswer }
  | { kind: 'file'; file: DownloadFile };

/** How a chart data request is answered. */
export interface ChartDataAnswerOptions {
  /** Compute the results now even with GLOBAL_ASYNC_QUERIES on: the caller is a job already (a report run). */
  now?: boolean;
}

/** A download of every query's rows; only result types with rows can be exported. */
async function exportAnswer(request: ChartRequest, format: ExportFormat, ports: ChartPorts): Promise<DownloadFile> {
  const queries: ExportQuery[] = [];
  for (const query of request.context.queries) {
    const resultType = query.result_type ?? request.plan.resultType;
    if (!RUNNING_RESULT_TYPES.has(resultType))
      throw new BadRequestError(`Result type ${resultType} cannot be exported as ${format}`);
    const answered = await runningAnswerer(request, ports)(planQuery(query, request.plan));
    const { colnames, coltypes, data, row_limit: rowLimit, row_limit_reached: rowLimitReached } = answered!.computed;
    queries.push({ colnames, coltypes, data, rowLimit, rowLimitReached });
  }
  return exportFile(format, queries, ports.now());
}

/**
 * `POST /api/v1/chart/data`: JSON answers computed here, or, with GLOBAL_ASYNC_QUERIES on, from the cache when
 * every query is cached and as a job otherwise, as Superset does (it runs only JSON requests async);
 * CSV and XLSX answer files (a zip for several queries).
 */
export async function chartData(
  access: CallerAccess,
  raw: unknown,
  ports: ChartPorts,
  options: ChartDataAnswerOptions = {},
): Promise<ChartDataOutcome> {
  const request = await prepareChartRequest(access, raw, ports);
  const format = request.context.result_format;
  if (format !== 'json') return { kind: 'file', file: await exportAnswer(request, format, ports) };
  if (ports.settings.GLOBAL_ASYNC_QUERIES && !options.now && readsData(request)) {
    const cached = await answerRequest(request, (planned) => cachedAnswer(planned, request.plan, request.run, ports));
    if (cached) return { kind: 'results', response: cached };
    return { kind: 'job', job: await submitChartDataJob(request, raw, ports) };
  }
  const response = await answerRequest(request, runningAnswerer(request, ports));
  return { kind: 'results', response: response! };
}

/** A stored entry as served from the cache: results that ran say they are cached now. */
function asCached(entry: Record<string, unknown>, cachedAt: string): Record<string, unknown> {
  if (!('is_cached' in entry)) return entry;
  return { ...entry, is_cached: true, cached_dttm: entry.cached_dttm ?? cachedAt };
}

const CACHE_KEY = /^[0-9a-f]{64}$/;

/**
 * `GET /api/v1/chart/data/{cache_key}`: the stored answer of an async job, as Superset answers it; 404
 * `Cached data not found` when it was never stored, is no longer fetchable, belongs to another tenant
 * (keys are read under the caller's tenant only) or was computed for another caller. A scoped token (a report's) reads only answers over its datasets: 403.
 */
export async function cachedChartData(
  claims: Claims,
  cacheKey: string,
  ports: ChartPorts,
  scope?: ReadableScope,
): Promise<{ result: Record<string, unknown>[] }> {
  if (!CACHE_KEY.test(cacheKey)) throw cachedDataNotFound();
  const stored = await readCachedContext(ports.blobs, claims.tenant, cacheKey, ports.now());
  // Another caller's answer is not found for this one (see `requester`), as an absent one.
  if (stored?.requester !== claims.sub) throw cachedDataNotFound();
  if (scope && !scope.mayReadDatasource(stored.datasource)) throw new ForbiddenError('Forbidden');
  return { result: stored.entries.map((entry) => asCached(entry, stored.cachedAt)) };
}
