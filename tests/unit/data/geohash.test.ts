import { describe, expect, it } from 'vitest';
import { encodeGeohash } from '#infra/local/data/geohash.ts';

describe('encodeGeohash', () => {
  it('encodes the well-known Jutland example point', () => {
    // Arrange
    const [latitude, longitude] = [57.64911, 10.40744];

    // Act
    const hash = encodeGeohash(latitude, longitude, 11);

    // Assert
    expect(hash).toBe('u4pruydqqvj');
  });

  it('encodes a western-hemisphere point at low precision', () => {
    // Arrange
    const [latitude, longitude] = [42.6, -5.6];

    // Act
    const hash = encodeGeohash(latitude, longitude, 5);

    // Assert
    expect(hash).toBe('ezs42');
  });

  it('defaults to 12 characters, whose prefix is the shorter hash', () => {
    // Arrange
    const [latitude, longitude] = [37.7749, -122.4194];

    // Act
    const full = encodeGeohash(latitude, longitude);

    // Assert
    expect([full.length, full.slice(0, 6)]).toEqual([12, encodeGeohash(latitude, longitude, 6)]);
  });
});
