import { EngineHost } from '../adapters/query-engine/duckdb/host/engine-host.ts';
import { EngineHostPool } from '../adapters/query-engine/duckdb/host/host-pool.ts';
import { RemoteDuckDbEngine } from '../adapters/query-engine/duckdb/host/remote-engine.ts';
import type { DuckDbEngineOptions } from '../adapters/query-engine/duckdb/duckdb-engine.ts';
import { config } from '../config.ts';
import { once } from '../once.ts';
import type { QueryEngine } from '../ports/query-engine.ts';

/** Memory an engine process needs beside DuckDB's own (Node, the module graph, result pages in flight). */
const HOST_BASE_BYTES = 256 * 2 ** 20;
/** The smallest heap an engine process gets, whatever the memory limit (Node and the module graph need it). */
const MIN_HEAP_MB = 256;
/** libuv threads a host keeps beyond its queries, for its own file reads. */
const SPARE_THREADS = 4;

/**
 * The local runtime's engine processes, one per tenant (local deployment only: imported dynamically behind the
 * SKYSET_TARGET check, so Lambda bundles never carry it). A host is stopped once its resident memory passes the
 * tenant's DuckDB memory limit by a quarter plus the process's own needs, and retired once idle past that quarter
 * plus its needs, so what one query leaves behind never counts against the next.
 */
export const engineHosts = once(() => {
  const settings = config();
  const limitBytes = settings.ENGINE_MEMORY_LIMIT_MB * 2 ** 20;
  const overrides = Object.values(settings.TENANT_QUERY_SLOTS).map((slots) => (slots.sync ?? 0) + (slots.async ?? 0));
  const mostQueries = Math.max(settings.TENANT_SYNC_QUERY_SLOTS + settings.TENANT_ASYNC_QUERY_SLOTS, ...overrides);
  return new EngineHostPool({
    spawn: (options) => new EngineHost(options),
    threadPoolSize: mostQueries + SPARE_THREADS,
    maxRssBytes: Math.round(limitBytes * 1.25) + HOST_BASE_BYTES,
    // An idle host holding more than its own needs and a quarter of the limit would leave the next query less than
    // DuckDB's full allowance before the watchdog's cap: it is retired instead.
    maxIdleRssBytes: Math.round(limitBytes * 0.25) + HOST_BASE_BYTES,
    // The rows on their way out live in V8's heap, beside DuckDB's own memory: three quarters of its limit.
    maxHeapMb: Math.max(MIN_HEAP_MB, Math.round(settings.ENGINE_MEMORY_LIMIT_MB * 0.75)),
    idleMs: settings.ENGINE_IDLE_SECONDS * 1000,
    now: Date.now,
  });
});

/**
 * A DuckDB database of the tenant, opened in the tenant's engine process with the deployment's memory, threads and
 * largest result, so a result too large for the runtime to take is refused before it crosses to it.
 */
export function openTenantDuckDb(tenant: string, options: DuckDbEngineOptions): Promise<QueryEngine> {
  const settings = config();
  const limits = {
    threads: settings.ENGINE_THREADS,
    memoryLimitMb: settings.ENGINE_MEMORY_LIMIT_MB,
    maxResultBytes: settings.ENGINE_RESULT_MAX_MB * 2 ** 20,
  };
  return RemoteDuckDbEngine.open(engineHosts(), tenant, { ...limits, ...options });
}

/** Stops every engine process (the local runtime's shutdown). */
export async function stopEngineHosts(): Promise<void> {
  if (engineHosts.made()) await engineHosts().stopAll();
}
