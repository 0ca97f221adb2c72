import { describe, expect, it } from 'vitest';
import { MetadataCache, metadataKey } from '#functions/databases/metadata/metadata-cache.ts';

/** A cache on a hand-driven clock and a reader that counts its reads. */
function setup() {
  let clock = 0;
  const cache = new MetadataCache(() => clock);
  let reads = 0;
  const read = async () => `value ${++reads}`;
  return { cache, read, advance: (ms: number) => (clock += ms) };
}

const key = metadataKey('default', 1, 'schema');

describe('MetadataCache', () => {
  it('answers the cached value within its time to live', async () => {
    // Arrange
    const { cache, read, advance } = setup();
    await cache.get(key, 60, false, read);
    advance(59_000);

    // Act
    const value = await cache.get(key, 60, false, read);

    // Assert
    expect(value).toBe('value 1');
  });

  it('reads again once the time to live has passed', async () => {
    // Arrange
    const { cache, read, advance } = setup();
    await cache.get(key, 60, false, read);
    advance(60_000);

    // Act
    const value = await cache.get(key, 60, false, read);

    // Assert
    expect(value).toBe('value 2');
  });

  it('reads again and keeps the fresh value when forced', async () => {
    // Arrange
    const { cache, read } = setup();
    await cache.get(key, 60, false, read);

    // Act
    const forced = await cache.get(key, 60, true, read);
    const after = await cache.get(key, 60, false, read);

    // Assert
    expect([forced, after]).toEqual(['value 2', 'value 2']);
  });

  it('does not keep a failed read', async () => {
    // Arrange
    const { cache, read } = setup();
    await cache.get(key, 60, false, () => Promise.reject(new Error('engine down'))).catch(() => undefined);

    // Act
    const value = await cache.get(key, 60, false, read);

    // Assert
    expect(value).toBe('value 1');
  });

  it('forgets one database and keeps the others', async () => {
    // Arrange
    const { cache, read } = setup();
    const other = metadataKey('default', 10, 'schema');
    await cache.get(key, 60, false, read);
    await cache.get(other, 60, false, read);
    cache.forget('default', 1);

    // Act
    const values = [await cache.get(key, 60, false, read), await cache.get(other, 60, false, read)];

    // Assert
    expect(values).toEqual(['value 3', 'value 2']);
  });
});
