import { promisify } from 'node:util';
import { constants, gunzipSync, gzip } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient, tableName } from '../../lib/dynamo.ts';
import { readItem } from '../../lib/item-store.ts';
import { blobKey, keys } from '../../lib/keys.ts';
import { once } from '../../lib/once.ts';
import type { BlobStore } from '../../lib/ports/blob-store.ts';
import { CachedComputedResult, type ComputedResult } from '../results/schema.ts';
import { jsonWithRows } from '../results/rows-json.ts';
import { type RecentResult, frozenResult, recentResults } from './recent-results.ts';
import { FETCH_GRACE_SECONDS, NO_CACHE, cacheExpiry } from './timeout.ts';

const gzipAsync = promisify(gzip);

/** The DynamoDB side of an entry: small, read first to decide a hit; `expiresAt` is the table's TTL attribute. */
const EntryMetadata = z.object({
  kind: z.enum(['query', 'context']),
  cachedAt: z.string(),
  cacheTimeout: z.number().int(),
  blobKey: z.string(),
  expiresAt: z.number().int().optional(),
});

/** The blob side of a query entry: the computed result, readable until `fetchableUntil` (epoch s, null = always). */
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
export function entryTiming(cacheTimeout: number, nowMs: number): { cachedAt: string; expiresAt?: number; fetchableUntil: number | null } {
  const expiresAt = cacheExpiry(cacheTimeout, nowMs);
  return { cachedAt: cachedDttm(nowMs), expiresAt, fetchableUntil: expiresAt === undefined ? null : expiresAt + FETCH_GRACE_SECONDS };
}

/** The metadata half of an entry: when it was cached, for how long, and where its blob lives. */
export interface EntryHeader {
  kind: 'query' | 'context';
  cachedAt: string;
  cacheTimeout: number;
  expiresAt?: number;
}

/**
 * Write an entry's metadata. It needs no order with the blob: a reader that sees the metadata before the blob
 * lands finds no blob (or the previous one, still within its own life) and answers as it would have before.
 */
export async function writeEntryMetadata(tenant: string, key: string, header: EntryHeader): Promise<void> {
  const metadata = { ...header, blobKey: chartCacheBlobKey(tenant, key) };
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...keys.chartCache(tenant, key), ...metadata } }));
}

/**
 * Write an entry's payload, compressed off the main thread at the fastest level (it is on the answer's critical path).
 * Frozen rows keep their JSON text for the answer (../results/rows-json.ts).
 */
export async function writeEntryBlob(blobs: BlobStore, tenant: string, key: string, blob: unknown): Promise<void> {
  const bytes = await gzipAsync(jsonWithRows(blob), { level: constants.Z_BEST_SPEED });
  await blobs.put(chartCacheBlobKey(tenant, key), bytes, { contentType: 'application/gzip' });
}

/** Write the payload blob and the metadata pointing at it, side by side. */
export async function writeEntry(blobs: BlobStore, tenant: string, key: string, entry: EntryHeader & { blob: unknown }): Promise<void> {
  const { blob, ...header } = entry;
  await Promise.all([writeEntryBlob(blobs, tenant, key, blob), writeEntryMetadata(tenant, key, header)]);
}

/** A stored blob parsed with its schema, if present and still fetchable at `nowMs`. */
export async function readBlob<T extends z.ZodType<{ fetchableUntil: number | null }>>(
  blobs: BlobStore,
  schema: T,
  tenant: string,
  key: string,
  nowMs: number,
): Promise<z.infer<T> | undefined> {
  const bytes = await blobs.get(chartCacheBlobKey(tenant, key));
  if (!bytes) return undefined;
  const parsed = schema.safeParse(JSON.parse(gunzipSync(bytes).toString('utf8')));
  if (!parsed.success) return undefined;
  const { fetchableUntil } = parsed.data;
  return fetchableUntil === null || fetchableUntil > Math.floor(nowMs / 1000) ? parsed.data : undefined;
}

const epochMs = (seconds: number | undefined): number | undefined => (seconds === undefined ? undefined : seconds * 1000);

/** A query's entry read from the store: its metadata unexpired and its blob there, both read at once. */
async function readStoredQuery(blobs: BlobStore, tenant: string, key: string, nowMs: number): Promise<RecentResult | undefined> {
  const [metadata, blob] = await Promise.all([readItem(EntryMetadata, keys.chartCache(tenant, key)), readBlob(blobs, QueryBlob, tenant, key, nowMs)]);
  if (metadata?.kind !== 'query' || !blob) return undefined;
  recentResults().set(tenant, key, blob, { nowMs, expiresAtMs: epochMs(metadata.expiresAt) });
  return blob;
}

/** The store reads of entries under way in this process, by tenant and cache key. */
const storeReads = once(() => new Map<string, Promise<RecentResult | undefined>>());

/**
 * A live cache hit for one query: as this warm function stored or read it within seconds (./recent-results.ts), else
 * from the store, where its metadata must be unexpired and its blob there. Both are read at once (the blob read is
 * wasted on a miss, but a hit costs one round trip instead of two). Requests asking for an entry while it is being
 * read share that read (a dashboard's viewers all ask for its charts at once): one round trip and one parse.
 */
export function readCachedQuery(blobs: BlobStore, tenant: string, key: string, nowMs: number): Promise<RecentResult | undefined> {
  const recent = recentResults().get(tenant, key, nowMs);
  if (recent) return Promise.resolve(recent);
  const id = `${tenant}/${key}`;
  const reading = storeReads().get(id);
  if (reading) return reading;
  const read = readStoredQuery(blobs, tenant, key, nowMs).finally(() => storeReads().delete(id));
  storeReads().set(id, read);
  return read;
}

/** Caching one query's result, begun before it runs. */
export interface QueryCaching {
  /** Store the result (after the metadata write begun at the start has landed). */
  store(result: ComputedResult): Promise<void>;
  /** Wait for the metadata write when the query failed, so no write outlives the request. */
  abandon(): Promise<void>;
}

/**
 * Begin caching one query's result for `cacheTimeout` seconds (-1 stores nothing): the metadata, which does not
 * depend on the result, is written while the engine runs, taking that round trip off the answer's critical path.
 */
export function beginCachingQuery(blobs: BlobStore, tenant: string, key: string, cacheTimeout: number, nowMs: number): QueryCaching {
  if (cacheTimeout === NO_CACHE) return { store: async () => undefined, abandon: async () => undefined };
  const { cachedAt, expiresAt, fetchableUntil } = entryTiming(cacheTimeout, nowMs);
  const metadataWritten = writeEntryMetadata(tenant, key, { kind: 'query', cachedAt, cacheTimeout, expiresAt });
  // Handled here too, so a failure before `store` or `abandon` awaits it is not an unhandled rejection.
  metadataWritten.catch(() => undefined);
  return {
    store: async (result) => {
      // Frozen before it is written, as the recent results keep it: the answer reuses the rows' text written for the blob.
      const blob: CachedQuery = { kind: 'query', cachedAt, cacheTimeout, fetchableUntil, result: frozenResult(result) };
      await Promise.all([metadataWritten, writeEntryBlob(blobs, tenant, key, blob)]);
      recentResults().set(tenant, key, blob, { nowMs, expiresAtMs: epochMs(expiresAt) });
    },
    abandon: () => metadataWritten.catch(() => undefined),
  };
}
