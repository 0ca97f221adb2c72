import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { Config } from '../lib/config.ts';
import type { BlobStore } from '../lib/ports/blob-store.ts';
import type { JobQueue } from '../lib/ports/job-queue.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';

/** The configuration chart data reads: row limits, cache and engine time budgets, async mode. */
export type ChartSettings = Pick<
  Config,
  | 'ROW_LIMIT'
  | 'SQL_MAX_ROW'
  | 'EXPORT_MAX_ROW'
  | 'CACHE_DEFAULT_TIMEOUT'
  | 'SQLLAB_TIMEOUT_SECONDS'
  | 'SQLLAB_ASYNC_TIME_LIMIT_SECONDS'
  | 'QUERY_BYTES_SCANNED_LIMIT'
  | 'GLOBAL_ASYNC_QUERIES'
>;

/** What the chart data service reaches outside itself through (DynamoDB goes through the repositories). */
export interface ChartPorts {
  settings: ChartSettings;
  blobs: BlobStore;
  jobs: JobQueue;
  /** The engine of one tenant's database (engines are never shared across tenants). */
  engineFor(tenant: string, database: DatabaseRecord): Promise<QueryEngine>;
  /** Epoch milliseconds: the clock cache entries and relative time ranges read. */
  now(): number;
}
