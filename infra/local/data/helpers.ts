import type { Rng } from './prng.ts';

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** Epoch milliseconds of a UTC calendar instant; `month` is 1-based like the data it describes. */
export function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** `value` rounded half away from zero to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** `value` limited to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Draws indices in proportion to `weights` (binary search over cumulative sums, so large lists stay cheap).
 * Weights must be non-negative with a positive total.
 */
export function weightedPicker(weights: readonly number[]): (rng: Rng) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  return (rng) => {
    const target = rng.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** Zipf-like weights `1 / rank^exponent` for ranks 1..count: a few popular items and a long tail. */
export function zipfWeights(count: number, exponent: number): number[] {
  return Array.from({ length: count }, (_unused, index) => 1 / (index + 1) ** exponent);
}

/** A shuffled copy of `items` (Fisher-Yates), leaving the input untouched. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(rng.next() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** `count` distinct strings made by `make`, retrying on collisions; `make` must be able to produce enough. */
export function distinctStrings(count: number, make: () => string): string[] {
  const seen = new Set<string>();
  while (seen.size < count) seen.add(make());
  return [...seen];
}
