import type { ChartDataQueryObject, ResultType } from '#shared/query-context/index.ts';
import { queryCacheKey } from './cache/cache-key.ts';
import { compileQuery } from './compiler/index.ts';
import type { CompileInput, CompileMode, CompiledQuery } from './compiler/types.ts';
import { keptPlan } from './kept-plans.ts';
import type { ChartSource } from './source.ts';
import type { CompileFn } from './time-offsets.ts';

/** The result types that run the query on the engine (and so read and fill the cache). */
export const RUNNING_RESULT_TYPES: ReadonlySet<ResultType> = new Set([
  'full',
  'results',
  'samples',
  'post_processed',
  'drill_detail',
]);

/** What a query context says about all its queries. */
export interface PlanContext {
  tenant: string;
  source: ChartSource;
  /** The context's result type; a query object may name its own. */
  resultType: ResultType;
  nowMs: number;
  /** The caller's row level security conditions on the source's dataset, rendered (functions/lib/auth/row-filter-conditions.ts). */
  rowFilters: readonly string[];
}

/** One query object, compiled and keyed, ready to be answered from the cache or run. */
export interface PlannedQuery {
  query: ChartDataQueryObject;
  resultType: ResultType;
  mode: CompileMode;
  compiled: CompiledQuery;
  compile: CompileFn;
  cacheKey: string;
}

const modeOf = (resultType: ResultType): CompileMode =>
  resultType === 'samples' ? 'samples' : resultType === 'drill_detail' ? 'drill_detail' : 'aggregate';

/** The result type that decides what runs: samples and drill detail read different rows; the rest read the chart's. */
const cacheResultType = (resultType: ResultType): string =>
  RUNNING_RESULT_TYPES.has(resultType) ? modeOf(resultType) : resultType;

/**
 * The query object as samples and drill detail run it, as Superset's result-type actions reshape it: raw rows,
 * so no metrics, series limit, time comparison or post-processing; samples also drop the chart's ordering.
 */
export function rowQuery(query: ChartDataQueryObject, mode: CompileMode): ChartDataQueryObject {
  if (mode === 'aggregate') return query;
  const unordered = mode === 'samples' ? { orderby: [] } : {};
  return {
    ...query,
    ...unordered,
    metrics: [],
    is_timeseries: false,
    series_limit: 0,
    series_limit_metric: null,
    time_offsets: [],
    post_processing: [],
  };
}

/**
 * Everything a plan depends on but the clock: tenant, query, what it runs as, the source's change marks and the
 * caller's row filters (two callers under different rules never share a plan).
 */
function planKey(context: PlanContext, resultType: ResultType, query: ChartDataQueryObject): string {
  const { dataset, database, engine, dialect } = context.source;
  const marks = [
    dataset.id,
    dataset.version,
    dataset.changed_on,
    database.id,
    database.changed_on,
    database.database_name,
    engine.kind,
    dialect.name,
  ];
  return JSON.stringify([context.tenant, resultType, marks, context.rowFilters, query]);
}

/**
 * Compile one query object for the context's dataset and dialect and key it for the cache. The key covers the
 * tenant, datasource, the validated query, what runs, the engine, the database and the dataset's change marks, the
 * row level security conditions applied (so two users under different rules never share an entry), and the compiled SQL (which pins relative time ranges to the instants they resolved to). A warm function compiles
 * and keys a query once while its source is unchanged and its time ranges resolve alike (./kept-plans.ts).
 */
export function planQuery(raw: ChartDataQueryObject, context: PlanContext): PlannedQuery {
  const { source } = context;
  const resultType = raw.result_type ?? context.resultType;
  const mode = modeOf(resultType);
  const query = rowQuery(raw, mode);
  const now = new Date(context.nowMs);
  const compileIn =
    (mode: CompileMode, onTimeRange?: CompileInput['onTimeRange']): CompileFn =>
    (target) =>
      compileQuery({
        query: target,
        dataset: source.dataset,
        dialect: source.dialect,
        databaseName: source.database.database_name,
        now,
        mode,
        rowFilters: context.rowFilters,
        ...(onTimeRange ? { onTimeRange } : {}),
      });
  const { compiled, cacheKey } = keptPlan(planKey(context, resultType, query), now, (onTimeRange) => {
    const compiled = compileIn(mode, onTimeRange)(query);
    const cacheKey = queryCacheKey({
      tenant: context.tenant,
      datasource: { id: source.dataset.id, type: 'table' },
      query: query as unknown as Record<string, unknown>,
      resultType: cacheResultType(resultType),
      engine: source.engine.kind,
      database: { id: source.database.id, changed_on: source.database.changed_on },
      dataset: { changed_on: source.dataset.changed_on, version: source.dataset.version },
      sql: compiled.sql,
      rowFilters: context.rowFilters,
      rowLimit: compiled.rowLimit,
    });
    return { compiled, cacheKey };
  });
  return { query, resultType, mode, compiled, compile: compileIn('aggregate'), cacheKey };
}
