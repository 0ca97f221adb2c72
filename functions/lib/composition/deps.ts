import { type Config, config } from '../config.ts';
import type { BlobStore } from '../ports/blob-store.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { QueryEngine } from '../ports/query-engine.ts';
import { once } from '../once.ts';
import { type EngineTarget, engineFor } from './engines.ts';

/** The runtime a handler or worker is wired from; services receive the parts they need, never this whole. */
export interface Deps {
  /** The deployment's configuration, read once per process. */
  settings: Config;
  /** Results, cache entries and exports. */
  blobs(): Promise<BlobStore>;
  /** The SQS job queues this function may send to. */
  jobs(): Promise<JobQueue>;
  /** The engine of one tenant's database (engines are never shared across tenants). */
  engineFor(tenant: string, database: EngineTarget): Promise<QueryEngine>;
  /** Epoch milliseconds. */
  now(): number;
}

/** Each imported once: `import()` of a module already loaded resolves it again on every call. */
const blobsModule = once(() => import('./blobs.ts'));
const jobQueueModule = once(() => import('./job-queue.ts'));

/**
 * The one composition root: the only entry that knows the runtime (configuration, adapters, clock). Adapters are
 * made on first use and kept for the process (`resetProcessState` starts over); the blob store and the job queues
 * are loaded then too, so a function whose routes never reach S3 or SQS does not load those SDK clients at its cold
 * start. Identity (./identity.ts) is wired by the security functions alone and WebSocket pushes (./push.ts) by the
 * workers that push: bundled here they would add the Cognito and API Gateway clients to every Lambda.
 * Repositories are the document store's adapter and are not passed through here: they read the table through
 * functions/lib/dynamo.ts.
 */
export function deps(): Deps {
  return {
    settings: config(),
    blobs: async () => (await blobsModule()).blobStore(),
    jobs: async () => (await jobQueueModule()).jobQueue(),
    engineFor,
    now: Date.now,
  };
}

/** What running queries takes, made now: the settings, the blob store, the job queues, the engines and the clock. */
export async function queryRuntime(): Promise<Omit<Deps, 'blobs' | 'jobs'> & { blobs: BlobStore; jobs: JobQueue }> {
  const runtime = deps();
  return { ...runtime, blobs: await runtime.blobs(), jobs: await runtime.jobs() };
}
