import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { Config } from '../lib/config.ts';
import type { BlobStore } from '../lib/ports/blob-store.ts';
import type { JobQueue } from '../lib/ports/job-queue.ts';
import type { PushChannel } from '../lib/ports/push.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';

/** The configuration SQL Lab's execution reads: row limits, time budgets, result storage, async mode, pricing. */
export type SqlLabSettings = Pick<
  Config,
  | 'SQL_MAX_ROW'
  | 'DEFAULT_SQLLAB_LIMIT'
  | 'SQLLAB_TIMEOUT_SECONDS'
  | 'SQLLAB_ASYNC_TIME_LIMIT_SECONDS'
  | 'SQLLAB_FORCE_ASYNC'
  | 'RLS_IN_SQLLAB'
  | 'SQLLAB_RESULTS_TTL_SECONDS'
  | 'SQLLAB_RESULTS_MAX_BYTES'
  | 'ATHENA_PRICE_PER_TB_USD'
  | 'QUERY_ENGINE'
>;

/** What SQL Lab's execution reaches outside itself through (DynamoDB goes through the repositories). */
export interface SqlLabPorts {
  settings: SqlLabSettings;
  blobs: BlobStore;
  jobs: JobQueue;
  /** The engine of one tenant's database (engines are never shared across tenants). */
  engineFor(tenant: string, database: DatabaseRecord): Promise<QueryEngine>;
  /** Epoch milliseconds: query times and result expiry. */
  now(): number;
  /** The WebSocket push channel an async query's progress is announced on (made on first use). */
  push(): Promise<PushChannel>;
}
