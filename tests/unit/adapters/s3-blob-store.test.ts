import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { S3BlobStore } from '#functions/lib/adapters/blob-store/s3-blob-store.ts';

const s3 = mockClient(S3Client);
/** A streaming body with only the method the adapter uses. */
const bodyOf = (bytes: number[]) =>
  ({ transformToByteArray: async () => new Uint8Array(bytes) }) as unknown as GetObjectCommandOutput['Body'];
const store = () => new S3BlobStore({ client: new S3Client({ region: 'us-east-1' }), bucket: 'results-bucket' });

beforeEach(() => {
  s3.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('S3BlobStore', () => {
  it('puts with the content type and SSE-S3 encryption', async () => {
    // Arrange
    s3.on(PutObjectCommand).resolves({});

    // Act
    await store().put('tenants/t1/results/q.json', '{"a":1}', { contentType: 'application/json' });

    // Assert
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      {
        Bucket: 'results-bucket',
        Key: 'tenants/t1/results/q.json',
        Body: '{"a":1}',
        ServerSideEncryption: 'AES256',
        ContentType: 'application/json',
      },
    ]);
  });

  it('reads an object as bytes', async () => {
    // Arrange
    s3.on(GetObjectCommand, { Bucket: 'results-bucket', Key: 'tenants/t1/a' }).resolves({
      Body: bodyOf([9, 8, 7]),
    });

    // Act
    const bytes = await store().get('tenants/t1/a');

    // Assert
    expect(bytes).toEqual(new Uint8Array([9, 8, 7]));
  });

  it('answers undefined on NoSuchKey', async () => {
    // Arrange
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));

    // Act
    const bytes = await store().get('tenants/t1/missing');

    // Assert
    expect(bytes).toBeUndefined();
  });

  it('rethrows other read failures', async () => {
    // Arrange
    s3.on(GetObjectCommand).rejects(new Error('AccessDenied'));

    // Act
    const outcome = store().get('tenants/t1/a');

    // Assert
    await expect(outcome).rejects.toThrow('AccessDenied');
  });

  it('deletes by bucket and key', async () => {
    // Arrange
    s3.on(DeleteObjectCommand).resolves({});

    // Act
    await store().delete('tenants/t1/a');

    // Assert
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'results-bucket', Key: 'tenants/t1/a' },
    ]);
  });

  it('lists every page of ListObjectsV2', async () => {
    // Arrange
    s3.on(ListObjectsV2Command)
      .resolvesOnce({
        Contents: [{ Key: 'tenants/t1/a' }, { Key: 'tenants/t1/b' }],
        IsTruncated: true,
        NextContinuationToken: 'page-2',
      })
      .resolvesOnce({ Contents: [{ Key: 'tenants/t1/c' }], IsTruncated: false });

    // Act
    const keys = await store().list('tenants/t1/');

    // Assert
    expect([keys, s3.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input)]).toEqual([
      ['tenants/t1/a', 'tenants/t1/b', 'tenants/t1/c'],
      [
        { Bucket: 'results-bucket', Prefix: 'tenants/t1/' },
        { Bucket: 'results-bucket', Prefix: 'tenants/t1/', ContinuationToken: 'page-2' },
      ],
    ]);
  });

  it('signs a 15-minute GetObject URL that serves the object under its download name and type', async () => {
    // Arrange: presigning is local, so fixed credentials and a fixed clock give a URL without any network
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2024, 0, 31, 23, 59, 58));
    const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session' };
    const signer = new S3BlobStore({
      client: new S3Client({ region: 'eu-west-1', credentials }),
      bucket: 'results-bucket',
    });

    // Act
    const url = new URL(
      await signer.downloadUrl('tenants/t1/downloads/u1/my%20tab.csv', {
        fileName: 'my%20tab.csv',
        contentType: 'text/csv; charset=utf-8',
      }),
    );

    // Assert
    const query = Object.fromEntries(url.searchParams);
    expect([url.protocol, url.host, url.pathname, query]).toEqual([
      'https:',
      'results-bucket.s3.eu-west-1.amazonaws.com',
      '/tenants/t1/downloads/u1/my%2520tab.csv',
      expect.objectContaining({
        'response-content-disposition': 'attachment; filename=my%20tab.csv',
        'response-content-type': 'text/csv; charset=utf-8',
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': 'AKIDEXAMPLE/20240131/eu-west-1/s3/aws4_request',
        'X-Amz-Date': '20240131T235958Z',
        'X-Amz-Expires': '900',
        'X-Amz-Security-Token': 'session',
        'X-Amz-SignedHeaders': 'host',
        'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
  });
});
