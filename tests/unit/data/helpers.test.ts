import { describe, expect, it } from 'vitest';
import { distinctStrings, roundTo, shuffled, utcMs, weightedPicker, zipfWeights } from '#infra/local/data/helpers.ts';
import { createRng } from '#infra/local/data/prng.ts';

describe('utcMs', () => {
  it('takes 1-based months and returns UTC epoch milliseconds', () => {
    // Arrange
    const expected = Date.parse('2015-01-31T13:45:10Z');

    // Act
    const actual = utcMs(2015, 1, 31, 13, 45, 10);

    // Assert
    expect(actual).toBe(expected);
  });
});

describe('roundTo', () => {
  it('rounds half away from zero at the given decimals', () => {
    // Arrange
    const inputs: [number, number][] = [
      [3.14159, 3],
      [-1.25, 1],
      [1.25, 1],
      [7, 2],
    ];

    // Act
    const rounded = inputs.map(([value, decimals]) => roundTo(value, decimals));

    // Assert
    expect(rounded).toEqual([3.142, -1.3, 1.3, 7]);
  });
});

describe('weightedPicker', () => {
  it('never picks a zero weight and picks in proportion to the others', () => {
    // Arrange
    const pick = weightedPicker([1, 0, 3]);
    const rng = createRng('weights');
    const counts = [0, 0, 0];

    // Act
    for (let draw = 0; draw < 40_000; draw++) {
      const index = pick(rng);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    const shareOfLast = (counts[2] ?? 0) / 40_000;

    // Assert
    expect([counts[1], Math.abs(shareOfLast - 0.75) < 0.02]).toEqual([0, true]);
  });
});

describe('zipfWeights', () => {
  it('weights rank r by 1 / r^exponent', () => {
    // Arrange
    const count = 3;

    // Act
    const weights = zipfWeights(count, 1);

    // Assert
    expect(weights).toEqual([1, 0.5, 1 / 3]);
  });
});

describe('shuffled', () => {
  it('returns a reordered copy with the same items and leaves the input alone', () => {
    // Arrange
    const items = Array.from({ length: 20 }, (_unused, index) => index);

    // Act
    const result = shuffled(items, createRng('shuffle'));

    // Assert
    expect([result.toSorted((a, b) => a - b), result.join() === items.join(), items[19]]).toEqual([items, false, 19]);
  });

  it('gives the same order for the same seed', () => {
    // Arrange
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];

    // Act
    const first = shuffled(items, createRng(3));
    const second = shuffled(items, createRng(3));

    // Assert
    expect(first).toEqual(second);
  });
});

describe('distinctStrings', () => {
  it('returns exactly the requested number of different strings', () => {
    // Arrange
    const rng = createRng('letters');

    // Act
    const strings = distinctStrings(20, () => String.fromCharCode(rng.int(65, 90)));

    // Assert
    expect([strings.length, new Set(strings).size]).toEqual([20, 20]);
  });
});
