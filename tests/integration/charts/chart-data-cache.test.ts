import { gunzipSync } from 'node:zlib';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getDataset } from '#functions/lib/records/dataset-repository.ts';
import { blobStore } from '#functions/lib/composition/blobs.ts';
import { documentClient, tableName } from '#functions/lib/dynamo.ts';
import { keys } from '#functions/lib/keys.ts';
import { useApiClient } from '../helpers/api-client.ts';
import { birthNamesContext } from './chart-client.ts';

const client = useApiClient();

interface Result {
  cache_key: string;
  cached_dttm: string | null;
  is_cached: boolean;
  cache_timeout: number;
  data: unknown[];
}

/** The first result of a chart data request. */
async function firstResult(body: unknown): Promise<Result> {
  const { status, body: answer } = await client.post('/api/v1/chart/data', body);
  if (status !== 200) throw new Error(`chart data answered ${status}: ${JSON.stringify(answer)}`);
  return (answer as { result: Result[] }).result[0]!;
}

/** A query no other test asks, so each test starts with a cold cache. */
const distinctContext = (rowLimit: number, context: Record<string, unknown> = {}) =>
  birthNamesContext({ row_limit: rowLimit }, context);

describe('chart data cache', () => {
  it('answers a repeated query from the cache with its time and key', async () => {
    // Arrange
    const fresh = await firstResult(distinctContext(11));

    // Act
    const cached = await firstResult(distinctContext(11));

    // Assert
    expect(fresh.is_cached).toBe(false);
    expect(cached).toEqual({
      ...fresh,
      is_cached: true,
      cached_dttm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
    });
  });

  it('keys on the query, not on how the request spells it', async () => {
    // Arrange
    await firstResult(distinctContext(12));
    const spelledOut = birthNamesContext({
      row_limit: 12,
      row_offset: 0,
      series_limit: 0,
      granularity: null,
      time_offsets: [],
    });

    // Act
    const cached = await firstResult(spelledOut);

    // Assert
    expect(cached.is_cached).toBe(true);
  });

  it('runs a forced query again and caches the new result', async () => {
    // Arrange
    const first = await firstResult(distinctContext(13));

    // Act
    const forced = await firstResult(distinctContext(13, { force: true }));
    const after = await firstResult(distinctContext(13));

    // Assert
    expect([forced.is_cached, forced.cache_key, after.is_cached]).toEqual([false, first.cache_key, true]);
  });

  it('stores an entry as one blob that says when it was cached, for how long and until when it may be fetched', async () => {
    // Arrange
    const before = Math.floor(Date.now() / 1000);

    // Act
    const { cache_key, cached_dttm } = await firstResult(distinctContext(14, { custom_cache_timeout: 600 }));

    // Assert
    const bytes = await (await blobStore()).get(`tenants/default/chart-cache/${cache_key}`);
    const entry = JSON.parse(gunzipSync(bytes!).toString('utf8')) as Record<string, unknown>;
    expect([cached_dttm, entry.kind, entry.cacheTimeout]).toEqual([null, 'query', 600]);
    expect(entry.cachedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(entry.fetchableUntil).toSatisfy(
      (value: number) => value >= before + 600 + 600 && value <= before + 602 + 600,
    );
  });

  it('never caches a chart whose cache timeout is -1', async () => {
    // Arrange
    await firstResult(distinctContext(15, { custom_cache_timeout: -1 }));

    // Act
    const again = await firstResult(distinctContext(15, { custom_cache_timeout: -1 }));

    // Assert
    expect([again.is_cached, again.cache_timeout]).toEqual([false, -1]);
  });

  it('misses once the cache timeout has passed', async () => {
    // Arrange
    await firstResult(distinctContext(16, { custom_cache_timeout: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // Act
    const later = await firstResult(distinctContext(16, { custom_cache_timeout: 1 }));

    // Assert
    expect(later.is_cached).toBe(false);
  });

  it('misses after the dataset is edited', async () => {
    // Arrange
    const before = await firstResult(distinctContext(17));
    const dataset = await getDataset('default', 1);
    const edited = { ...dataset, version: dataset.version + 1, changed_on: new Date().toISOString() };
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.dataset('default', 1), ...edited } }),
    );

    // Act
    const after = await firstResult(distinctContext(17));

    // Assert
    expect(after.is_cached).toBe(false);
    expect(after.cache_key).not.toBe(before.cache_key);
  });
});

describe('GET /api/v1/chart/data/{cache_key}', () => {
  it.each([
    ['a key never stored', 'a'.repeat(64)],
    ['a malformed key', 'not-a-key'],
  ])('answers 404 for %s', async (_what, key) => {
    // Act
    const { status, body } = await client.get(`/api/v1/chart/data/${key}`);

    // Assert
    expect({ status, body }).toEqual({ status: 404, body: { message: 'Cached data not found' } });
  });

  it('does not serve a query entry, only the answers of async jobs', async () => {
    // Arrange
    const { cache_key } = await firstResult(distinctContext(18));

    // Act
    const { status, body } = await client.get(`/api/v1/chart/data/${cache_key}`);

    // Assert
    expect({ status, body }).toEqual({ status: 404, body: { message: 'Cached data not found' } });
  });
});
