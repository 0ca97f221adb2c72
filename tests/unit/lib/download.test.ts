import { describe, expect, it } from 'vitest';
import { downloadResult, INLINE_DOWNLOAD_MAX_BYTES } from '#functions/lib/download.ts';
import { memoryBlobStore } from './memory-blob-store.ts';

const CSV = 'text/csv; charset=utf-8';
const ZIP = 'application/zip';
const DOWNLOAD_KEY = /^tenants\/t1\/downloads\/[0-9a-f-]{36}\/big\.(csv|zip)$/;

/** The one key stored under the tenant's downloads, checked against the expected layout. */
async function downloadKey(blobs: ReturnType<typeof memoryBlobStore>): Promise<string> {
  const keys = await blobs.list('tenants/');
  expect(keys).toEqual([expect.stringMatching(DOWNLOAD_KEY)]);
  return keys[0]!;
}

describe('downloadResult', () => {
  it('answers text of exactly the cap inline and stores nothing', async () => {
    // Arrange
    const blobs = memoryBlobStore({ signing: true });
    const text = 'a'.repeat(INLINE_DOWNLOAD_MAX_BYTES);

    // Act
    const response = await downloadResult(
      { text, fileName: 'q.csv', contentType: CSV, headers: { 'x-row-limit': '5' } },
      { blobs, tenant: 't1' },
    );

    // Assert
    expect([response, blobs.objects.size]).toEqual([
      {
        statusCode: 200,
        text,
        headers: { 'content-type': CSV, 'content-disposition': 'attachment; filename=q.csv', 'x-row-limit': '5' },
      },
      0,
    ]);
  });

  it('answers bytes of exactly the cap inline as binary', async () => {
    // Arrange
    const blobs = memoryBlobStore({ signing: true });
    const bytes = new Uint8Array(INLINE_DOWNLOAD_MAX_BYTES);

    // Act
    const response = await downloadResult({ bytes, fileName: 'q.zip', contentType: ZIP }, { blobs, tenant: 't1' });

    // Assert: the very bytes given (a deep comparison of 4 MiB would take seconds)
    expect([response, response.binary === bytes, blobs.objects.size]).toEqual([
      {
        statusCode: 200,
        binary: expect.any(Uint8Array),
        headers: { 'content-type': ZIP, 'content-disposition': 'attachment; filename=q.zip' },
      },
      true,
      0,
    ]);
  });

  it('stores text over the cap under the tenant downloads and redirects to its signed URL, keeping extra headers', async () => {
    // Arrange
    const blobs = memoryBlobStore({ signing: true });
    const text = 'a'.repeat(INLINE_DOWNLOAD_MAX_BYTES + 1);

    // Act
    const response = await downloadResult(
      { text, fileName: 'big.csv', contentType: CSV, headers: { 'x-row-limit': '5', 'x-row-limit-reached': 'true' } },
      { blobs, tenant: 't1' },
    );

    // Assert
    const key = await downloadKey(blobs);
    expect([response, blobs.objects.get(key)]).toEqual([
      {
        statusCode: 302,
        headers: {
          'x-row-limit': '5',
          'x-row-limit-reached': 'true',
          location: `https://signed.test/${key}?name=big.csv&type=text%2Fcsv%3B+charset%3Dutf-8`,
        },
      },
      { body: text, contentType: CSV },
    ]);
  });

  it('stores bytes over the cap with their content type and redirects', async () => {
    // Arrange
    const blobs = memoryBlobStore({ signing: true });
    const bytes = new Uint8Array(INLINE_DOWNLOAD_MAX_BYTES + 1);

    // Act
    const response = await downloadResult({ bytes, fileName: 'big.zip', contentType: ZIP }, { blobs, tenant: 't1' });

    // Assert
    const key = await downloadKey(blobs);
    const stored = blobs.objects.get(key);
    expect([response, stored, stored?.body === bytes]).toEqual([
      { statusCode: 302, headers: { location: `https://signed.test/${key}?name=big.zip&type=application%2Fzip` } },
      { body: expect.any(Uint8Array), contentType: ZIP },
      true,
    ]);
  });

  it('measures text in UTF-8 bytes, not characters', async () => {
    // Arrange: half the cap in characters, but two bytes each and one more, so just over the cap in bytes.
    const blobs = memoryBlobStore({ signing: true });
    const text = 'é'.repeat(INLINE_DOWNLOAD_MAX_BYTES / 2 + 1);

    // Act
    const response = await downloadResult({ text, fileName: 'big.csv', contentType: CSV }, { blobs, tenant: 't1' });

    // Assert
    expect(response.statusCode).toBe(302);
  });

  it('answers over the cap inline when the store cannot sign', async () => {
    // Arrange
    const blobs = memoryBlobStore();
    const text = 'a'.repeat(INLINE_DOWNLOAD_MAX_BYTES + 1);

    // Act
    const response = await downloadResult({ text, fileName: 'big.csv', contentType: CSV }, { blobs, tenant: 't1' });

    // Assert
    expect([response, blobs.objects.size]).toEqual([
      {
        statusCode: 200,
        text,
        headers: { 'content-type': CSV, 'content-disposition': 'attachment; filename=big.csv' },
      },
      0,
    ]);
  });
});
