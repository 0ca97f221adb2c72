import { promisify } from 'node:util';
import { constants, gunzipSync, gzip } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { documentClient, tableName } from '../../lib/dynamo.ts';
import { readItem } from '../../lib/item-store.ts';
import { blobKey, keys } from '../../lib/keys.ts';
import type { BlobStore } from '../../lib/ports/blob-store.ts';
import { ComputedResult } from '../results/schema.ts';
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
  result: ComputedResult,
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

/**
 * Write the payload blob and the metadata pointing at it, side by side: a reader that sees the metadata before
 * the blob lands finds no blob and treats it as a miss, so the two writes need no order. The blob is compressed
 * off the main thread at the fastest level: the write is on the answer's critical path.
 */
export async function writeEntry(
  blobs: BlobStore,
  tenant: string,
  key: string,
  entry: { kind: 'query' | 'context'; cachedAt: string; cacheTimeout: number; expiresAt?: number; blob: unknown },
): Promise<void> {
  const location = chartCacheBlobKey(tenant, key);
  const metadata = { kind: entry.kind, cachedAt: entry.cachedAt, cacheTimeout: entry.cacheTimeout, blobKey: location, expiresAt: entry.expiresAt };
  await Promise.all([
    gzipAsync(JSON.stringify(entry.blob), { level: constants.Z_BEST_SPEED }).then((bytes) => blobs.put(location, bytes, { contentType: 'application/gzip' })),
    documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...keys.chartCache(tenant, key), ...metadata } })),
  ]);
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

/** A live cache hit for one query: its metadata is unexpired and its blob is there. */
export async function readCachedQuery(blobs: BlobStore, tenant: string, key: string, nowMs: number): Promise<CachedQuery | undefined> {
  const metadata = await readItem(EntryMetadata, keys.chartCache(tenant, key));
  if (metadata?.kind !== 'query') return undefined;
  return readBlob(blobs, QueryBlob, tenant, key, nowMs);
}

/** Cache one query's computed result for `cacheTimeout` seconds; a timeout of -1 stores nothing. */
export async function writeCachedQuery(
  blobs: BlobStore,
  tenant: string,
  key: string,
  result: ComputedResult,
  cacheTimeout: number,
  nowMs: number,
): Promise<CachedQuery | undefined> {
  if (cacheTimeout === NO_CACHE) return undefined;
  const { cachedAt, expiresAt, fetchableUntil } = entryTiming(cacheTimeout, nowMs);
  const blob: CachedQuery = { kind: 'query', cachedAt, cacheTimeout, fetchableUntil, result };
  await writeEntry(blobs, tenant, key, { kind: 'query', cachedAt, cacheTimeout, expiresAt, blob });
  return blob;
}
