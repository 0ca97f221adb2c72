/** The blob store port: S3 in the cloud, files under the data folder locally. Keys always begin with `tenants/<tenant>/`. */
export interface BlobPutOptions {
  contentType?: string;
}

export interface BlobStore {
  put(key: string, body: Uint8Array | string, options?: BlobPutOptions): Promise<void>;
  /** The object's bytes, or undefined when absent. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix, for housekeeping and tests. */
  list(prefix: string): Promise<string[]>;
}
