import * as z from 'zod';
import type { BlobStore } from '../../lib/ports/blob-store.ts';
import { entryTiming, readBlob, writeEntry } from './chart-cache.ts';
import { FETCH_GRACE_SECONDS, NO_CACHE } from './timeout.ts';

/**
 * A whole query context's answer, as an async job leaves it for `GET /api/v1/chart/data/<key>`: every query's
 * result in one blob, so the answer stays whole for as long as it is fetchable.
 */
const ContextBlob = z.object({
  kind: z.literal('context'),
  cachedAt: z.string(),
  cacheTimeout: z.number().int(),
  fetchableUntil: z.number().int().nullable(),
  resultType: z.string(),
  /** The `result` list as the job's request would have been answered (async runs answer JSON only). */
  entries: z.array(z.record(z.string(), z.unknown())),
  /** The request's datasource, so a scoped token (a report's) reads only answers over its own datasets. */
  datasource: z.object({ id: z.number(), type: z.string().nullish() }).optional(),
  /**
   * Who ran the job (their `sub`): only they fetch the answer, which was computed under their access and row level
   * security rules. A key can be worked out by anyone who knows the query and the clauses; the answer is still theirs.
   */
  requester: z.string(),
});
export type CachedContext = z.infer<typeof ContextBlob>;

/** What a job stores about the answer it computed. */
export type ContextAnswer = Pick<CachedContext, 'resultType' | 'entries' | 'datasource' | 'requester'>;

/**
 * Store a query context's answer under its key. Even an uncached chart (-1) leaves it fetchable for the
 * grace period: the job told its client `done`, so the client must be able to read what was done.
 */
export async function writeCachedContext(
  blobs: BlobStore,
  tenant: string,
  key: string,
  answer: ContextAnswer,
  cacheTimeout: number,
  nowMs: number,
): Promise<void> {
  const uncached = cacheTimeout === NO_CACHE;
  const timing = entryTiming(uncached ? 0 : cacheTimeout, nowMs);
  const fetchableUntil = uncached ? Math.floor(nowMs / 1000) + FETCH_GRACE_SECONDS : timing.fetchableUntil;
  const blob: CachedContext = { kind: 'context', cachedAt: timing.cachedAt, cacheTimeout, fetchableUntil, ...answer };
  await writeEntry(blobs, tenant, key, blob);
}

/** A stored query context answer, if present and still fetchable. */
export function readCachedContext(
  blobs: BlobStore,
  tenant: string,
  key: string,
  nowMs: number,
): Promise<CachedContext | undefined> {
  return readBlob(blobs, ContextBlob, tenant, key, nowMs);
}
