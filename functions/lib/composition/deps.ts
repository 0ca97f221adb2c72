import { type Config, config } from '../config.ts';
import type { BlobStore } from '../ports/blob-store.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { PushChannel } from '../ports/push.ts';
import type { QueryEngine } from '../ports/query-engine.ts';
import { blobStore } from './blobs.ts';
import { type EngineTarget, engineFor } from './engines.ts';
import { jobQueue } from './job-queue.ts';
import { pushChannel } from './push.ts';

/** The runtime a handler or worker is wired from; services receive the parts they need, never this whole. */
export interface Deps {
  /** The deployment's configuration, read once per process. */
  settings: Config;
  /** Results, cache entries and exports. */
  blobs(): Promise<BlobStore>;
  /** The SQS job queues this function may send to. */
  jobs(): JobQueue;
  /** WebSocket pushes (needs WS_MANAGEMENT_ENDPOINT, so made on first use only). */
  push(): PushChannel;
  /** The engine of one tenant's database (engines are never shared across tenants). */
  engineFor(tenant: string, database: EngineTarget): Promise<QueryEngine>;
  /** Epoch milliseconds. */
  now(): number;
}

/**
 * The one composition root: the only entry that knows the runtime (configuration, adapters, clock). Adapters are
 * made on first use and kept for the process (`resetProcessState` starts over). Identity (./identity.ts) is wired
 * by the security functions alone: bundled here it would add the Cognito client to every Lambda.
 * Repositories are the document store's adapter and are not passed through here: they read the table through
 * functions/lib/dynamo.ts.
 */
export function deps(): Deps {
  return { settings: config(), blobs: blobStore, jobs: jobQueue, push: pushChannel, engineFor, now: Date.now };
}
