import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachment } from '../../attachment.ts';
import type { BlobPutOptions, BlobStore, DownloadUrlOptions } from '../../ports/blob-store.ts';

/** Seconds a download URL stays valid: long enough to start a download, short enough that a leaked URL soon dies. */
export const DOWNLOAD_URL_EXPIRY_SECONDS = 15 * 60;

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
}

/** The blob store on S3 (results, cache entries, exports, report artifacts), encrypted at rest with S3-managed keys. */
export class S3BlobStore implements BlobStore {
  constructor(private readonly options: S3BlobStoreOptions) {}

  /** PutObject with SSE-S3 (AES256): no KMS key to provision or pay per request for. */
  async put(key: string, body: Uint8Array | string, options?: BlobPutOptions): Promise<void> {
    await this.options.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ServerSideEncryption: 'AES256',
        ...(options?.contentType !== undefined ? { ContentType: options.contentType } : {}),
      }),
    );
  }

  /** The object's bytes, or undefined on NoSuchKey. */
  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      const output = await this.options.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return output.Body === undefined ? new Uint8Array() : await output.Body.transformToByteArray();
    } catch (error) {
      if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.options.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /**
   * A presigned GetObject URL that S3 answers with the download's name and type (`response-content-disposition`,
   * `response-content-type`). Signing is local; the URL carries the function's own (temporary) credentials, so it
   * lasts DOWNLOAD_URL_EXPIRY_SECONDS or until those credentials expire, whichever comes first.
   */
  async downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ResponseContentDisposition: attachment(options.fileName),
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.options.client, command, { expiresIn: DOWNLOAD_URL_EXPIRY_SECONDS });
  }

  /** Every key under the prefix, following ListObjectsV2 continuation tokens. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let continuationToken: string | undefined;
    do {
      const output = await this.options.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          ...(continuationToken !== undefined ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      keys.push(...(output.Contents ?? []).flatMap((object) => (object.Key !== undefined ? [object.Key] : [])));
      continuationToken = output.IsTruncated ? output.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
    return keys;
  }
}
