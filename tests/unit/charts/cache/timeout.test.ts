import { describe, expect, it } from 'vitest';
import { cacheExpiry, resolveCacheTimeout, resultReuseMinutes } from '#functions/charts/cache/timeout.ts';

describe('resolveCacheTimeout', () => {
  it.each([
    [{ custom: 60, dataset: 120, database: 180 }, 60],
    [{ custom: null, dataset: 120, database: 180 }, 120],
    [{ custom: undefined, dataset: null, database: 180 }, 180],
    [{ custom: null, dataset: null, database: null }, 86_400],
    [{ custom: -1, dataset: 120, database: 180 }, -1],
    [{ custom: 0, dataset: 120, database: 180 }, 86_400],
  ])('%j -> %i', (sources, expected) => {
    // Act
    const timeout = resolveCacheTimeout({ ...sources, fallback: 86_400 });

    // Assert
    expect(timeout).toBe(expected);
  });
});

describe('cacheExpiry', () => {
  it('adds the timeout to the current epoch second', () => {
    // Act
    const expiry = cacheExpiry(60, 1_700_000_000_500);

    // Assert
    expect(expiry).toBe(1_700_000_060);
  });

  it('never expires with a timeout of 0', () => {
    // Act
    const expiry = cacheExpiry(0, 1_700_000_000_000);

    // Assert
    expect(expiry).toBeUndefined();
  });
});

describe('resultReuseMinutes', () => {
  it.each([
    [3600, false, 60],
    [90, false, 1],
    [86_400 * 30, false, 10_080],
    [0, false, 10_080],
    [-1, false, 0],
    [3600, true, 0],
  ])('reuses Athena results for a cache timeout of %i s (force %s) up to %i minutes', (timeout, force, minutes) => {
    // Act
    const reuse = resultReuseMinutes(timeout, force);

    // Assert
    expect(reuse).toBe(minutes);
  });
});
