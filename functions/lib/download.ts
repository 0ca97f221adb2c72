import { randomUUID } from 'node:crypto';
import { attachment } from './attachment.ts';
import type { HttpResult } from './http.ts';
import { blobKey } from './keys.ts';
import type { BlobStore } from './ports/blob-store.ts';

/**
 * The largest file answered in the Lambda response itself. Lambda caps a response at 6 MB and binary bodies travel
 * base64-encoded (4/3 larger): 4 MiB becomes 5.6 MB, leaving room for the headers and the JSON envelope.
 */
export const INLINE_DOWNLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** A file to download: text (sent as is) or bytes (XLSX, zip), its name and type, and headers for either answer. */
export type DownloadFile = ({ text: string } | { bytes: Uint8Array }) & {
  fileName: string;
  contentType: string;
  /** Extra headers (`x-row-limit`...), kept on the inline answer and on the redirect. */
  headers?: Record<string, string>;
};

/** Where a file too big to answer inline is parked: the caller's tenant tree of the blob store. */
export interface DownloadStore {
  blobs: BlobStore;
  tenant: string;
}

const sizeOf = (file: DownloadFile): number =>
  'text' in file ? Buffer.byteLength(file.text, 'utf8') : file.bytes.byteLength;

/** The file as the response body, with its type and download name. */
function inline(file: DownloadFile): HttpResult {
  const headers = {
    'content-type': file.contentType,
    'content-disposition': attachment(file.fileName),
    ...file.headers,
  };
  return 'text' in file
    ? { statusCode: 200, text: file.text, headers }
    : { statusCode: 200, binary: file.bytes, headers };
}

/**
 * The answer to a download: the file itself up to INLINE_DOWNLOAD_MAX_BYTES; above that, when the blob store can
 * sign URLs, the file is stored under `tenants/<tenant>/downloads/<uuid>/<fileName>` (the results bucket's lifecycle
 * expires it) and the answer is a 302 to a time-limited URL that serves it under its name and type. A store that
 * cannot sign (the local runtime, which has no response cap) always answers inline.
 */
export async function downloadResult(file: DownloadFile, { blobs, tenant }: DownloadStore): Promise<HttpResult> {
  if (sizeOf(file) <= INLINE_DOWNLOAD_MAX_BYTES || !blobs.downloadUrl) return inline(file);
  const { fileName, contentType } = file;
  const key = blobKey(tenant, 'downloads', randomUUID(), fileName);
  await blobs.put(key, 'text' in file ? file.text : file.bytes, { contentType });
  const location = await blobs.downloadUrl(key, { fileName, contentType });
  return { statusCode: 302, headers: { ...file.headers, location } };
}
