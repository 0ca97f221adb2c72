import { promisify } from 'node:util';
import { constants, gunzipSync, gzip } from 'node:zlib';
import * as z from 'zod';
import { blobKey } from '../../lib/keys.ts';
import { once } from '../../lib/once.ts';
import type { BlobStore } from '../../lib/ports/blob-store.ts';
import { CachedComputedResult, type ComputedResult } from '../results/schema.ts';
import { jsonWithRows } from '../results/rows-json.ts';
import { type RecentResult, frozenResult, recentResults } from './recent-results.ts';
import { FETCH_GRACE_SECONDS, NO_CACHE, cacheExpiry } from './timeout.ts';

const gzipAsync = promisify(gzip);

/**
 * A query's entry: the computed result, a hit until `cacheTimeout` seconds after `cachedAt` (0: always), readable by
 * its key until `fetchableUntil` (epoch s, null = always).
 */
const QueryBlob = z.object({
  kind: z.literal('query'),
  cachedAt: z.string(),
  cacheTimeout: z.number().int(),
  fetchableUntil: z.number().int().nullable(),
  result: CachedComputedResult,
});
export type CachedQuery = z.infer<typeof QueryBlob>;

/** Superset's `cached_dttm`: UTC ISO time to the second, without zone. */
export const cachedDttm = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 19);

/** Where an entry's payload lives in the blob store. */
export const chartCacheBlobKey = (tenant: string, key: string): string => blobKey(tenant, 'chart-cache', key);

/** Blob and metadata timing of an entry written now: the blob stays fetchable a grace period past the entry's expiry. */
export function entryTiming(
  cacheTimeout: number,
  nowMs: number,
): { cachedAt: string; expiresAt?: number; fetchableUntil: number | null } {
  const expiresAt = cacheExpiry(cacheTimeout, nowMs);
  return {
    cachedAt: cachedDttm(nowMs),
    expiresAt,
    fetchableUntil: expiresAt === undefined ? null : expiresAt + FETCH_GRACE_SECONDS,
  };
}

/**
 * Write an entry: one blob, which says itself when it was cached, for how long and until when it may be fetched
 * (no other record names it). Compressed off the main thread at the fastest level (it is on the answer's critical
 * path); frozen rows keep their JSON text for the answer (../results/rows-json.ts).
 */
export async function writeEntry(
  blobs: BlobStore,
  tenant: string,
  key: string,
  blob: { kind: 'query' | 'context'; cachedAt: string; cacheTimeout: number },
): Promise<void> {
  const bytes = await gzipAsync(jsonWithRows(blob), { level: constants.Z_BEST_SPEED });
  await blobs.put(chartCacheBlobKey(tenant, key), bytes, { contentType: 'application/gzip', recomputable: true });
}

/** The JSON of a stored blob, or undefined when it cannot be read back (torn by a machine crash): a miss, made again. */
function unpacked(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(gunzipSync(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A stored blob parsed with its schema, if present, readable and still fetchable at `nowMs`. */
export async function readBlob<T extends z.ZodType<{ fetchableUntil: number | null }>>(
  blobs: BlobStore,
  schema: T,
  tenant: string,
  key: string,
  nowMs: number,
): Promise<z.infer<T> | undefined> {
  const bytes = await blobs.get(chartCacheBlobKey(tenant, key));
  if (!bytes) return undefined;
  const parsed = schema.safeParse(unpacked(bytes));
  if (!parsed.success) return undefined;
  const { fetchableUntil } = parsed.data;
  return fetchableUntil === null || fetchableUntil > Math.floor(nowMs / 1000) ? parsed.data : undefined;
}

const epochMs = (seconds: number | undefined): number | undefined =>
  seconds === undefined ? undefined : seconds * 1000;

/** Epoch seconds when an entry stops answering cache hits (undefined: never), from when it was cached and for how long. */
const expiryOf = (entry: { cachedAt: string; cacheTimeout: number }): number | undefined =>
  cacheExpiry(entry.cacheTimeout, Date.parse(`${entry.cachedAt}Z`));

/** Keeps a query's entry in this warm function for the requests right after, no longer than it answers hits. */
function keepRecent(tenant: string, key: string, entry: CachedQuery, nowMs: number): void {
  recentResults().set(tenant, key, entry, { nowMs, expiresAtMs: epochMs(expiryOf(entry)) });
}

/** A query's entry read from the store: its blob there and not expired. */
async function readStoredQuery(
  blobs: BlobStore,
  tenant: string,
  key: string,
  nowMs: number,
): Promise<RecentResult | undefined> {
  const blob = await readBlob(blobs, QueryBlob, tenant, key, nowMs);
  const expiresAt = blob && expiryOf(blob);
  if (!blob || (expiresAt !== undefined && expiresAt <= Math.floor(nowMs / 1000))) return undefined;
  keepRecent(tenant, key, blob, nowMs);
  return blob;
}

/** The store reads of entries under way in this process, by tenant and cache key. */
const storeReads = once(() => new Map<string, Promise<RecentResult | undefined>>());

/**
 * A live cache hit for one query: as this warm function stored or read it within seconds (./recent-results.ts), else
 * from the store, where its blob must be there and not expired. Requests asking for an entry while it is being read
 * share that read (a dashboard's viewers all ask for its charts at once): one round trip and one parse.
 */
export function readCachedQuery(
  blobs: BlobStore,
  tenant: string,
  key: string,
  nowMs: number,
): Promise<RecentResult | undefined> {
  const recent = recentResults().get(tenant, key, nowMs);
  if (recent) return Promise.resolve(recent);
  const id = `${tenant}/${key}`;
  const reading = storeReads().get(id);
  if (reading) return reading;
  const read = readStoredQuery(blobs, tenant, key, nowMs).finally(() => storeReads().delete(id));
  storeReads().set(id, read);
  return read;
}

/**
 * Cache one query's result for `cacheTimeout` seconds (-1 stores nothing), cached as of `nowMs` (when its request
 * began), and keep it warm in this function for the requests right after.
 */
export async function storeQueryResult(
  blobs: BlobStore,
  tenant: string,
  key: string,
  cacheTimeout: number,
  nowMs: number,
  result: ComputedResult,
): Promise<void> {
  if (cacheTimeout === NO_CACHE) return;
  const { cachedAt, fetchableUntil } = entryTiming(cacheTimeout, nowMs);
  // Frozen before it is written, as the recent results keep it: the answer reuses the rows' text written for the blob.
  const blob: CachedQuery = { kind: 'query', cachedAt, cacheTimeout, fetchableUntil, result: frozenResult(result) };
  await writeEntry(blobs, tenant, key, blob);
  keepRecent(tenant, key, blob, nowMs);
}
