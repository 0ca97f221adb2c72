import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import * as z from 'zod';
import { AppError } from '#shared/errors.ts';
import { blobKey } from '../../lib/keys.ts';
import type { BlobStore } from '../../lib/ports/blob-store.ts';
import type { EngineColumn, EngineRow } from '../../lib/ports/query-engine.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The small JSON beside a result's pages: what they hold and until when they may be read. */
export const ResultManifest = z.object({
  clientId: z.string(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  /** Rows of each stored page, in order. */
  pageRows: z.array(z.number().int()),
  rowCount: z.number().int(),
  bytes: z.number().int(),
  /** Rows were dropped because the result passed SQLLAB_RESULTS_MAX_BYTES. */
  truncated: z.boolean(),
  /** All pages are written (false while the query is still fetching). */
  complete: z.boolean(),
  /** Epoch ms after which the result is gone. */
  expiresAt: z.number(),
});
export type ResultManifest = z.infer<typeof ResultManifest>;

const manifestKey = (tenant: string, resultsKey: string): string =>
  blobKey(tenant, 'sqllab', resultsKey, 'manifest.json');
const pageKey = (tenant: string, resultsKey: string, index: number): string =>
  blobKey(tenant, 'sqllab', resultsKey, `page-${String(index).padStart(6, '0')}.json.gz`);

/** Where a result lives and how long and large it may be. */
export interface ResultLocation {
  blobs: BlobStore;
  tenant: string;
  resultsKey: string;
}

/**
 * Writes a result page by page as it streams from the engine: each page gzip-compressed JSON in its own blob, so
 * no process ever holds the whole result. The manifest is written after the first page (a results fetch can
 * answer while the rest streams) and at the end.
 */
export class ResultWriter {
  private readonly manifest: ResultManifest;
  private readonly maxBytes: number;

  constructor(
    private readonly location: ResultLocation,
    limits: { clientId: string; maxBytes: number; ttlSeconds: number; now: number },
  ) {
    this.maxBytes = limits.maxBytes;
    this.manifest = {
      clientId: limits.clientId,
      columns: [],
      pageRows: [],
      rowCount: 0,
      bytes: 0,
      truncated: false,
      complete: false,
      expiresAt: limits.now + limits.ttlSeconds * 1000,
    };
  }

  /** Stores one page; `full` when the byte budget is spent (the page is dropped and the result flagged truncated). */
  async writePage(columns: EngineColumn[], rows: EngineRow[]): Promise<'stored' | 'full'> {
    const json = JSON.stringify(rows);
    const bytes = Buffer.byteLength(json);
    if (this.manifest.bytes + bytes > this.maxBytes) {
      if (this.manifest.pageRows.length === 0)
        throw new AppError(400, 'Result size exceeds the allowed limit.', {
          detailed: true,
          errorType: 'RESULT_TOO_LARGE_ERROR',
        });
      this.manifest.truncated = true;
      return 'full';
    }
    const { blobs, tenant, resultsKey } = this.location;
    await blobs.put(pageKey(tenant, resultsKey, this.manifest.pageRows.length), await gzipAsync(json, { level: 1 }), {
      contentType: 'application/gzip',
    });
    this.manifest.columns = columns.map(({ name, type }) => ({ name, type }));
    this.manifest.pageRows.push(rows.length);
    this.manifest.rowCount += rows.length;
    this.manifest.bytes += bytes;
    if (this.manifest.pageRows.length === 1) await this.writeManifest();
    return 'stored';
  }

  /** Marks the result complete; returns its final manifest. */
  async finish(): Promise<ResultManifest> {
    this.manifest.complete = true;
    await this.writeManifest();
    return this.manifest;
  }

  private async writeManifest(): Promise<void> {
    const { blobs, tenant, resultsKey } = this.location;
    await blobs.put(manifestKey(tenant, resultsKey), JSON.stringify(this.manifest), {
      contentType: 'application/json',
    });
  }
}

/** A result's manifest; undefined when it is missing or expired. */
export async function readManifest(location: ResultLocation, now = Date.now()): Promise<ResultManifest | undefined> {
  const bytes = await location.blobs.get(manifestKey(location.tenant, location.resultsKey));
  if (bytes === undefined) return undefined;
  const manifest = ResultManifest.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));
  return manifest.expiresAt <= now ? undefined : manifest;
}

/** A result's stored pages in order, each read only when the consumer asks for it. */
export async function* readPages(location: ResultLocation, manifest: ResultManifest): AsyncGenerator<EngineRow[]> {
  for (let index = 0; index < manifest.pageRows.length; index += 1) {
    const bytes = await location.blobs.get(pageKey(location.tenant, location.resultsKey, index));
    if (bytes === undefined) return;
    yield JSON.parse((await gunzipAsync(bytes)).toString('utf8')) as EngineRow[];
  }
}

/** The first `count` stored rows. */
export async function readFirstRows(
  location: ResultLocation,
  manifest: ResultManifest,
  count: number,
): Promise<EngineRow[]> {
  const rows: EngineRow[] = [];
  if (count <= 0) return rows;
  for await (const page of readPages(location, manifest)) {
    rows.push(...page.slice(0, count - rows.length));
    if (rows.length >= count) break;
  }
  return rows;
}

/** Deletes every blob of a result (a stopped query's, or an expired one's). */
export async function deleteResult(location: ResultLocation): Promise<void> {
  const prefix = blobKey(location.tenant, 'sqllab', location.resultsKey, '');
  for (const key of await location.blobs.list(prefix)) await location.blobs.delete(key);
}
