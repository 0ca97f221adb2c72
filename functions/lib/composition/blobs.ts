import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.ts';
import { S3BlobStore } from '../adapters/blob-store/s3-blob-store.ts';
import type { BlobStore } from '../ports/blob-store.ts';
import { once } from '../once.ts';
import { required } from '../required-setting.ts';

/** Results, cache entries and exports: S3 in the cloud, files under the data folder locally. */
export const blobStore = once(async (): Promise<BlobStore> => {
  const settings = config();
  // esbuild replaces SKYSET_TARGET with "aws" in Lambda bundles (infra/cloud/bundling.ts): this branch and the
  // local-only adapter it imports are dropped from them.
  if (process.env.SKYSET_TARGET !== 'aws' && settings.BLOB_STORE === 'fs') {
    const { FsBlobStore } = await import('../adapters/blob-store/fs-blob-store.ts');
    return new FsBlobStore(required(settings.BLOB_DIR, 'BLOB_DIR'));
  }
  return new S3BlobStore({ client: new S3Client({}), bucket: required(settings.RESULTS_BUCKET, 'RESULTS_BUCKET') });
});
