/**
 * Seeded pseudo-random numbers for the example data generator. Every value the generator writes comes from
 * here, so one seed always gives byte-identical tables; `Math.random` is never used.
 */

/** A deterministic random source; each method advances the same underlying stream. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** Standard normal variate (mean 0, deviation 1). */
  normal(): number;
}

/**
 * mulberry32: a 32-bit state generator, tiny and fast, with a period of 2^32, which is plenty for
 * example data (the largest table at scale 100 draws far fewer values from any one stream).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string: turns names such as `birth_names#2` into independent seeds. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded {@link Rng}; a string seed is hashed with {@link seedFrom}. */
export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? seedFrom(seed) : seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    normal: () => boxMuller(next),
  };
}

/** Box-Muller transform; `1 - u` keeps the logarithm's argument away from zero. */
function boxMuller(next: () => number): number {
  const radius = Math.sqrt(-2 * Math.log(1 - next()));
  return radius * Math.cos(2 * Math.PI * next());
}

/**
 * A bijective 32-bit mixer (murmur3's finaliser): distinct inputs give distinct outputs, so mixed row
 * numbers make unique, random-looking identifiers at any scale.
 */
export function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
