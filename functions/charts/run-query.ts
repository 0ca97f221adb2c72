import type { ChartDataQueryObject } from '#shared/query-context/index.ts';
import { nativeAnnotationData } from './annotation-data.ts';
import { readCachedQuery, storeQueryResult } from './cache/chart-cache.ts';
import { NO_CACHE, resultReuseMinutes } from './cache/timeout.ts';
import { computeResult } from './compute.ts';
import { type PlanContext, type PlannedQuery, RUNNING_RESULT_TYPES, planQuery } from './plan.ts';
import type { ChartPorts } from './ports.ts';
import { runningEntry } from './results/entries.ts';
import { columnsListing, timeGrainsListing } from './results/listings.ts';
import type { CacheFacts, ChartDataEntry, ComputedResult } from './results/schema.ts';

/** How the queries of one request run. */
export interface QueryRunOptions {
  /** Skip reading the cache (the result is still written). */
  force: boolean;
  /** Resolved cache timeout in seconds (-1: no cache). */
  cacheTimeout: number;
  /** Engine time budget. */
  timeoutMs: number;
  /** Bytes one query may scan on Athena (config QUERY_BYTES_SCANNED_LIMIT); undefined for no limit. */
  maxBytesScanned?: number;
  resultFormat: string;
}

/** A query that ran or came from the cache: its result and the cache facts the answer reports. */
export interface AnsweredQuery {
  planned: PlannedQuery;
  computed: ComputedResult;
  facts: CacheFacts;
}

type CachePorts = Pick<ChartPorts, 'blobs' | 'now'>;

/** The cached answer of a planned query, unless forced, uncached (-1) or absent. */
export async function cachedAnswer(
  planned: PlannedQuery,
  context: PlanContext,
  options: Pick<QueryRunOptions, 'force' | 'cacheTimeout'>,
  ports: CachePorts,
): Promise<AnsweredQuery | undefined> {
  if (options.force || options.cacheTimeout === NO_CACHE) return undefined;
  const hit = await readCachedQuery(ports.blobs, context.tenant, planned.cacheKey, ports.now());
  if (!hit) return undefined;
  const facts = {
    cache_key: planned.cacheKey,
    cached_dttm: hit.cachedAt,
    cache_timeout: options.cacheTimeout,
    is_cached: true,
  };
  return { planned, computed: hit.result, facts };
}

/** Run a planned query on the engine and cache its result. */
export async function freshAnswer(
  planned: PlannedQuery,
  context: PlanContext,
  options: QueryRunOptions,
  ports: CachePorts,
): Promise<AnsweredQuery> {
  const run = {
    timeoutMs: options.timeoutMs,
    resultReuseMaxAgeMinutes: resultReuseMinutes(options.cacheTimeout, options.force),
    ...(options.maxBytesScanned ? { maxBytesScanned: options.maxBytesScanned } : {}),
  };
  const startedAt = ports.now();
  const computed = await computeResult({ ...planned, engine: context.source.engine, run });
  await storeQueryResult(ports.blobs, context.tenant, planned.cacheKey, options.cacheTimeout, startedAt, computed);
  return {
    planned,
    computed,
    facts: { cache_key: planned.cacheKey, cached_dttm: null, cache_timeout: options.cacheTimeout, is_cached: false },
  };
}

/** A planned query answered from the cache when it may be, else run. */
export async function answerPlanned(
  planned: PlannedQuery,
  context: PlanContext,
  options: QueryRunOptions,
  ports: CachePorts,
): Promise<AnsweredQuery> {
  return (await cachedAnswer(planned, context, options, ports)) ?? freshAnswer(planned, context, options, ports);
}

/** Answers a planned query: from the cache, by running it, or not at all (undefined: a cache-only miss). */
export type Answerer = (planned: PlannedQuery) => Promise<AnsweredQuery | undefined>;

/**
 * One entry of the chart data answer for one query object, by its result type: the dataset's columns or the
 * dialect's time grains (nothing compiled), the compiled SQL alone (`query`), or the query's data as `answer`
 * gives it, with the annotations of its native layers read fresh (never from the cache). Undefined when `answer`
 * has no data for it.
 */
export async function entryFor(
  query: ChartDataQueryObject,
  context: PlanContext,
  resultFormat: string,
  answer: Answerer,
): Promise<ChartDataEntry | undefined> {
  const resultType = query.result_type ?? context.resultType;
  if (resultType === 'columns') return columnsListing(context.source.dataset);
  if (resultType === 'timegrains') return timeGrainsListing(context.source.dialect);
  const planned = planQuery(query, context);
  if (!RUNNING_RESULT_TYPES.has(resultType)) return { query: planned.compiled.sql, language: 'sql' };
  // Read before the query runs, so a layer that is not there refuses the request without engine work; `results`
  // answers carry no annotation data.
  const annotations = resultType === 'results' ? undefined : await nativeAnnotationData(context.tenant, planned.query);
  const answered = await answer(planned);
  if (!answered) return undefined;
  const computed = annotations ? { ...answered.computed, annotation_data: annotations } : answered.computed;
  return runningEntry(resultType, computed, answered.facts, resultFormat);
}

/**
 * One entry of the chart data answer for one query object (see {@link entryFor}), its data from the cache
 * when allowed, else run on the engine and cached. For callers that answer one query at a time.
 */
export async function runQueryObject(
  query: ChartDataQueryObject,
  context: PlanContext,
  options: QueryRunOptions,
  ports: CachePorts,
): Promise<ChartDataEntry> {
  const entry = await entryFor(query, context, options.resultFormat, (planned) =>
    answerPlanned(planned, context, options, ports),
  );
  return entry as ChartDataEntry;
}
