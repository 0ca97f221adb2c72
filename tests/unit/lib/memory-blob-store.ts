import type { BlobPutOptions, BlobStore } from '#functions/lib/ports/blob-store.ts';

/** One stored object: its body as put and the content type it was put with. */
export interface MemoryBlob {
  body: Uint8Array | string;
  contentType: string | undefined;
}

/** A blob store in a map, with the map exposed for assertions. */
export interface MemoryBlobStore extends BlobStore {
  objects: Map<string, MemoryBlob>;
}

/**
 * Blobs in a map. With `signing`, it also hands out download URLs, as the S3 store does, of the form
 * `https://signed.test/<key>?name=<fileName>&type=<contentType>`; without, it cannot sign, as the file store.
 */
export function memoryBlobStore({ signing = false } = {}): MemoryBlobStore {
  const objects = new Map<string, MemoryBlob>();
  const store: MemoryBlobStore = {
    objects,
    put: async (key: string, body: Uint8Array | string, options?: BlobPutOptions) =>
      void objects.set(key, { body, contentType: options?.contentType }),
    get: async (key) => {
      const body = objects.get(key)?.body;
      return typeof body === 'string' ? new Uint8Array(Buffer.from(body)) : body;
    },
    delete: async (key) => void objects.delete(key),
    list: async (prefix) => [...objects.keys()].filter((key) => key.startsWith(prefix)).sort(),
  };
  if (signing) {
    store.downloadUrl = async (key, { fileName, contentType }) =>
      `https://signed.test/${key}?${new URLSearchParams({ name: fileName, type: contentType }).toString()}`;
  }
  return store;
}
