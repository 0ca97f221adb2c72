/** The blob store port: S3 in the cloud, files under the data folder locally. Keys always begin with `tenants/<tenant>/`. */
export interface BlobPutOptions {
  contentType?: string;
  /**
   * The blob can be made again from what it was made of (a cache entry): a store may trade keeping it through a
   * machine crash for a faster write. The local file store then skips the flush to disk; S3 keeps every object.
   */
  recomputable?: boolean;
}

/** How a signed download presents its object to the browser. */
export interface DownloadUrlOptions {
  /** The name the browser saves the file under (`content-disposition: attachment; filename=...`). */
  fileName: string;
  contentType: string;
}

export interface BlobStore {
  put(key: string, body: Uint8Array | string, options?: BlobPutOptions): Promise<void>;
  /** The object's bytes, or undefined when absent. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix, for housekeeping and tests. */
  list(prefix: string): Promise<string[]>;
  /**
   * A time-limited URL that fetches the stored object as an attachment without credentials, so a download too big
   * for a Lambda response can be answered with a redirect. Optional: a store that cannot sign (the local file store,
   * whose runtime has no response cap) leaves it out and callers answer inline.
   */
  downloadUrl?(key: string, options: DownloadUrlOptions): Promise<string>;
}
