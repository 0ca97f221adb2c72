import { describe, expect, it } from 'vitest';
import { createRng, mix32, mulberry32, seedFrom } from '#infra/local/data/prng.ts';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    // Arrange
    const first = mulberry32(42);
    const second = mulberry32(42);

    // Act
    const a = [first(), first(), first(), first()];
    const b = [second(), second(), second(), second()];

    // Assert
    expect(a).toEqual(b);
  });

  it('matches the reference mulberry32 outputs for seed 1', () => {
    // Arrange
    const next = mulberry32(1);

    // Act
    const values = [next(), next(), next()];

    // Assert
    expect(values).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('gives different sequences for different seeds', () => {
    // Arrange
    const first = mulberry32(1);
    const second = mulberry32(2);

    // Act
    const a = [first(), first(), first()];
    const b = [second(), second(), second()];

    // Assert
    expect(a).not.toEqual(b);
  });
});

describe('seedFrom', () => {
  it('is the FNV-1a hash of the text', () => {
    // Arrange
    const texts = ['', 'a', 'foobar'];

    // Act
    const hashes = texts.map(seedFrom);

    // Assert
    expect(hashes).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
  });
});

describe('mix32', () => {
  it('maps distinct inputs to distinct outputs', () => {
    // Arrange
    const inputs = Array.from({ length: 100_000 }, (_unused, index) => index);

    // Act
    const outputs = new Set(inputs.map(mix32));

    // Assert
    expect(outputs.size).toBe(100_000);
  });
});

describe('createRng', () => {
  it('draws integers covering both inclusive bounds and nothing outside', () => {
    // Arrange
    const rng = createRng('dice');

    // Act
    const faces = new Set(Array.from({ length: 10_000 }, () => rng.int(1, 6)));

    // Assert
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws floats inside [min, max)', () => {
    // Arrange
    const rng = createRng(7);

    // Act
    const values = Array.from({ length: 10_000 }, () => rng.float(-2, 3));

    // Assert
    expect([Math.min(...values) >= -2, Math.max(...values) < 3]).toEqual([true, true]);
  });

  it('draws normal variates with mean near 0 and deviation near 1', () => {
    // Arrange
    const rng = createRng('normal');

    // Act
    const values = Array.from({ length: 50_000 }, () => rng.normal());
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);

    // Assert
    expect([Math.abs(mean) < 0.02, Math.abs(deviation - 1) < 0.02]).toEqual([true, true]);
  });

  it('picks every element of a list and only those', () => {
    // Arrange
    const rng = createRng('pick');
    const items = ['a', 'b', 'c'];

    // Act
    const picked = new Set(Array.from({ length: 1000 }, () => rng.pick(items)));

    // Assert
    expect([...picked].sort()).toEqual(items);
  });

  it('gives the same stream for a string seed and its hash', () => {
    // Arrange
    const byText = createRng('birth_names');
    const byHash = createRng(seedFrom('birth_names'));

    // Act
    const a = [byText.next(), byText.next()];
    const b = [byHash.next(), byHash.next()];

    // Assert
    expect(a).toEqual(b);
  });
});
