import { createHash } from 'node:crypto';

/** Query object fields that change neither the SQL nor the rows, so they must not split the cache. */
const CACHE_IRRELEVANT_FIELDS = new Set(['result_type', 'result_format', 'custom_cache_timeout', 'force']);

/**
 * A JSON-friendly copy with object keys sorted and absent values (undefined, null) dropped, so two requests
 * that differ only in key order or in spelling a default out give the same text.
 */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, inner]) => inner !== undefined && inner !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, inner]) => [key, canonical(inner)]);
  return Object.fromEntries(entries);
}

/** The query object as it matters to the cache: validated (defaults applied), minus the cache-irrelevant fields. */
export function cacheRelevantQuery(query: Record<string, unknown>): unknown {
  return canonical(Object.fromEntries(Object.entries(query).filter(([key]) => !CACHE_IRRELEVANT_FIELDS.has(key))));
}

/** What identifies one query's cached data. */
export interface QueryCacheIdentity {
  tenant: string;
  datasource: { id: number; type: string };
  /** The validated query object. */
  query: Record<string, unknown>;
  /** The result type as it decides what runs (full, samples, drill_detail). */
  resultType: string;
  /** The engine kind and the database (id, changed_on) the query runs on. */
  engine: string;
  database: { id: number; changed_on: string };
  /** The dataset's change marks: an edited dataset misses. */
  dataset: { changed_on: string; version: number };
  /** The compiled SQL: it pins relative time ranges (`Last week`) to the instants they resolved to. */
  sql: string;
  /** The row level security conditions applied (they are in the SQL too; named so the key says so on its own). */
  rowFilters: readonly string[];
  rowLimit: number;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The deterministic cache key of one query: sha256 over its identity in canonical JSON. */
export function queryCacheKey(identity: QueryCacheIdentity): string {
  return sha256(JSON.stringify(canonical({ ...identity, query: cacheRelevantQuery(identity.query) })));
}

/** The key of a whole query context's answer (what an async job's result_url names): over its caller and queries' keys. */
export function contextCacheKey(
  tenant: string,
  requester: string,
  queryKeys: readonly string[],
  resultType: string,
  resultFormat: string,
): string {
  return sha256(JSON.stringify({ tenant, requester, queryKeys, resultType, resultFormat, kind: 'context' }));
}
