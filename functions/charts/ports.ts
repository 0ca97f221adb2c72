import type { DatabaseRecord } from '../databases/schema.ts';
import { blobStore } from '../lib/composition/blobs.ts';
import { engineFor } from '../lib/composition/engines.ts';
import { jobQueue } from '../lib/composition/job-queue.ts';
import type { BlobStore } from '../lib/ports/blob-store.ts';
import type { JobQueue } from '../lib/ports/job-queue.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';

/** What the chart data service reaches outside itself through (DynamoDB goes through the repositories). */
export interface ChartPorts {
  blobs: BlobStore;
  jobs: JobQueue;
  /** The engine of one tenant's database (engines are never shared across tenants). */
  engineFor(tenant: string, database: DatabaseRecord): Promise<QueryEngine>;
  /** Epoch milliseconds: the clock cache entries and relative time ranges read. */
  now(): number;
}

/** The deployment's adapters, from the composition root. */
export async function chartPorts(): Promise<ChartPorts> {
  return { blobs: await blobStore(), jobs: jobQueue(), engineFor, now: Date.now };
}
