import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { BlobPutOptions, BlobStore } from '../ports/blob-store.ts';

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
